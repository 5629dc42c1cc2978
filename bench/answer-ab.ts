// The answer's bytes of distinct searches at a million landlords (as bench/answer-bytes.ts), this
// tree's writer and a base tree's in one process, round for round alternately: the machine's load
// then weighs on both alike (issue 32). Each tree loads its own snapshot (layouts may differ); the
// pages are this tree's index's. CPU per answer timed around each write, caches filled with other
// data (EVICT_MB, 0 for none) between answers.
//   BASE=/tmp/base bun bench/answer-ab.ts <snapshot of this tree> <snapshot of BASE> [searches] [rounds]
import { readFileSync } from "node:fs";
import { join } from "node:path";
const mineRoot = join(import.meta.dir, "..");
const base = process.env.BASE;
if (!base) throw new Error("BASE=<other tree> bun bench/answer-ab.ts <snapshot> <base snapshot> [searches] [rounds]");
const load = async (root: string, file: string) => {
  const { LandlordIndex, queryTerms } = await import(join(root, "src/modules/search/landlord-index.ts"));
  const { SnapshotReader } = await import(join(root, "src/modules/search/snapshot-format.ts"));
  const { SearchAnswerWriter } = await import(join(root, "src/modules/search/answer-writer.ts"));
  const index = new LandlordIndex();
  index.load(new SnapshotReader(readFileSync(file)));
  return { index, queryTerms, SearchAnswerWriter };
};
const A = await load(mineRoot, process.argv[2]!);
const B = await load(base, process.argv[3]!);
const { distinctQueries } = await import(join(mineRoot, "bench/http.ts"));
const searches = Number(process.argv[4] ?? 5000);
const pages: number[][] = distinctQueries(searches, 23).map((path: string) => {
  const q = new URL(path, "http://x").searchParams;
  return A.index.searchPage(A.queryTerms(q.get("query") ?? ""), { location: A.queryTerms(q.get("location") ?? ""), type: q.get("type") ?? "landlord", limit: 50 }).numbers;
});
const evict = new Uint8Array((Number(process.env.EVICT_MB ?? 8) << 20) || 64);
let sink = 0;
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const run = (X: typeof A) => {
  const writer = new X.SearchAnswerWriter(X.index);
  let t = 0;
  for (const numbers of pages) {
    for (let k = 0; k < evict.length; k += 64) sink += evict[k]++;
    const c0 = cpu();
    const out = writer.write(numbers);
    t += cpu() - c0;
    writer.release(out);
  }
  return (t / pages.length) * 1000;
};
const a: number[] = [], b: number[] = [];
for (let r = 0; r < Number(process.argv[5] ?? 8); r++) { a.push(run(A)); b.push(run(B)); }
const med = (x: number[]) => [...x].sort((p, q) => p - q)[x.length >> 1]!;
console.log(`µs of CPU per answer, median of ${a.length} alternate rounds: this tree ${med(a).toFixed(1)} (${a.map((x) => x.toFixed(0)).join(",")}), base ${med(b).toFixed(1)} (${b.map((x) => x.toFixed(0)).join(",")}); load ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}${sink ? "" : " "}`);
