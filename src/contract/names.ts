// How names are compared (docs/product-rules.md "Landlords: one profile per landlord"): two
// landlords are the same when their names and locations match after
//   - Unicode NFKC folding (full-width "Ａｃｍｅ" is "Acme", the "ﬁ" ligature is "fi"),
//   - removing invisible format and control characters (zero-width joiners, bidi marks, BOM, NUL),
//   - mapping the Cyrillic, Greek and Cherokee letters and the small capitals that look like Latin
//     ones to those (a Cyrillic "А" in "Асme", a Cherokee "Ꭺ", a small-capital "ᴍ" are Latin
//     letters): the look-alikes used to make twins, not whole foreign names,
//   - ignoring case, spacing and punctuation ("valley living inc." is "Valley Living Inc"),
//   - in the comparison key only (nameKey), taking "l" and "i" for one letter and "0" for "o":
//     a capital "I" reads as an "l", so with case ignored all four are one ("AIIen" is "Allen";
//     so is "Alien", the price of closing the gap), and "0" as an "O" (issue 30).
// Shared with the UI, which shows the same answer ("Is it one of these?") before the server does.

/** Invisible characters: format (Cf: zero-width, bidi marks and overrides, BOM) and controls (Cc). */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

/** Cyrillic and Greek letters that render like Latin ones, lower-cased (the name is lower-cased first). */
const LOOKALIKES: Record<string, string> = {
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x",
  і: "i", ї: "i", ј: "j", ѕ: "s", һ: "h", ԁ: "d", ԛ: "q", ԝ: "w", ү: "y",
  α: "a", β: "b", ε: "e", η: "n", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x", ϲ: "c",
};
/**
 * Cherokee capitals that render like Latin letters (Unicode's confusables), with the Latin letter
 * they pass for. Lower-casing turns them into Cherokee small letters (U+AB70...), not Latin ones,
 * so both forms are listed (below).
 */
const CHEROKEE: Record<string, string> = {
  "\u13AA": "a", "\u13F4": "b", "\u13DF": "c", "\u13A0": "d", "\u13AC": "e", "\u13C0": "g", "\u13BB": "h",
  "\u13A5": "i", "\u13AB": "j", "\u13E6": "k", "\u13DE": "l", "\u13B7": "m",
  "\u13E2": "p", "\u13A1": "r", "\u13DA": "s", "\u13A2": "t", "\u13D9": "v", "\u13B3": "w", "\u13C3": "z",
};
for (const [capital, latin] of Object.entries(CHEROKEE)) LOOKALIKES[capital.toLowerCase()] = latin;

/** Small capitals (IPA and phonetic extensions), which NFKC leaves as they are. */
Object.assign(LOOKALIKES, {
  ᴀ: "a", ʙ: "b", ᴄ: "c", ᴅ: "d", ᴇ: "e", ꜰ: "f", ɢ: "g", ʜ: "h", ɪ: "i", ᴊ: "j", ᴋ: "k", ʟ: "l", ᴍ: "m", ɴ: "n",
  ᴏ: "o", ᴘ: "p", ʀ: "r", ꜱ: "s", ᴛ: "t", ᴜ: "u", ᴠ: "v", ᴡ: "w", ʏ: "y", ᴢ: "z",
} satisfies Record<string, string>);
const LOOKALIKE_RE = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "gu");

/** NFKC, no invisible characters, look-alikes made Latin, lower case: the form names are compared in. */
export function foldName(text: string): string {
  return text.normalize("NFKC").replace(INVISIBLE, "").toLowerCase().replace(LOOKALIKE_RE, (c) => LOOKALIKES[c] ?? c);
}

/** The comparison key of one name: folded, only its letters and digits, "i" as "l" and "0" as "o". */
export function nameKey(text: string): string {
  return foldName(text).replace(/[^\p{L}\p{N}]+/gu, "").replace(/i/g, "l").replace(/0/g, "o");
}

/** The duplicate rule for landlords: the same name in the same location. */
export function landlordKey(name: string, location: string): string {
  return `${nameKey(name)}|${nameKey(location)}`;
}
