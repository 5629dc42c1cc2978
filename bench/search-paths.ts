// Where a distinct search's time goes at N landlords: evaluate.ts's steps and the answer writer, timed by wrapping them.
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { basename, join } from "node:path";
import { tmpdir } from "node:os";
import { openDatabase } from "../src/store/sqlite/connection";
import { createSearchStore } from "../src/store/sqlite/search-docs";
import { createEvents } from "../src/events";
import { createLogger } from "../src/lib/logger";
import { createLandlordSearch } from "../src/modules/search/service";
import { landlordSearchQuery } from "../src/contract/query";
import { Evaluator } from "../src/modules/search/evaluate";
import { Expander } from "../src/modules/search/expansion";
import { SearchAnswerWriter } from "../src/modules/search/answer-writer";
import { distinctQueries } from "./http";

const source = process.argv[2]!;
const searches = Number(process.argv[3] ?? 20_000);
const dir = join(process.env.SEARCH_CPU_DIR ?? tmpdir(), `rentfair-search-paths-${basename(source)}`);
mkdirSync(dir, { recursive: true });
const path = join(dir, "rentfair.db");
if (!existsSync(path)) copyFileSync(source, path);
const db = openDatabase(path);
const log = createLogger("error");
const events = createEvents(log);
const store = { search: createSearchStore({ db, events }) };
const place = store.search.snapshotPlace?.() ?? undefined;
const search = createLandlordSearch({ store, events, log, snapshot: place });
await search.loaded();
const times = new Map<string, { ms: number; calls: number }>();
function wrap(proto: any, name: string, label = name) {
  const f = proto[name];
  proto[name] = function (...args: unknown[]) {
    const t = performance.now();
    try {
      return f.apply(this, args);
    } finally {
      const e = times.get(label) ?? { ms: 0, calls: 0 };
      e.ms += performance.now() - t;
      e.calls++;
      times.set(label, e);
    }
  };
}
for (const m of ["twoTermPair", "manyTermWalk", "oneTermWalk", "admitWalking", "admitFromLocations", "scoreOthers", "keepMatches", "best", "evaluate", "search"]) wrap(Evaluator.prototype, m);
wrap(Expander.prototype, "plan");
wrap(Expander.prototype, "candidates");
wrap(SearchAnswerWriter.prototype, "write");
const paths = distinctQueries(searches * 2, 23);
const inputs = paths.map((p) => landlordSearchQuery.parse(Object.fromEntries(new URL(p, "http://x").searchParams)));
const ask = (i: number) => {
  const page = search.landlordsPage(inputs[i]!);
  if (page instanceof Promise) throw new Error("async page");
  search.releaseBody(page.body);
};
for (let i = searches; i < searches * 2; i++) ask(i);
times.clear();
const t0 = performance.now();
for (let i = 0; i < searches; i++) ask(i);
const all = performance.now() - t0;
console.log(`${searches} searches, ${(all / searches).toFixed(3)} ms each`);
if (process.env.PAIRSTATS) { const s = (globalThis as any).pairStats; console.log(`pair: ${s.calls} calls; per call: df0 ${(s.p0 / s.calls).toFixed(0)} df1 ${(s.p1 / s.calls).toFixed(0)} exp0 ${(s.x0 / s.calls).toFixed(1)} exp1 ${(s.x1 / s.calls).toFixed(1)} common ${(s.common / s.calls).toFixed(0)}`, [...s.hist].sort()); }
for (const [k, v] of [...times].sort((a, b) => b[1].ms - a[1].ms)) console.log(`${k.padEnd(20)} ${(v.ms / searches).toFixed(4)} ms/search  ${v.calls} calls  ${((v.ms / v.calls) * 1000).toFixed(1)} µs/call`);
