// What the stalls behind the search p99 at 1,000,000 landlords are (issue 32). wrk with one connection
// and every query distinct (as bench/million.ts measures the p99) drives `bun src/cli.ts serve` on a copy
// of the kept million database (MILLION_CACHE), with
// - bench/stall-watch.ts preloaded at a 1 ms tick: every stretch the main thread was held over
//   STALL_MIN_MS (2 ms), with the main thread's own CPU in it (a stretch with little CPU waited for a core);
// - JavaScriptCore's GC log (BUN_JSC_logGC=1) read line by line as it comes, each line stamped on arrival,
//   so that a stall can be laid beside the collections (eden or full) whose pauses fell in it;
// - bench/heap-on-signal.ts, after the runs: heapStats() (live objects by type) and a young collection's pause.
// Prints stalls by cause (count and ms held), collections by kind with their pauses, the live objects, and
// wrk's p50/p99 (with the load average: they are wall-clock). Not in `npm run bench`:
//   bun bench/search-stalls.ts        (BENCH_PORT, default 17300; STALL_SECONDS per run, default 5)
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { MILLION_CACHE } from "./million";
import { distinctQueries, wrk } from "./http";

const port = Number(process.env.BENCH_PORT ?? 17300);
const seconds = Number(process.env.STALL_SECONDS ?? 5);
const runs = Number(process.env.STALL_RUNS ?? 3);
const dir = process.env.STALL_DIR ?? "/tmp/h33g/stalls";
const least = Number(process.env.STALL_MIN_MS ?? 2);
if (!existsSync(MILLION_CACHE)) throw new Error(`no kept million database at ${MILLION_CACHE}: run bun bench/million.ts first`);
mkdirSync(join(dir, "data"), { recursive: true });
const db = join(dir, "data", "rentfair.db");
if (!existsSync(db)) copyFileSync(MILLION_CACHE, db); // kept between runs: the first start saves the index snapshot beside it
const stallFile = join(dir, "stalls.txt");
const heapFile = join(dir, "heap.json");
rmSync(stallFile, { force: true });
rmSync(heapFile, { force: true });

const root = join(import.meta.dir, "..");
const base = `http://127.0.0.1:${port}`;
async function healthy(proc: { exitCode: number | null }): Promise<void> {
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`serve exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(5);
  }
}
// The server measured starts from the index snapshot, as bench/million.ts measures it (a start that rebuilt
// the index keeps a million ids and names as JS strings): a first start without one saves it, then stops.
if (!existsSync(join(dir, "data", "search-index.snapshot"))) {
  console.log("first start: building the index and saving its snapshot…");
  const first = Bun.spawn([process.execPath, join(root, "src/cli.ts"), "serve"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: join(dir, "data"), PORT: String(port), HOST: "127.0.0.1", SESSION_SECRET: "bench-secret-0123456789", LOG_LEVEL: "error" },
    stdout: "ignore",
    stderr: "inherit",
  });
  try {
    await healthy(first);
    // Written beside its place and renamed there (snapshot.ts): once it exists it is whole.
    while (!existsSync(join(dir, "data", "search-index.snapshot"))) await Bun.sleep(50);
  } finally {
    first.kill("SIGTERM");
    await first.exited;
  }
}
const proc = Bun.spawn([process.execPath, "--preload", join(import.meta.dir, "stall-watch.ts"), "--preload", join(import.meta.dir, "heap-on-signal.ts"), join(root, "src/cli.ts"), "serve"], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: join(dir, "data"),
    PORT: String(port),
    HOST: "127.0.0.1",
    SESSION_SECRET: "bench-secret-0123456789",
    LOG_LEVEL: "error",
    RATE_LIMIT_PER_MINUTE: "0",
    STALL_FILE: stallFile,
    STALL_TICK_MS: "1",
    STALL_MIN_MS: String(least),
    HEAP_FILE: heapFile,
    BUN_JSC_logGC: "1",
  },
  stdout: "ignore",
  stderr: "pipe",
});

/** GC log lines, stamped with Date.now() when they arrived. */
const gcLines: { at: number; line: string }[] = [];
(async () => {
  const decoder = new TextDecoder();
  let rest = "";
  for await (const chunk of proc.stderr as ReadableStream<Uint8Array>) {
    const at = Date.now();
    const lines = (rest + decoder.decode(chunk, { stream: true })).split("\n");
    rest = lines.pop()!;
    for (const line of lines) gcLines.push({ at, line });
  }
})();

const t0 = performance.now();
await healthy(proc);
console.log(`started in ${(performance.now() - t0).toFixed(0)} ms`);
try {
  const queries = distinctQueries(runs * 40_000 + 60_000, 23);
  await wrk("warm-up", base, queries.slice(runs * 40_000), { threads: 1, connections: 1, seconds: 10 });
  const from = Date.now();
  const gcFrom = gcLines.length;
  const results: { requests: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const f = await wrk("distinct", base, queries.slice(run * 40_000, (run + 1) * 40_000), { threads: 1, connections: 1, seconds });
    results.push(f);
    console.log(`run ${run + 1}: ${f.requests} searches, p50 ${f.p50Ms.toFixed(2)} ms, p99 ${f.p99Ms.toFixed(2)} ms (load ${loadavg()[0]!.toFixed(2)})`);
  }
  const to = Date.now();
  await Bun.sleep(200);
  const status = readFileSync(`/proc/${proc.pid}/status`, "utf8");
  const mb = (field: string) => (Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024).toFixed(0);
  console.log(`RSS after the runs ${mb("VmRSS")} MB (peak ${mb("VmHWM")} MB)`);
  // After the measured window: the probe's own ~200 MB of short-lived objects would bring on a full collection in it.
  proc.kill("SIGUSR2");
  for (let waited = 0; !existsSync(heapFile) && waited < 30_000; waited += 100) await Bun.sleep(100);
  const searches = results.reduce((a, f) => a + f.requests, 0);
  const measuredLog = gcLines.slice(gcFrom).filter((l) => l.at <= to + 5); // not the probe's (below)
  writeFileSync(join(dir, "gc.log"), measuredLog.map((l) => `${l.at} ${l.line}`).join("\n"));
  // What the searches allocated: each collection is asked for once a cycle's allocations exceed what is allowed.
  const allocated = measuredLog.reduce((a, { line }) => a + Number(/bytes allocated this cycle: (\d+)/.exec(line)?.[1] ?? 0), 0);
  console.log(`allocated ~${(allocated / 2 ** 20).toFixed(0)} MB by ${searches} searches: ~${(allocated / searches / 1024).toFixed(1)} KB a search (the whole request: routes, answer, engine)`);

  // Collections: a cycle runs from its START line to its END line; each `p=` is one pause of the main thread.
  type Cycle = { kind: string; pauses: number[]; at: number };
  const cycles: Cycle[] = [];
  for (const { at, line } of measuredLog) {
    const start = / START .*=> (\w+)Collection/.exec(line);
    if (start) cycles.push({ kind: start[1]!, pauses: [], at });
    const p = /p=([\d.]+)ms/.exec(line);
    if (p && cycles.length) {
      cycles.at(-1)!.pauses.push(Number(p[1]));
      cycles.at(-1)!.at = at;
    }
  }
  for (const kind of ["Eden", "Full"]) {
    const mine = cycles.filter((c) => c.kind === kind);
    const pauses = mine.flatMap((c) => c.pauses).sort((a, b) => a - b);
    const over = pauses.filter((p) => p > least);
    console.log(`${kind} collections: ${mine.length}, pauses ${pauses.length} (median ${(pauses[pauses.length >> 1] ?? 0).toFixed(2)} ms, max ${(pauses.at(-1) ?? 0).toFixed(2)} ms), ${over.length} over ${least} ms totalling ${over.reduce((a, b) => a + b, 0).toFixed(1)} ms`);
  }

  // Stalls: `<end epoch ms> <held ms> <thread CPU ms> ...`; a stall is a collection's when a pause over 1 ms was logged in it.
  const stalls = readFileSync(stallFile, "utf8").trim().split("\n").filter(Boolean).map((l) => l.split(" ").map(Number)).filter(([end]) => end! >= from && end! <= to);
  const byCause = new Map<string, { n: number; held: number; cpu: number; max: number }>();
  for (const [end, held, cpu] of stalls) {
    const gc = cycles.find((c) => c.at >= end! - held! - 3 && c.at <= end! + 3 && c.pauses.some((p) => p > 1));
    const cause = gc ? `${gc.kind} collection` : cpu! < held! * 0.5 ? "waiting for a core (thread CPU < half the stretch)" : "work on the thread (a search, JIT, timers)";
    const b = byCause.get(cause) ?? { n: 0, held: 0, cpu: 0, max: 0 };
    b.n++;
    b.held += held!;
    b.cpu += cpu!;
    b.max = Math.max(b.max, held!);
    byCause.set(cause, b);
  }
  const span = to - from;
  console.log(`stalls over ${least} ms in ${(span / 1000).toFixed(1)} s: ${stalls.length}, ${stalls.reduce((a, s) => a + s[1]!, 0).toFixed(0)} ms held (${((stalls.reduce((a, s) => a + s[1]!, 0) / span) * 100).toFixed(2)}% of the time)`);
  for (const [cause, b] of byCause) console.log(`  ${cause}: ${b.n}, ${b.held.toFixed(0)} ms held (max ${b.max.toFixed(1)}), ${b.cpu.toFixed(0)} ms thread CPU`);
  // The main thread's own CPU survives the machine's load: the stretches that were work of over `least` ms.
  const worked = stalls.filter((s) => s[2]! > least);
  console.log(`  stretches of over ${least} ms of the thread's own CPU: ${worked.length} (${worked.reduce((a, s) => a + s[2]!, 0).toFixed(0)} ms, ${((worked.reduce((a, s) => a + s[2]!, 0) / span) * 100).toFixed(2)}% of the time)`);
  const buckets = [2, 3, 5, 10, 20, Infinity];
  console.log(`  held: ${buckets.slice(0, -1).map((lo, i) => `${lo}-${buckets[i + 1]} ms: ${stalls.filter((s) => s[1]! >= lo && s[1]! < buckets[i + 1]!).length}`).join(", ")}`);
  if (existsSync(heapFile)) {
    const h = JSON.parse(readFileSync(heapFile, "utf8")) as { heapSize: number; objectCount: number; objectTypeCounts: Record<string, number>; edenMedianMs: number; edenMaxMs: number };
    console.log(`a young collection in this server after ~14 MB of short-lived objects (Bun.gc(false), after the runs): median ${h.edenMedianMs.toFixed(2)} ms, max ${h.edenMaxMs.toFixed(2)} ms`);
    const top = Object.entries(h.objectTypeCounts).sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`live heap after the runs: ${(h.heapSize / 2 ** 20).toFixed(1)} MB, ${h.objectCount.toLocaleString("en-US")} objects (${top.map(([t, n]) => `${t} ${n.toLocaleString("en-US")}`).join(", ")})`);
  }
} finally {
  proc.kill("SIGTERM");
  await proc.exited;
}
