// An ordinary POST /api/reviews on two checkouts at once, under the same load (issue 32: on a machine
// shared with other benchmarks, two runs of bench/write-cpu.ts a minute apart differ by ±20%): this
// checkout's server and another's (`WRITE_AB_OTHER`, a checkout's root, e.g. `git archive` of main
// into a folder with node_modules beside it) each on its own copy of the same generated database,
// warmed up alike, then batches of ordinary writes to each in turn (the order swapped every batch).
// Per side: the server process's CPU per write (/proc, all threads) and the writes' wall p50, medians
// of the batches.
//
//   WRITE_AB_OTHER=/tmp/main GROWTH_SIZES=a bun bench/write-ab.ts   (GROWTH_CACHE as for growth.ts; BENCH_PORT,
//   WRITE_AB_BATCHES, WRITE_AB_PER, WRITE_AB_WARM, WRITE_AB_AT_ONCE: writers at once in a batch, 1 by default)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Subprocess } from "bun";
import { generated, signIn, SIZES, startBenchServer } from "./growth";

const OTHER = process.env.WRITE_AB_OTHER;
if (!OTHER) throw new Error("WRITE_AB_OTHER: the other checkout's root");
const BATCHES = Number(process.env.WRITE_AB_BATCHES ?? 8);
const PER = Number(process.env.WRITE_AB_PER ?? 100);
const WARM = Number(process.env.WRITE_AB_WARM ?? 300);
const AT_ONCE = Number(process.env.WRITE_AB_AT_ONCE ?? 1);
const TICK_MS = 10;
const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] ?? NaN;

/** CPU ms of process `pid` (all its threads). */
function processCpu(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

type Side = { label: string; server: Subprocess; base: string; cookies: string[]; written: number; k: number; cpu: number[]; p50: number[]; rate: number[] };

const size = SIZES[(process.env.GROWTH_SIZES ?? "a").split(",")[0]!.trim()]!;
const dirs = [mkdtempSync(join(tmpdir(), "rentfair-write-ab-")), mkdtempSync(join(tmpdir(), "rentfair-write-ab-"))];
const sides: Side[] = [];
try {
  const meta = await generated(join(dirs[0]!, "rentfair.db"), size, console.log);
  await generated(join(dirs[1]!, "rentfair.db"), size, console.log);
  const port = Number(process.env.BENCH_PORT ?? 0) || 20000 + Math.floor(Math.random() * 20000);
  const other = (await import(resolve(OTHER, "bench/growth.ts"))) as { startBenchServer: typeof startBenchServer };
  const ordinary = meta.ordinaryIds.slice(1);
  const writers = Math.ceil((WARM + BATCHES * PER) / ordinary.length) + 1;
  for (const [i, label] of ["this checkout", `other (${OTHER})`].entries()) {
    const server = await (i === 0 ? startBenchServer : other.startBenchServer)(dirs[i]!, port + i);
    const base = `http://127.0.0.1:${port + i}`;
    const cookies: string[] = [];
    // The generator's last accounts write nothing: each writes one review to each ordinary landlord.
    for (let w = 0; w < writers; w++) cookies.push(await signIn(base, `user${meta.userCount - w}@growth.test`));
    sides.push({ label, server, base, cookies, written: 0, k: 0, cpu: [], p50: [], rate: [] });
  }
  // As bench/write-cpu.ts's ordinary writes: a known landlord, a street address new to it.
  const post = async (side: Side) => {
    const k = side.k++;
    const body = { overallRating: 4, responsivenessRating: 4, maintenanceRating: 3, fairnessRating: 5, reviewText: "A review written while the write A/B bench measures.", propertyAddress: `${++side.written} Write AB Road, Apt 3`, lengthOfResidence: "1-2 years", monthlyRent: 1500, rentPeriod: "monthly", utilitiesIncluded: "false", landlordId: ordinary[k % ordinary.length]! };
    const res = await fetch(`${side.base}/api/reviews`, { method: "POST", headers: { "content-type": "application/json", cookie: side.cookies[Math.floor(k / ordinary.length)]!, origin: side.base }, body: JSON.stringify(body) });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`${side.label}: POST /api/reviews ${res.status}`);
  };
  for (const side of sides) for (let i = 0; i < WARM; i++) await post(side);
  for (let b = 0; b < BATCHES; b++) {
    for (const side of b % 2 ? [...sides].reverse() : sides) {
      await Bun.sleep(300); // what the last writes left (search, fan-out) settles first
      const cpu0 = processCpu(side.server.pid);
      const walls: number[] = [];
      let started = 0;
      const t0 = performance.now();
      // AT_ONCE writers, each one write after another, PER in all.
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          while (started++ < PER) {
            const t = performance.now();
            await post(side);
            walls.push(performance.now() - t);
          }
        }),
      );
      side.rate.push((PER / (performance.now() - t0)) * 1000);
      await Bun.sleep(100);
      side.cpu.push((processCpu(side.server.pid) - cpu0) / PER);
      side.p50.push(median(walls));
    }
  }
  console.log(`write-ab ${size.name}: ${BATCHES} batches of ${PER} ordinary writes to each (${AT_ONCE} writer(s) at once), alternately, after ${WARM} unmeasured; medians of the batches (load ${loadavg().map((x) => x.toFixed(2)).join(" ")}):`);
  for (const side of sides) console.log(`  ${side.label.padEnd(40)} server CPU ${median(side.cpu).toFixed(3)} ms/write (batches ${side.cpu.map((x) => x.toFixed(2)).join(" ")}), p50 ${median(side.p50).toFixed(2)} ms, ${median(side.rate).toFixed(0)} writes/s (batches ${side.rate.map((x) => x.toFixed(0)).join(" ")})`);
  console.log(`  this / other: CPU ${(median(sides[0]!.cpu) / median(sides[1]!.cpu)).toFixed(3)}, p50 ${(median(sides[0]!.p50) / median(sides[1]!.p50)).toFixed(3)}, writes/s ${(median(sides[0]!.rate) / median(sides[1]!.rate)).toFixed(3)}`);
} finally {
  for (const side of sides) {
    side.server.kill("SIGTERM");
    await side.server.exited;
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
