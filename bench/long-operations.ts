// Issue 32's long operations alone (the end of bench/growth.ts, without its read and write paths):
// the two largest hot landlords merged and the heavy author's account deleted, each while another
// visitor reads, on a copy of the growth database of one size (generated into GROWTH_CACHE as
// bench/growth.ts does, or copied from it). Beside the visitor's wall-clock waits (inflated by
// whatever else the machine runs) it prints the server's own longest synchronous stretches during
// each operation, measured inside the server process (bench/stall-watch.ts, preloaded): the figure
// to steer by on a shared machine ("no other request waits over 100 ms" needs every stretch under it).
//
//   GROWTH_CACHE=/path/to/cache LONG_SIZE=c bun bench/long-operations.ts
//
// Settings: LONG_SIZE (a, b or c; default c), LONG_OPS (merge,delete: which, in that order; default
// both), GROWTH_CACHE (as bench/growth.ts), GROWTH_LONG_CAP_S (how long an operation is waited for,
// 180), BENCH_PORT (the server's port), LONG_KEEP=1 (leave the copied database in place: its path is
// printed), LONG_STALL_LOG (a file for every stretch of 20 ms or more, as bench/stall-watch.ts writes them), TMPDIR (where the copy goes: a size c database is 3.7 GB).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { cpuOf, during, generated, PASSWORD, signIn, SIZES, startBenchServer, untilQuiet, type DuringFigure } from "./growth";

const sizeName = process.env.LONG_SIZE ?? "c";
const size = SIZES[sizeName];
if (!size) throw new Error(`unknown size ${sizeName} (a, b or c)`);
const ops = (process.env.LONG_OPS ?? "merge,delete").split(",").map((s) => s.trim());
const log = (s: string) => console.log(s);
const load = () => loadavg().map((l) => l.toFixed(2)).join(" / ");

/** A synchronous stretch of the server's main thread (bench/stall-watch.ts): ms held, ms of the thread's own CPU, voluntary and involuntary context switches. */
interface Stretch {
  held: number;
  cpu: number;
  waits: number;
  preempted: number;
}

/** The server's synchronous stretches that ended between `from` and `to` (epoch ms). */
function stretches(file: string, from: number, to: number): Stretch[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split(" ").map(Number))
    .filter(([at]) => at! >= from && at! <= to)
    .map(([, held, cpu, waits, preempted]) => ({ held: held!, cpu: cpu!, waits: waits!, preempted: preempted! }));
}

const dir = mkdtempSync(join(tmpdir(), `rentfair-long-${size.name}-`));
const stallFile = process.env.LONG_STALL_LOG ?? join(dir, "stalls.log");
writeFileSync(stallFile, "");
let server: Subprocess | undefined;
try {
  const { hotIds, ordinaryIds } = await generated(join(dir, "rentfair.db"), size, log);
  const port = Number(process.env.BENCH_PORT ?? 0) || 20000 + Math.floor(Math.random() * 20000);
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  server = await startBenchServer(dir, port, { preload: join(import.meta.dir, "stall-watch.ts"), env: { STALL_FILE: stallFile } });
  log(`size ${size.name}: server up in ${(performance.now() - t0).toFixed(0)} ms (load average ${load()})`);
  // What the start left to do (the building index reads every review) is finished first: CPU quiet for a second.
  await untilQuiet(server.pid);
  const login = (email: string) => signIn(base, email);
  const admin = await login("user1@growth.test");
  const heavy = await login("user2@growth.test");
  const visitor = (i: number) => fetch(`${base}/api/landlords/${ordinaryIds[0]}${i % 2 ? "/reviews" : ""}`);
  const rows: string[] = [];
  const measureOp = async (operation: string, action: (signal: AbortSignal) => Promise<Response>) => {
    let from = 0;
    const cpu0 = cpuOf(server!.pid);
    const d: DuringFigure = await during(operation, (signal) => {
      from = Date.now();
      return action(signal);
    }, visitor);
    const cpu = cpuOf(server!.pid) - cpu0;
    await Bun.sleep(50); // the watch's last line
    const found = stretches(stallFile, from, Date.now());
    const byHeld = [...found].sort((a, b) => b.held - a.held);
    const byCpu = [...found].sort((a, b) => b.cpu - a.cpu);
    const show = (list: Stretch[]) => list.slice(0, 6).map((h) => `${h.held.toFixed(0)} (CPU ${h.cpu.toFixed(0)}, ${h.waits} waits)`).join(", ") || "none";
    const line = [
      `${d.operation}: ${d.finished ? "" : "NOT FINISHED after "}${(d.ms / 1000).toFixed(1)} s (server CPU ${(cpu / 1000).toFixed(1)} s), load average ${load()}`,
      `  visitor: ${d.requests} requests, p50 ${d.p50.toFixed(1)} ms, p99 ${d.p99.toFixed(1)} ms, max ${d.max.toFixed(1)} ms, ${d.over100} over 100 ms (alone: max ${d.aloneMax.toFixed(1)} ms)`,
      `  server's main thread held (wall clock, grows with the machine's load): ${found.filter((h) => h.held > 100).length} stretches over 100 ms; longest ${show(byHeld)} ms`,
      `  server's main thread's own CPU per stretch (load-independent): longest ${byCpu[0]?.cpu.toFixed(0) ?? 0} ms, ${found.filter((h) => h.cpu > 100).length} over 100 ms, ${found.filter((h) => h.cpu > 50).length} over 50 ms; ${show(byCpu)} ms`,
    ].join("\n");
    log(line);
    rows.push(line);
  };
  const [from, into] = [hotIds.at(-2)!, hotIds.at(-1)!];
  for (const op of ops) {
    if (op === "merge")
      await measureOp(`merge: ${size.hot.at(-2)!.toLocaleString("en-US")} reviews into ${size.hot.at(-1)!.toLocaleString("en-US")}`, (signal) =>
        fetch(`${base}/api/admin/landlords/${from}/merge`, { method: "POST", signal, headers: { "content-type": "application/json", cookie: admin, origin: base }, body: JSON.stringify({ intoId: into, reason: "growth bench" }) }),
      );
    else if (op === "delete")
      await measureOp(`DELETE /api/user (${size.heavy.toLocaleString("en-US")} reviews)`, (signal) =>
        fetch(`${base}/api/user`, { method: "DELETE", signal, headers: { "content-type": "application/json", cookie: heavy, origin: base }, body: JSON.stringify({ password: PASSWORD, reviews: "delete" }) }),
      );
    else throw new Error(`unknown operation ${op} (merge, delete)`);
  }
} finally {
  if (server) {
    server.kill();
    // A clean stop waits for requests in flight: an operation left running at the cap is cut short instead.
    if ((await Promise.race([server.exited, Bun.sleep(15_000).then(() => "waiting")])) === "waiting") server.kill("SIGKILL");
    await server.exited;
  }
  if (process.env.LONG_KEEP) log(`kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
