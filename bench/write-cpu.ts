// Server CPU per POST /api/reviews, by thread, once the server is warm (issue 32: "an ordinary review
// write reaches 50% of the bare insert rate", and "a write to a landlord with 100,000 reviews costs at
// most twice a write to a new one"). bench/growth.ts measures a few dozen writes right after the
// start, while JavaScriptCore is still compiling the write path on its JIT threads; this one writes
// WRITE_CPU_WARM first (ordinary and new landlords), then WRITE_CPU_WRITES of each kind (new landlord, ordinary landlord, the
// largest hot landlord), and prints the CPU of each of the server's threads per write (/proc, 10 ms
// ticks: measure hundreds) beside SQLite's own insert of a review row.
//
//   GROWTH_SIZES=a bun bench/write-cpu.ts        (GROWTH_CACHE as for growth.ts; BENCH_PORT)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { bareReviewInserts, generated, signIn, SIZES, startBenchServer } from "./growth";

const WARM = Number(process.env.WRITE_CPU_WARM ?? 300);
const WRITES = Number(process.env.WRITE_CPU_WRITES ?? 300);
const TICK_MS = 10;

/** CPU ms of each thread of `pid`, by "tid name". */
function threadCpu(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(`${tid} ${stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"))}`, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      /* a thread that ended */
    }
  }
  return out;
}


for (const name of (process.env.GROWTH_SIZES ?? "a").split(",")) {
  const size = SIZES[name.trim()]!;
  const dir = mkdtempSync(join(tmpdir(), `rentfair-write-cpu-${size.name}-`));
  try {
    const { hotIds, ordinaryIds, userCount } = await generated(join(dir, "rentfair.db"), size, console.log);
    const port = Number(process.env.BENCH_PORT ?? 0) || 20000 + Math.floor(Math.random() * 20000);
    const server = await startBenchServer(dir, port);
    const base = `http://127.0.0.1:${port}`;
    try {
      const login = (email: string) => signIn(base, email);
      // The generator's last 500 accounts write nothing: a few write to many ordinary landlords
      // (one review per account and landlord), the others review the hot landlord once each.
      let account = userCount;
      const ordinaryWriters: string[] = [];
      const perWriter = ordinaryIds.length - 1;
      for (let i = 0; i < Math.ceil((WARM + WRITES) / perWriter); i++) ordinaryWriters.push(await login(`user${account--}@growth.test`));
      const hotWriters: string[] = [];
      const hotCount = Math.min(WRITES, 500 - ordinaryWriters.length - 1);
      for (let i = 0; i < hotCount; i++) hotWriters.push(await login(`user${account--}@growth.test`));
      let written = 0;
      const post = async (cookie: string, extra: Record<string, unknown>) => {
        const body = { overallRating: 4, responsivenessRating: 4, maintenanceRating: 3, fairnessRating: 5, reviewText: "A review written while the write bench measures.", propertyAddress: `${++written} Bench Road, Apt 3`, lengthOfResidence: "1-2 years", monthlyRent: 1500, rentPeriod: "monthly", utilitiesIncluded: "false", ...extra };
        const res = await fetch(`${base}/api/reviews`, { method: "POST", headers: { "content-type": "application/json", cookie, origin: base }, body: JSON.stringify(body) });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`POST /api/reviews: ${res.status}`);
      };
      let ordinary = 0;
      const ordinaryPost = () => {
        const k = ordinary++;
        return post(ordinaryWriters[Math.floor(k / perWriter)]!, { landlordId: ordinaryIds[1 + (k % perWriter)]! });
      };
      const fresh = (i: number) => post(ordinaryWriters[0]!, { landlordData: { name: `Write Bench Landlord ${i}`, type: "company", location: "Austin, TX" } });
      // Warm-up: one write in two names a new landlord, so that path is compiled before it is
      // measured too (warmed with ordinary writes only, the new-landlord row carried its own JIT
      // compiles: 1.3 ms a write on the JIT threads, against 0.2 for the ordinary one).
      console.log(`write-cpu ${size.name}: warming up with ${WARM} writes (ordinary and new landlords)…`);
      for (let i = 0; i < WARM; i++) await (i % 2 ? post(ordinaryWriters[0]!, { landlordData: { name: `Write Bench Warm-up Landlord ${i}`, type: "company", location: "Austin, TX" } }) : ordinaryPost());
      const measure = async (label: string, count: number, write: (i: number) => Promise<void>) => {
        await Bun.sleep(500); // what the last writes left (search, fan-out) settles first
        const before = threadCpu(server.pid);
        const t0 = performance.now();
        for (let i = 0; i < count; i++) await write(i);
        const wall = performance.now() - t0;
        await Bun.sleep(200);
        const after = threadCpu(server.pid);
        let total = 0;
        const threads: string[] = [];
        for (const [k, v] of after) {
          const d = v - (before.get(k) ?? 0);
          total += d;
          if (d > 0) threads.push(`${k.split(" ").slice(1).join(" ")} ${(d / count).toFixed(2)}`);
        }
        console.log(`  ${label.padEnd(42)} CPU ${(total / count).toFixed(2)} ms/write (${threads.join(", ")}), wall ${(wall / count).toFixed(2)} ms (${count} writes)`);
        return total / count;
      };
      const newCpu = await measure("POST /api/reviews (new landlord)", WRITES, fresh);
      const ordinaryCpu = await measure("POST /api/reviews (ordinary landlord)", WRITES, () => ordinaryPost());
      const hotCpu = await measure(`POST /api/reviews (landlord of ${size.hot.at(-1)!.toLocaleString("en-US")})`, hotCount, (i) => post(hotWriters[i]!, { landlordId: hotIds.at(-1)! }));
      server.kill("SIGTERM");
      await server.exited;
      const bare = bareReviewInserts(join(dir, "rentfair.db"), hotIds.at(-1)!).cpuMs;
      // The server keeps a review write's statement journal in memory (src/store/sqlite/tx.ts
      // inMemoryJournal), which SQLite's defaults spill to a temporary file: the bare insert with the
      // same setting too, so that what the setting alone is worth shows beside the ratio.
      const bareInMemory = bareReviewInserts(join(dir, "rentfair.db"), hotIds.at(-1)!, 500, "PRAGMA temp_store = MEMORY").cpuMs;
      console.log(`  bare SQLite review insert: CPU ${bare.toFixed(3)} ms (${(1000 / bare).toFixed(0)}/s); ordinary write ${((bare / ordinaryCpu) * 100).toFixed(0)}% of it by CPU; hot/new ${(hotCpu / newCpu).toFixed(2)}x; load ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
      console.log(`  bare insert with its statement journal in memory (temp_store = MEMORY, as the server's review writes): CPU ${bareInMemory.toFixed(3)} ms; ordinary write ${((bareInMemory / ordinaryCpu) * 100).toFixed(0)}% of it by CPU`);
    } finally {
      if (server.exitCode === null) server.kill("SIGTERM");
      await server.exited;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
