// Whether two versions of the engine answer alike (issue 32's changes must not change an answer):
// the same distinct searches (bench/http.ts) asked of this tree's index and of another tree's
// (BASE: a checkout's root, e.g. `git archive HEAD~1 src package.json | tar -x -C /tmp/base`), both
// loaded from one snapshot; every differing page or total is printed.
//   BASE=/tmp/base bun bench/search-same.ts <snapshot file> [searches]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LandlordIndex, queryTerms, type SearchType } from "../src/modules/search/landlord-index";
import { SnapshotReader } from "../src/modules/search/snapshot-format";
import { distinctQueries } from "./http";

const base = process.env.BASE;
if (!base) throw new Error("BASE=<other tree> bun bench/search-same.ts <snapshot> [searches]");
const other = await import(join(base, "src/modules/search/landlord-index.ts"));
const otherFormat = await import(join(base, "src/modules/search/snapshot-format.ts"));
const file = readFileSync(process.argv[2]!);
const mine = new LandlordIndex();
mine.load(new SnapshotReader(file));
const theirs = new other.LandlordIndex();
theirs.load(new otherFormat.SnapshotReader(file));
const searches = Number(process.argv[3] ?? 20_000);
type Page = { numbers: number[]; total: number };
type Asker = (terms: string[], opts: object) => Page;
const asks = distinctQueries(searches, 23).flatMap((path) => {
  const q = new URL(path, "http://x").searchParams;
  const terms = queryTerms(q.get("query") ?? "");
  return [0, 50].map((offset) => ({ path, terms, opts: { location: queryTerms(q.get("location") ?? ""), type: (q.get("type") ?? "landlord") as SearchType, offset, limit: 50 } }));
});
const run = (ask: Asker): { pages: Page[]; cpuMs: number } => {
  const u = process.cpuUsage();
  const pages = asks.map((a) => ask(a.terms, a.opts));
  const used = process.cpuUsage(u);
  return { pages, cpuMs: (used.user + used.system) / 1000 };
};
const askMine: Asker = (terms, opts) => mine.searchPage(terms, opts);
const askTheirs: Asker = (terms, opts) => theirs.searchPage(terms, opts) as Page;
// Alternating rounds, each tree's CPU time summed (the first round of each warms it up and is not counted).
const cpu = { mine: 0, theirs: 0 };
let a = run(askMine);
let b = run(askTheirs);
// The first round: what each tree makes at a list's first use (bit sets, runs) counted too, as a server's first searches pay it.
const first = { mine: a.cpuMs / asks.length, theirs: b.cpuMs / asks.length };
for (let round = 0; round < 3; round++) {
  a = run(askMine);
  b = run(askTheirs);
  cpu.mine += a.cpuMs;
  cpu.theirs += b.cpuMs;
}
let differ = 0;
for (let i = 0; i < asks.length; i++) {
  const x = a.pages[i]!;
  const y = b.pages[i]!;
  if (x.total !== y.total || x.numbers.join() !== y.numbers.join()) {
    if (++differ <= 10) console.log(`differs: ${asks[i]!.path} offset ${asks[i]!.opts.offset}: total ${x.total} vs ${y.total}; ${x.numbers.slice(0, 8).join()} vs ${y.numbers.slice(0, 8).join()}`);
  }
}
console.log(`${asks.length} pages of ${searches} searches: ${differ} differ; CPU per page: this tree ${(cpu.mine / 3 / asks.length).toFixed(4)} ms, the other ${(cpu.theirs / 3 / asks.length).toFixed(4)} ms; in the first round ${first.mine.toFixed(4)} and ${first.theirs.toFixed(4)} ms`);
