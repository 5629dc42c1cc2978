// Text as it may be stored (docs/product-rules.md#limits). Shared by server and UI (no server imports). How names
// are compared for duplicates (NFKC, invisibles, look-alike letters) is src/contract/names.ts.
//
// Two levels:
// - `stripControls` (every text field of every JSON body, plugins/errors.ts): C0 and C1 control
//   characters (NUL, ESC, DEL...) are removed, except tab and newline (a CR LF becomes a newline);
//   so are the bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069), which can make
//   stored text display reversed ("Trojan Source"), and the byte order mark. Zero-width joiners
//   stay in general text: emoji sequences and several scripts need them.
// - `cleanName` (names: landlord name and location, username, first and last name, reviewer
//   name): also every other invisible format character (zero-width space, joiner and non-joiner,
//   word joiner, soft hyphen, bidi marks: Unicode category Cf), and runs of whitespace become one
//   space. What is stored is otherwise what was typed.

// C0 controls but tab (09) and newline (0A), DEL and the C1 controls; bidi embeddings, overrides
// and isolates; the byte order mark.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
// Every format character (Cf: zero-width space/joiner/non-joiner, word joiner, soft hyphen, bidi
// marks, BOM...), plus the controls above and the remaining invisible fillers (Hangul fillers,
// combining grapheme joiner, variation selectors) that are not Cf.
const INVISIBLES = /[\p{Cf}\u0000-\u001F\u007F-\u009F\u034F\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F]/gu;

/** Removes control characters (keeps tab and newline; CR LF becomes a newline). */
export function stripControls(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(CONTROLS, "");
}

/** A name as stored: no control or invisible characters, one space between words, trimmed. */
export function cleanName(text: string): string {
  return text.replace(INVISIBLES, "").replace(/\s+/g, " ").trim();
}

/** Every string in a parsed JSON body with `stripControls` applied; keys in `keep` (passwords) untouched. */
export function stripControlsDeep(value: unknown, keep: ReadonlySet<string>, depth = 0): unknown {
  if (typeof value === "string") return stripControls(value);
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => stripControlsDeep(v, keep, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    // defineProperty: a "__proto__" key from JSON.parse stays a plain field, never a prototype.
    Object.defineProperty(out, stripControls(k), { value: keep.has(k) ? v : stripControlsDeep(v, keep, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * What in a JSON text may become a character `stripControls` removes: one of them sent as is (the
 * C1 controls, DEL, the bidi controls and the byte order mark may stand raw in a JSON string; the C0
 * ones may not), an escape that makes one (`\r`, `\b`, `\f`, `\u0000`-`\u001F`, `\u007F`-`\u009F`,
 * `\u202A`-`\u202E`, `\u2066`-`\u2069`, `\uFEFF`), or a raw CR (only ever between tokens, where
 * JSON.parse skips it). An escaped backslash before such letters ("\\\\b") matches too: it is
 * merely read the long way.
 */
const MAY_HOLD_CONTROLS = /[\r\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]|\\[rbf]|\\u(?:00[01]|007[fF]|00[89]|202[a-eA-E]|206[6-9]|[fF][eE][fF][fF])/;

/**
 * `stripControlsDeep(JSON.parse(text), keep)`, without walking and copying the parsed value when the
 * text holds nothing it would remove (`MAY_HOLD_CONTROLS`), as most bodies do: the walk defined every
 * property afresh and ran two replacements per string and key (issue 32: ~8 µs of a review write's
 * body, against 0.6 for JSON.parse). JSON.parse keeps a "__proto__" key a plain field too. Throws as
 * JSON.parse does.
 */
export function parseJsonStripped(text: string, keep: ReadonlySet<string>): unknown {
  const value: unknown = JSON.parse(text);
  return MAY_HOLD_CONTROLS.test(text) ? stripControlsDeep(value, keep) : value;
}

