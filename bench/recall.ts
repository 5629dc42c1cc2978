// The recall check of search (issue 16): variants of real landlord names as people mistype them,
// and whether the landlord comes back in the top 10.
//
// Four kinds of variant per name: one typo (a letter dropped, added, changed or two neighbours
// swapped, in a word of 4+ letters), two typos (one in each of two such words, or two in one word
// of 8+ letters), the first two words swapped, and the name typed partway (the last word cut to
// about 60%, at least 2 letters, in names whose last word has 3+ letters). Generated names repeat (the demo vocabulary is small), so a
// variant counts as found when a landlord of exactly that name (as the index reads it: lower case,
// punctuation dropped) is among the first 10 results.
import { Database } from "bun:sqlite";
import { rng } from "../src/commands/demo-data";
import { tokenize } from "../src/modules/search/landlord-index";

export type VariantKind = "one typo" | "two typos" | "swapped words" | "prefix";
export const VARIANT_KINDS: VariantKind[] = ["one typo", "two typos", "swapped words", "prefix"];

export interface Variant {
  kind: VariantKind;
  query: string;
  /** The name it was made from, normalised. */
  name: string;
}

export interface RecallFigures {
  /** Found in the top 10, over all variants. */
  recallAt10: number;
  variants: number;
  byKind: Record<VariantKind, { recallAt10: number; variants: number }>;
  /** A few variants that were not found, for the curious. */
  missed: string[];
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

function typo(r: () => number, w: string): string {
  const i = Math.floor(r() * w.length);
  const letter = LETTERS[Math.floor(r() * LETTERS.length)]!;
  const roll = r();
  if (roll < 0.25) return w.slice(0, i) + w.slice(i + 1); // dropped
  if (roll < 0.5) return w.slice(0, i) + letter + w.slice(i); // added
  if (roll < 0.75) {
    const other = letter === w[i] ? LETTERS[(LETTERS.indexOf(letter) + 1) % 26]! : letter;
    return w.slice(0, i) + other + w.slice(i + 1); // changed
  }
  const j = Math.min(i, w.length - 2); // neighbours swapped
  const swapped = w.slice(0, j) + w[j + 1] + w[j] + w.slice(j + 2);
  return swapped === w ? w.slice(0, j) + w.slice(j + 1) : swapped;
}

/** Whether a name other than `name` in `sortedNames` (normalised, sorted) starts with `prefix`. */
function startsAnotherName(sortedNames: string[], prefix: string, name: string): boolean {
  let lo = 0;
  let hi = sortedNames.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sortedNames[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < sortedNames.length && sortedNames[i]!.startsWith(prefix); i++) if (sortedNames[i] !== name) return true;
  return false;
}

/** Every distinct name, normalised as `nameVariants` compares them, sorted. */
export function normalisedNames(all: Iterable<string>): string[] {
  return [...new Set([...all].map((n) => tokenize(n).join(" ")))].sort();
}

/** The variants of `names`, reproducibly for a given seed; `allNames` from `normalisedNames` of every landlord. */
export function nameVariants(names: string[], allNames: string[], seed = 16): Variant[] {
  const r = rng(seed);
  const out: Variant[] = [];
  for (const original of names) {
    const words = tokenize(original);
    const name = words.join(" ");
    const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 5);
    if (long.length) {
      const [w, i] = long[Math.floor(r() * long.length)]!;
      out.push({ kind: "one typo", name, query: words.map((x, k) => (k === i ? typo(r, w) : x)).join(" ") });
    }
    if (long.length >= 2) {
      const a = Math.floor(r() * long.length);
      const b = (a + 1 + Math.floor(r() * (long.length - 1))) % long.length;
      const changed = new Set([long[a]![1], long[b]![1]]);
      out.push({ kind: "two typos", name, query: words.map((x, k) => (changed.has(k) ? typo(r, x) : x)).join(" ") });
    } else {
      const eight = words.findIndex((w) => w.length >= 8);
      if (eight >= 0) out.push({ kind: "two typos", name, query: words.map((x, k) => (k === eight ? typo(r, typo(r, x)) : x)).join(" ") });
    }
    if (words.length >= 2) out.push({ kind: "swapped words", name, query: [words[1], words[0], ...words.slice(2)].join(" ") });
    // Typed partway through the last word; a name ending in a word of 1-2 letters ("Co") has no such variant.
    const last = words.at(-1)!;
    if (words.length >= 2 && last.length >= 3) {
      const query = [...words.slice(0, -1), last.slice(0, Math.max(2, Math.ceil(last.length * 0.6)))].join(" ");
      if (!startsAnotherName(allNames, query, name)) out.push({ kind: "prefix", name, query });
    }
  }
  return out;
}

/** Distinct landlord names picked reproducibly from the database at `path`. */
export function namesFromDatabase(path: string, count: number, seed = 61): { names: string[]; all: string[] } {
  const db = new Database(path, { readonly: true });
  try {
    const total = (db.query("SELECT max(rowid) AS n FROM landlords").get() as { n: number }).n;
    const byRowid = db.query<{ name: string }, [number]>("SELECT name FROM landlords WHERE rowid = ?");
    const r = rng(seed);
    const names = new Set<string>();
    for (let tries = 0; names.size < count && tries < count * 20; tries++) {
      const row = byRowid.get(1 + Math.floor(r() * total));
      if (row) names.add(row.name);
    }
    const all = normalisedNames((db.query("SELECT DISTINCT name FROM landlords").all() as { name: string }[]).map((x) => x.name));
    return { names: [...names], all };
  } finally {
    db.close();
  }
}

/** Recall@10 of `variants`, `search` answering each query with the names of its results, best first. */
export async function measureRecall(variants: Variant[], search: (query: string) => Promise<string[]> | string[]): Promise<RecallFigures> {
  const byKind = Object.fromEntries(VARIANT_KINDS.map((k) => [k, { found: 0, variants: 0 }])) as Record<VariantKind, { found: number; variants: number }>;
  const missed: string[] = [];
  let found = 0;
  for (const v of variants) {
    const top = (await search(v.query)).slice(0, 10).map((n) => tokenize(n).join(" "));
    const hit = top.includes(v.name);
    byKind[v.kind].variants++;
    if (hit) {
      found++;
      byKind[v.kind].found++;
    } else if (missed.length < 12) missed.push(`${v.kind}: "${v.query}" for "${v.name}"`);
  }
  return {
    recallAt10: found / variants.length,
    variants: variants.length,
    byKind: Object.fromEntries(VARIANT_KINDS.map((k) => [k, { recallAt10: byKind[k].found / byKind[k].variants, variants: byKind[k].variants }])) as RecallFigures["byKind"],
    missed,
  };
}

/** Recall@10 over HTTP of the server at `base`, for names picked from its database file. */
export async function recallOverHttp(base: string, dbPath: string, count: number): Promise<RecallFigures> {
  const { names, all } = namesFromDatabase(dbPath, count);
  const variants = nameVariants(names, all);
  return measureRecall(variants, async (query) => {
    const res = await fetch(`${base}/api/landlords/search?query=${encodeURIComponent(query)}`);
    if (!res.ok) throw new Error(`search ${query}: ${res.status}`);
    return ((await res.json()) as { name: string }[]).map((l) => l.name);
  });
}

if (import.meta.main) {
  // In process, over the benchmark's generated landlords: `bun bench/recall.ts [landlords]`.
  const { generateDocs } = await import("./search");
  const { LandlordIndex } = await import("../src/modules/search/landlord-index");
  const docs = generateDocs(Number(process.argv[2] ?? 100_000));
  const index = new LandlordIndex();
  index.reset(docs);
  const nameOf = new Map(docs.map((d) => [d.id, d.name]));
  const r = rng(61);
  const names = [...new Set(Array.from({ length: 2000 }, () => docs[Math.floor(r() * docs.length)]!.name))].slice(0, 500);
  const figures = await measureRecall(nameVariants(names, normalisedNames(docs.map((d) => d.name))), (q) => index.search(q, { limit: 10 }).map((id) => nameOf.get(id)!));
  console.log(JSON.stringify(figures, null, 1));
}
