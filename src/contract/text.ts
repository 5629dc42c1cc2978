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
