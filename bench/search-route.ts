// Server CPU per request of GET /api/landlords/search against GET /api/health on the same server
// (issue 32): what the route, the plugins' hooks and the Response cost around the engine. The server
// runs from source (or the binary: RENTFAIR_BINARY) on a copy of a seeded database (bench/million.ts
// keeps one), kept with its index snapshot in DIR between runs; CPU time read from /proc/<pid>/stat
// around wrk runs of distinct searches (bench/http.ts `distinctQueries`, none asked twice) and of
// the health route. CPU per request survives a shared machine far better than latency does.
//   bun bench/search-route.ts <database> [seconds] [runs]
//   CPU_PROF=1: the server writes a CPU profile (bun --cpu-prof) into DIR when stopped.
//   SAME_QUERY=<query string>: one search asked again and again instead (answered from the cache
//   after its second time): what the route costs around a kept answer, the engine left out.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { tmpdir } from "node:os";
import { distinctQueries, wrk } from "./http";

const source = process.argv[2];
if (!source) throw new Error("usage: bun bench/search-route.ts <database> [seconds] [runs]");
const seconds = Number(process.argv[3] ?? 5);
const runs = Number(process.argv[4] ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4193);
const dir = process.env.DIR ?? join(tmpdir(), `search-route-${basename(source)}`);
mkdirSync(dir, { recursive: true });
if (!existsSync(join(dir, "rentfair.db"))) copyFileSync(source, join(dir, "rentfair.db"));

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const binary = process.env.RENTFAIR_BINARY;
const prof = process.env.CPU_PROF ? ["--cpu-prof", "--cpu-prof-md", `--cpu-prof-dir=${dir}`] : [];
const cmd = binary ? [binary, "serve"] : [process.execPath, ...prof, join(import.meta.dir, "../src/cli.ts"), "serve"];
const base = `http://127.0.0.1:${port}`;
const proc = Bun.spawn(cmd, {
  env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1", SESSION_SECRET: "bench-secret-0123456789", LOG_LEVEL: "error", RATE_LIMIT_PER_MINUTE: "0" },
  stdout: "ignore",
  stderr: "inherit",
});
try {
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await Bun.sleep(20);
  }
  const per = 60_000;
  const paths = distinctQueries(per * (runs + 1), 23);
  await wrk("warm-up", base, paths.slice(runs * per), { threads: 1, connections: 1, seconds: 8 });
  const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const measure = async (name: string, list: string[]) => {
    const c0 = cpuMs(proc.pid);
    const f = await wrk(name, base, list, { threads: 1, connections: 4, seconds });
    return { rps: f.requestsPerSec, cpu: (cpuMs(proc.pid) - c0) / f.requests, p99: f.p99Ms };
  };
  for (let run = 0; run < runs; run++) {
    const s = process.env.SAME_QUERY ? await measure("one search again", [`/api/landlords/search?${process.env.SAME_QUERY}`]) : await measure("distinct searches", paths.slice(run * per, (run + 1) * per));
    const h = process.env.CPU_PROF ? { cpu: NaN, rps: NaN } : await measure("health", ["/api/health"]);
    console.log(
      `run ${run}: search ${(s.cpu * 1000).toFixed(1)} µs CPU/request (${s.rps.toFixed(0)}/s), health ${(h.cpu * 1000).toFixed(1)} µs (${h.rps.toFixed(0)}/s); load ${load()}`,
    );
  }
} finally {
  proc.kill("SIGTERM");
  await proc.exited;
}
