// Search at 100,000 landlords: index build time, index memory, p50/p99 over a fixed mixed query
// set (typo'd names, short prefixes, street addresses, broad single words). Run by bench/run.ts,
// or alone: `bun bench/search.ts`.
import { demoAddress, demoLandlord, rng } from "../src/commands/demo-data";
import { LandlordIndex, type SearchDoc, type SearchType } from "../src/modules/search/landlord-index";

export const SEARCH_LANDLORDS = 100_000;

/** The fixed query set: [query, type, location?]. */
export const QUERIES: [string, SearchType, string?][] = [
  // 1-3 word names with typos
  ["jonh smth", "landlord"],
  ["jonh smth properties", "landlord"],
  ["marai garcai", "landlord"],
  ["sumit realty", "landlord"],
  ["keystone managment", "landlord"],
  ["robret johnson", "landlord"],
  ["evergren homes llc", "landlord"],
  ["patel & kim", "landlord"],
  ["nguyen propertes", "landlord", "Seattle, WA"],
  ["okafor", "landlord"],
  ["schmit", "landlord"],
  ["linda wilson", "landlord", "Austin"],
  // short prefixes
  ["jo", "landlord"],
  ["pr", "landlord"],
  ["sum", "landlord"],
  ["kowal", "landlord"],
  ["mar", "landlord", "Chicago, IL"],
  ["m", "landlord"],
  // street addresses
  ["123 main st", "address"],
  ["4500 oak ave", "address"],
  ["washington blvd", "address", "Boston, MA"],
  ["apt 12 maple", "address"],
  ["university ave", "address"],
  ["77 college ave berkeley", "address"],
  // broad single words that match thousands
  ["properties", "landlord"],
  ["management", "landlord"],
  ["llc", "landlord"],
  ["realty", "landlord"],
  ["property", "landlord"],
  ["st", "address"],
  ["tx", "address"],
  ["properties", "landlord", "TX"],
];

export function generateDocs(n: number, seed = 42): SearchDoc[] {
  const r = rng(seed);
  const docs: SearchDoc[] = [];
  for (let i = 0; i < n; i++) {
    const l = demoLandlord(r);
    const addresses: string[] = [];
    const reviews = Math.floor(r() * r() * 6);
    for (let j = 0; j < reviews; j++) addresses.push(demoAddress(r, l.location));
    docs.push({ id: crypto.randomUUID(), name: l.name, location: l.location, addresses: addresses.join("\n") });
  }
  return docs;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface SearchBenchResult {
  landlords: number;
  buildMs: number;
  heapMb: number;
  queries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  slowest: string;
}

export function benchSearch(n = SEARCH_LANDLORDS, rounds = 30): SearchBenchResult {
  const docs = generateDocs(n);
  Bun.gc(true);
  const heapBefore = process.memoryUsage().heapUsed;
  const index = new LandlordIndex();
  const t0 = performance.now();
  index.reset(docs);
  const buildMs = performance.now() - t0;
  Bun.gc(true);
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

  // Warm up, then time each query `rounds` times.
  for (const [q, type, location] of QUERIES) index.search(q, { type, location });
  const times: number[] = [];
  const worst = new Map<string, number>();
  for (let round = 0; round < rounds; round++) {
    for (const [q, type, location] of QUERIES) {
      const s = performance.now();
      index.search(q, { type, location });
      const ms = performance.now() - s;
      times.push(ms);
      const key = `${type}:${q}${location ? ` @${location}` : ""}`;
      worst.set(key, Math.max(worst.get(key) ?? 0, ms));
    }
  }
  times.sort((a, b) => a - b);
  const slowest = [...worst.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return {
    landlords: n,
    buildMs,
    heapMb,
    queries: times.length,
    p50Ms: pct(times, 50),
    p99Ms: pct(times, 99),
    maxMs: times[times.length - 1]!,
    slowest: `${slowest[0]} (${slowest[1].toFixed(2)} ms)`,
  };
}

if (import.meta.main) {
  const r = benchSearch();
  console.log(r);
}
