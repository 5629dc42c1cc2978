import { describe, expect, test } from "bun:test";
import { TermDictionary } from "./terms";

/** What expansion.ts took of `atPrefix` before `completions`: the first `max` terms' numbers and lengths, in its order. */
function byIterator(dictionary: TermDictionary, prefix: string, max: number): [number, number][] {
  const out: [number, number][] = [];
  for (const [text, id] of dictionary.atPrefix(prefix)) {
    if (out.length === max) break;
    out.push([id, text.length]);
  }
  return out;
}

function byWalk(dictionary: TermDictionary, prefix: string, max: number): [number, number][] {
  const count = dictionary.completions(prefix, max);
  return Array.from({ length: count }, (_, i) => [dictionary.completionIds[i]!, dictionary.completionLengths[i]!] as [number, number]);
}

/** Every prefix of every term, and a few that no term starts with. */
function prefixesOf(dictionary: TermDictionary): string[] {
  const out = new Set<string>(["", "zz", "qx", "smithz", "ñ"]);
  for (const text of dictionary.texts) for (let k = 1; k <= text.length + 1; k++) out.add(k <= text.length ? text.slice(0, k) : `${text}x`);
  return [...out];
}

describe("TermDictionary.completions", () => {
  // Names that share prefixes at every depth (edges split mid-word), a known word inside a longer one, and letters beyond ASCII.
  const names = [
    "Smith Smithers Smyth Smithfield Sm", "Mary Maria Marion Mariano Mar Ma M", "Oak Oakley Oakland Oaks", "José Josefina Jos Jo",
    "Peña Peñalosa Pen Penn Penny", "Kim Kimberly Kimball", "a ab abc abcd abd abe", "Ann Anne Annette Anna Annabel",
  ];

  test("gives atPrefix's terms, numbers and lengths in atPrefix's order, up to the limit", () => {
    const dictionary = new TermDictionary();
    for (const name of names) dictionary.termIdsOf(name);
    for (const prefix of prefixesOf(dictionary)) {
      for (const max of [1, 2, 3, 300]) expect(byWalk(dictionary, prefix, max)).toEqual(byIterator(dictionary, prefix, max));
    }
  });

  test("still does after terms are added to a tree already made (an edge split under a prefix asked before)", () => {
    const dictionary = new TermDictionary();
    for (const name of names.slice(0, 4)) dictionary.termIdsOf(name);
    expect(byWalk(dictionary, "smi", 300)).toEqual(byIterator(dictionary, "smi", 300));
    for (const name of [...names.slice(4), "Smit Smitty Smi Smithson", "Maryland Marybeth"]) dictionary.termIdsOf(name);
    for (const prefix of prefixesOf(dictionary)) expect(byWalk(dictionary, prefix, 300)).toEqual(byIterator(dictionary, prefix, 300));
    expect(byWalk(dictionary, "smi", 300).length).toBe(7); // smith smithers smithfield smit smitty smi smithson
  });

  test("holds more completions than its first scratch", () => {
    const dictionary = new TermDictionary();
    dictionary.termIdsOf(Array.from({ length: 1500 }, (_, i) => `w${i.toString(36)}`).join(" "));
    expect(byWalk(dictionary, "w", 1200)).toEqual(byIterator(dictionary, "w", 1200));
    expect(byWalk(dictionary, "w", 1200).length).toBe(1200);
  });
});
