// Where a distinct search's CPU goes at a million landlords, per query class (issue 32): the
// engine (searchPage) and the answer's bytes (SearchAnswerWriter) timed apart, on an index loaded
// from a snapshot, over bench/http.ts's distinct searches; classes by type, location and words.
//   bun bench/search-classes.ts <snapshot file> [searches]
import { readFileSync } from "node:fs";
import { LandlordIndex, queryTerms, type SearchType } from "../src/modules/search/landlord-index";
import { SnapshotReader } from "../src/modules/search/snapshot-format";
import { SearchAnswerWriter } from "../src/modules/search/answer-writer";
import { distinctQueries } from "./http";

const index = new LandlordIndex();
index.load(new SnapshotReader(readFileSync(process.argv[2]!)));
const writer = new SearchAnswerWriter(index);
const searches = Number(process.argv[3] ?? 20_000);
const asks = distinctQueries(searches * 2, 23).map((path) => {
  const q = new URL(path, "http://x").searchParams;
  const terms = queryTerms(q.get("query") ?? "");
  const type = (q.get("type") ?? "landlord") as SearchType;
  const location = queryTerms(q.get("location") ?? "");
  const cls = type === "address" ? "address" : `${location.length ? "loc+" : ""}${terms.length} word${terms.length > 1 ? "s" : ""}`;
  return { path, terms, cls, opts: { location, type, limit: 50 } };
});
const now = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
// Warm-up: the second half.
for (let i = searches; i < asks.length; i++) writer.release(writer.write(index.searchPage(asks[i]!.terms, asks[i]!.opts).numbers));
const byClass = new Map<string, { n: number; search: number; write: number; times: number[] }>();
let searchAll = 0;
let writeAll = 0;
const slow: { ms: number; path: string }[] = [];
for (let i = 0; i < searches; i++) {
  const a = asks[i]!;
  const t0 = performance.now();
  const page = index.searchPage(a.terms, a.opts);
  const t1 = performance.now();
  writer.release(writer.write(page.numbers));
  const t2 = performance.now();
  const c = byClass.get(a.cls) ?? { n: 0, search: 0, write: 0, times: [] };
  c.n++;
  c.search += t1 - t0;
  c.write += t2 - t1;
  c.times.push(t1 - t0);
  byClass.set(a.cls, c);
  searchAll += t1 - t0;
  writeAll += t2 - t1;
  slow.push({ ms: t1 - t0, path: a.path });
}
console.log(`${searches} searches: engine ${(searchAll / searches).toFixed(4)} ms, write ${(writeAll / searches).toFixed(4)} ms per search (wall, in-process)`);
for (const [k, c] of [...byClass].sort((a, b) => b[1].search - a[1].search)) {
  c.times.sort((a, b) => a - b);
  console.log(`${k.padEnd(10)} ${String(c.n).padStart(6)}  engine ${(c.search / c.n).toFixed(4)} ms (share of all ${((c.search / searchAll) * 100).toFixed(0)}%) p50 ${c.times[c.n >> 1]!.toFixed(3)} p99 ${c.times[Math.floor(c.n * 0.99)]!.toFixed(3)}  write ${(c.write / c.n).toFixed(4)}`);
}
if (process.env.SLOWEST) for (const s of slow.sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.SLOWEST))) console.log(`  ${s.ms.toFixed(2)} ${decodeURIComponent(s.path)}`);
