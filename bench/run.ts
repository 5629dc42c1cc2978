// `npm run bench`: the search benchmark at 100,000 landlords, then the HTTP benchmark, printed
// and written to bench/RESULTS.md with the machine they came from. Not part of `npm test`.
import { cpus } from "node:os";
import { availableParallelism } from "node:os";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { benchSearch, QUERIES } from "./search";
import { benchHttp } from "./http";

const f = (n: number, d = 2) => n.toFixed(d);
const cpu = cpus()[0]?.model ?? "unknown CPU";
const machine = `${availableParallelism()} CPUs (nproc), ${cpu}, ${Math.round(require("node:os").totalmem() / 2 ** 30)} GiB RAM, Bun ${Bun.version}, ${process.platform}`;
const load = () => require("node:os").loadavg()[0].toFixed(1);
const loadBefore = load();
console.log(`machine: ${machine}; load average before: ${loadBefore}`);

console.log("search: building an index of 100,000 landlords…");
const s = benchSearch();
console.log(s);

console.log("http: seeding a database and running wrk against 127.0.0.1…");
const h = await benchHttp();
for (const x of h.figures) console.log(x);
const bare = h.figures[0]!.requestsPerSec;
const byId = h.figures[1]!;
const search = h.figures[2]!;

const md = `# Benchmark results

Written by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}.

Machine: ${machine}. One-minute load average: ${loadBefore} before the run, ${load()} after it
(anything well above 0 means other work shared the CPUs and the figures are pessimistic).

## Search index (bench/search.ts)

${s.landlords.toLocaleString("en-US")} generated landlords (individuals and companies sharing words such as
Properties, Management, Realty, LLC; 40 US cities; street addresses from their reviews).
${QUERIES.length} fixed queries (typo'd names, short prefixes, street addresses, broad single words, some with a
location), each run ${s.queries / QUERIES.length} times after a warm-up.

| Figure | Result | Target |
|---|---|---|
| Index build | ${f(s.buildMs, 0)} ms | < 3,000 ms |
| Index memory (heap growth) | ${f(s.heapMb, 1)} MB | < 150 MB |
| Query p50 | ${f(s.p50Ms, 3)} ms | |
| Query p99 | ${f(s.p99Ms, 3)} ms | < 5 ms |
| Slowest single query | ${s.slowest} | |

## HTTP (bench/http.ts)

wrk, 2 threads, 32 connections, 8 s per endpoint, 127.0.0.1, on the same machine as the server
(so wrk and the server share the CPUs). Database: \`seed --demo\` plus ${"20,000"} imported landlords
(${h.landlords.toLocaleString("en-US")} in all), file-backed SQLite in WAL mode.

| Endpoint | Requests/s | p50 | p99 | Share of bare |
|---|---|---|---|---|
${h.figures.map((x) => `| ${x.name} | ${f(x.requestsPerSec, 0)} | ${f(x.p50Ms)} ms | ${f(x.p99Ms)} ms | ${f((x.requestsPerSec / bare) * 100, 0)}% |`).join("\n")}

Targets: /api/landlords/{id} at half the bare figure or better (${f((byId.requestsPerSec / bare) * 100, 0)}%), search at a third or
better (${f((search.requestsPerSec / bare) * 100, 0)}%).
`;
writeFileSync(join(import.meta.dir, "RESULTS.md"), md);
console.log(`\nwritten to bench/RESULTS.md`);
