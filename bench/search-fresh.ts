// The engine's CPU per distinct search as a server meets them (issue 32): each search asked once,
// never seen before (its typos' expansions not yet cached: expansion.ts keeps a term from its
// second ask), after a warm-up of other distinct searches (the JIT, each common list's bit set
// and runs made at first use). Two trees side by side in one process, both loaded from one
// snapshot, asked alternately 500 searches at a time (the first tree first, then the second
// first), so that what the shared machine does to one it does to the other; CPU time per tree,
// and wall time per query class (bench/http.ts `distinctQueries`: addresses, 1-3+ words, with a
// location or not). bench/search-same.ts checks that the answers are the same.
//   BASE=<other tree> bun bench/search-fresh.ts <snapshot file> [searches] [rounds]
// With rounds > 1 the same searches are asked again (every expansion cached) and only those
// rounds are counted: the steady state of a server asked the same searches.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { distinctQueries } from "./http";

const base = process.env.BASE;
if (!base) throw new Error("BASE=<other tree> bun bench/search-fresh.ts <snapshot> [searches] [rounds]");
const trees = [join(import.meta.dir, ".."), base];
const file = readFileSync(process.argv[2]!);
const searches = Number(process.argv[3] ?? 20_000);
const rounds = Number(process.argv[4] ?? 1);
interface Index {
  searchPage(terms: string[], opts: object): unknown;
}
const indexes: Index[] = [];
let queryTerms: ((text: string) => string[]) | undefined;
for (const tree of trees) {
  const m = await import(join(tree, "src/modules/search/landlord-index.ts"));
  const f = await import(join(tree, "src/modules/search/snapshot-format.ts"));
  const index = new m.LandlordIndex();
  index.load(new f.SnapshotReader(file));
  indexes.push(index);
  queryTerms ??= m.queryTerms;
}
const terms = queryTerms!;
// The first half measured, the second the warm-up.
const asks = distinctQueries(searches * 2, 23).map((path) => {
  const q = new URL(path, "http://x").searchParams;
  const words = terms(q.get("query") ?? "");
  const type = q.get("type") ?? "landlord";
  const location = terms(q.get("location") ?? "");
  const cls = type === "address" ? "address" : `${location.length ? "loc+" : ""}${Math.min(words.length, 3)}${words.length >= 3 ? "+" : ""} word${words.length > 1 ? "s" : ""}`;
  return { words, cls, opts: { location, type, limit: 50 } };
});
for (let i = searches; i < asks.length; i++) for (const index of indexes) index.searchPage(asks[i]!.words, asks[i]!.opts);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const cpu = [0, 0];
const wall = [new Map<string, number>(), new Map<string, number>()];
const classes = new Map<string, number>();
const CHUNK = 500;
for (let round = 0; round < Math.max(1, rounds); round++) {
  const counted = rounds <= 1 || round > 0;
  for (let c = 0; c < searches; c += CHUNK) {
    for (const t of (c / CHUNK) % 2 ? [1, 0] : [0, 1]) {
      const t0 = cpuMs();
      for (let i = c; i < Math.min(searches, c + CHUNK); i++) {
        const a = asks[i]!;
        const s = performance.now();
        indexes[t]!.searchPage(a.words, a.opts);
        if (counted) wall[t]!.set(a.cls, (wall[t]!.get(a.cls) ?? 0) + performance.now() - s);
      }
      if (counted) cpu[t]! += cpuMs() - t0;
    }
  }
}
for (let i = 0; i < searches; i++) classes.set(asks[i]!.cls, (classes.get(asks[i]!.cls) ?? 0) + 1);
const asked = searches * (rounds > 1 ? rounds - 1 : 1);
console.log(`${searches} distinct searches${rounds > 1 ? `, ${rounds - 1} rounds after the first` : ", each asked once"}: CPU per search this tree ${(cpu[0]! / asked).toFixed(4)} ms, the other ${(cpu[1]! / asked).toFixed(4)} ms (${((cpu[0]! / cpu[1]!) * 100).toFixed(1)}%)`);
console.log("class         searches   wall ms per search of the class: this tree, the other");
for (const [cls, n] of [...classes].sort((a, b) => b[1] - a[1])) {
  const per = (t: number) => ((wall[t]!.get(cls) ?? 0) / (n * (rounds > 1 ? rounds - 1 : 1))).toFixed(4);
  console.log(`${cls.padEnd(14)}${String(n).padStart(8)}   ${per(0)}  ${per(1)}`);
}
