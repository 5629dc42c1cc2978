// `npm run bench`: the search benchmark at 100,000 landlords, then the HTTP benchmark, printed
// and written to bench/RESULTS.md with the machine they came from. Not part of `npm test`.
import { benchPostgres, postgresTable } from "./postgres";
import { cpus } from "node:os";
import { availableParallelism } from "node:os";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { benchSearch, QUERIES } from "./search";
import { benchHttp, CONNECTIONS, DISTINCT_QUERIES, DURATION, EXTRA_LANDLORDS, THREADS } from "./http";
import { benchBinary, binaryTable, BINARY_TARGETS, LATENCY_SECONDS, WARM_UP_SECONDS } from "./binary";
import { benchLandingEveryLanguage } from "./landing";
import { benchBuildings, buildingsReport } from "./buildings";
import { benchPageMetrics, pageMetricsReport } from "./page-metrics";
import { benchMillion, millionReport, MILLION_TARGET_TEXT } from "./million";

const f = (n: number, d = 2) => n.toFixed(d);
const cpu = cpus()[0]?.model ?? "unknown CPU";
const machine = `${availableParallelism()} CPUs (nproc), ${cpu}, ${Math.round(require("node:os").totalmem() / 2 ** 30)} GiB RAM, Bun ${Bun.version}, ${process.platform}`;
const load = () => require("node:os").loadavg()[0].toFixed(1);
const loadBefore = load();
console.log(`machine: ${machine}; load average before: ${loadBefore}`);

console.log("search: building an index of 100,000 landlords…");
const s = benchSearch();
console.log(s);
const imported = await (await import("./import")).benchImport(); // `rentfair import` of 100,000 rows
console.log((await import("./import")).importReport(imported));
console.log(await (await import("./follows")).followsReport()); // issue 27: a review with 10,000 followers answers as fast as one with none

if (!Bun.which("wrk")) {
  // The load generator is Debian's wrk; without it, say how to get it rather than fail obscurely.
  console.error("http: wrk is not installed (apt-get install -y wrk); the search figures above stand, bench/RESULTS.md is unchanged");
  process.exit(1);
}
console.log("http: seeding a database and running wrk against 127.0.0.1…");
const h = await benchHttp();
for (const x of h.figures) console.log(x);
// The share of bare is taken against the faster of the two bare runs: the harder target.
const bares = h.figures.filter((x) => x.name.startsWith("bare"));
const bare = Math.max(...bares.map((x) => x.requestsPerSec));
const byId = h.figures.find((x) => x.name.includes("{id}") && x.name.includes("repeated"))!;
const byIdAll = h.figures.find((x) => x.name.includes("{id}") && !x.name.includes("repeated"))!;
const repeated = h.figures.find((x) => x.name.includes("search") && x.name.includes("repeated"))!;
const distinct = h.figures.find((x) => x.name.includes("search") && x.name.includes("distinct"))!;
const share = (x: { requestsPerSec: number }) => `${f((x.requestsPerSec / bare) * 100, 0)}%`;
const verdict = (x: { requestsPerSec: number }, part: number) => (x.requestsPerSec >= bare / part ? "met" : "not met");
const hits = (x: { cacheHitShare?: number }) => (x.cacheHitShare === undefined ? "" : `${f(x.cacheHitShare * 100, 1)}%`);

// Issue 16's figures on the compiled binary: built afresh, so that they are of this source.
console.log("binary: npm run build…");
if (Bun.spawnSync([process.execPath, join(import.meta.dir, "../build.ts")], { stdout: "ignore", stderr: "inherit" }).exitCode !== 0) process.exit(1);
const binaryRuns = [];
console.log("binary: 100,000 landlords…");
binaryRuns.push({ n: 100_000, figures: await benchBinary(100_000) });
// A million landlords takes minutes to seed: only when asked for (bench/million.ts).
const million = process.env.BENCH_MILLION === "1";
if (million) {
  console.log("binary: 1,000,000 landlords (bench/million.ts)…");
  binaryRuns.push({ n: 1_000_000, figures: await benchMillion() });
} else console.log("binary: 1,000,000 landlords skipped: `BENCH_MILLION=1 npm run bench`, or `bun bench/million.ts` alone");
// PostgreSQL beside SQLite at 100,000 landlords (issue 24, bench/postgres.ts).
console.log("postgres: a PostgreSQL-backed node beside a SQLite one…");
const pgFigures = await benchPostgres(100_000);
// Issue 32's growth run (bench/growth.ts): the same paths at sizes a, b, c of data. Long (c writes
// millions of rows), so only when asked: BENCH_GROWTH=a,b,c (or a subset).
const growthSizes = (process.env.BENCH_GROWTH ?? "").split(",").map((s) => s.trim()).filter(Boolean);
let growth = "";
if (growthSizes.length) {
  const { growthRun, growthTable, SIZES } = await import("./growth");
  const runs = [];
  for (const name of growthSizes) runs.push(await growthRun(SIZES[name]!));
  growth = growthTable(runs);
}
// The landing page's first visit on a phone, on the binary just built (bench/landing.ts), in each language.
console.log("landing: first visit on Fast 3G, in each language…");
const landing = await benchLandingEveryLanguage();
console.log(landing);
const buildingsSection = buildingsReport(await benchBuildings()); // issue 25: building search beside landlord search, and RSS
const pageMetrics = pageMetricsReport(await benchPageMetrics()); // Lighthouse's metrics and score of /, /search and a landlord page (README records them)
console.log(pageMetrics);
const loadAfter = load();

const md = `# Benchmark results

Written by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}.

Machine: ${machine}. One-minute load average: ${loadBefore} before the run, ${loadAfter} after it
(anything well above 0 means other work shared the CPUs and the figures are pessimistic).

## Import (bench/import.ts)

${(await import("./import")).importReport(imported)}.

## Search index (bench/search.ts)

${s.landlords.toLocaleString("en-US")} generated landlords (individuals and companies sharing words such as
Properties, Management, Realty, LLC; 40 US cities; street addresses from their reviews).
${QUERIES.length} fixed queries (typo'd names, short prefixes, street addresses, broad single words, some with a
location), each run ${s.queries / QUERIES.length} times after a warm-up.

| Figure | Result | Target |
|---|---|---|
| Index build | ${f(s.buildMs, 0)} ms | < 3,000 ms: ${s.buildMs < 3000 ? "met" : "not met"} |
| Index memory (heap growth) | ${f(s.heapMb, 1)} MB | < 150 MB: ${s.heapMb < 150 ? "met" : "not met"} |
| Query p50 | ${f(s.p50Ms, 3)} ms | |
| Query p99 | ${f(s.p99Ms, 3)} ms | < 5 ms: ${s.p99Ms < 5 ? "met" : "not met"} |
| Slowest single query | ${s.slowest} | |

## HTTP (bench/http.ts)

wrk, ${THREADS} threads, ${CONNECTIONS} connections, ${DURATION} s per row, 127.0.0.1, on the same machine as the server
(so wrk and the server share the CPUs). Database: \`seed --demo\` plus ${EXTRA_LANDLORDS.toLocaleString("en-US")} imported landlords
(${h.landlords.toLocaleString("en-US")} in all), file-backed SQLite in WAL mode. The bare hello-world runs first and last;
shares are of the faster of the two.

The server keeps search answers until the landlords next change, and answers landlord pages from
the search index's rows (src/modules/search/service.ts), so each endpoint is measured twice:
"repeated" asks for 200 landlords or 8 popular searches over and over; the other rows walk every
landlord, or ${DISTINCT_QUERIES.toLocaleString("en-US")} different searches, more than the answer cache holds (every search is
searched afresh). "Cache hits" is counted in the server: for landlord pages, reads the index answered.

| Endpoint | Requests/s | p50 | p99 | Share of bare | Cache hits |
|---|---|---|---|---|---|
${h.figures.map((x) => `| ${x.name} | ${f(x.requestsPerSec, 0)} | ${f(x.p50Ms)} ms | ${f(x.p99Ms)} ms | ${share(x)} | ${hits(x)} |`).join("\n")}

## Search on the compiled binary (bench/binary.ts)

dist/rentfair (\`npm run build\`, run afresh by the bench) serving a database of generated landlords with
0-5 reviews each, nine in ten with a street address (bench/binary.ts). Cold start: spawn to the first
200 of /api/health, median of three. RSS: the server's VmRSS a second after it is healthy. Latency:
wrk with 1 connection, so each request waits for the last and the figure is the server's own time,
three runs of ${LATENCY_SECONDS} s over searches of their own, the median run's figures (all three p99s shown),
every query distinct (typo'd names, prefixes, a location now and then, addresses), after ${WARM_UP_SECONDS} s of
other distinct searches (none repeated later) so that the JIT has compiled the search (after 3 s it was
still compiling it). wrk's latencies are corrected for coordinated omission: a stall of L ms counts
as the requests it held up, so the p99 of one connection measures the time spent in stalls (garbage
collection, compiles, the CPUs shared with wrk) as much as a search's own time. Throughput: wrk,
${THREADS} threads, ${CONNECTIONS} connections, distinct queries again, beside a bare Bun.serve hello-world
measured just before and after (the faster taken). Recall@10: variants of names picked from the
database (one and two typos, swapped words, typed partway; bench/recall.ts), asked over HTTP.

${binaryTable(binaryRuns)}

Targets (issue 16) at 100,000 landlords: ${BINARY_TARGETS}. At 1,000,000 (issue 32, \`BENCH_MILLION=1 npm run bench\`
or \`bun bench/million.ts\`): ${MILLION_TARGET_TEXT}.
${million ? `\n${millionReport(binaryRuns[1]!.figures)}\n` : "\nThe 1,000,000 run was not part of this run (BENCH_MILLION=1 adds it).\n"}

${buildingsSection}
## PostgreSQL beside SQLite (bench/postgres.ts)

${pgFigures ? `${pgFigures.landlords.toLocaleString("en-US")} generated landlords on both (moved to PostgreSQL by transfer's code in ${f(pgFigures.transferMs / 1000, 1)} s); PostgreSQL on a private cluster on loopback.\n\n${postgresTable(pgFigures)}` : "Skipped: no PostgreSQL binaries on this machine."}

## First visit on a phone (bench/landing.ts)

\`\`\`
${landing}
\`\`\`

## Pages on a phone, Lighthouse-style (bench/page-metrics.ts)

${pageMetrics}

Targets: /api/landlords/{id} at half the bare figure or better: ${share(byId)} for repeated landlords (${verdict(byId, 2)}),
${share(byIdAll)} for every landlord in turn, ${hits(byIdAll)} cache hits (${verdict(byIdAll, 2)}). Search at a third or better:
${share(repeated)} for repeated searches (${verdict(repeated, 3)}); ${share(distinct)} for distinct ones, ${hits(distinct)} cache hits (${verdict(distinct, 3)}).
${growth ? `\n## Growth (bench/growth.ts, issue 32)\n\nEach path one request after another against \`rentfair serve\` over a generated database; server CPU from /proc.\n\n${growth}` : ""}`;
writeFileSync(join(import.meta.dir, "RESULTS.md"), md);
console.log(`\n${md}\nwritten to bench/RESULTS.md`);
