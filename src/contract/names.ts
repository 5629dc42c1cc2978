// How names are compared (docs/product-rules.md "Landlords: one profile per landlord"): two
// landlords are the same when their names and locations match after
//   - Unicode NFKC folding (full-width "Ａｃｍｅ" is "Acme", the "ﬁ" ligature is "fi"),
//   - removing invisible format and control characters (zero-width joiners, bidi marks, BOM, NUL),
//   - mapping the Cyrillic and Greek letters that look like Latin ones to those (a Cyrillic "А"
//     in "Асme" is a Latin "A"): the look-alikes used to make twins, not whole foreign names,
//   - ignoring case, spacing and punctuation ("valley living inc." is "Valley Living Inc").
// Shared with the UI, which shows the same answer ("Is it one of these?") before the server does.

/** Invisible characters: format (Cf: zero-width, bidi marks and overrides, BOM) and controls (Cc). */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

/** Cyrillic and Greek letters that render like Latin ones, lower-cased (the name is lower-cased first). */
const LOOKALIKES: Record<string, string> = {
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x",
  і: "i", ї: "i", ј: "j", ѕ: "s", һ: "h", ԁ: "d", ԛ: "q", ԝ: "w", ү: "y",
  α: "a", β: "b", ε: "e", η: "n", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x", ϲ: "c",
};
const LOOKALIKE_RE = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "gu");

/** NFKC, no invisible characters, look-alikes made Latin, lower case: the form names are compared in. */
export function foldName(text: string): string {
  return text.normalize("NFKC").replace(INVISIBLE, "").toLowerCase().replace(LOOKALIKE_RE, (c) => LOOKALIKES[c] ?? c);
}

/** The comparison key of one name: folded, then only its letters and digits. */
export function nameKey(text: string): string {
  return foldName(text).replace(/[^\p{L}\p{N}]+/gu, "");
}

/** The duplicate rule for landlords: the same name in the same location. */
export function landlordKey(name: string, location: string): string {
  return `${nameKey(name)}|${nameKey(location)}`;
}
