// HTTP throughput and p99 of GET /api/landlords/search and GET /api/landlords/{id}, beside a bare
// Bun.serve hello-world measured in the same run, with wrk (Debian's package) as the load
// generator. Everything listens on 127.0.0.1 only; each run lasts DURATION seconds.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app";
import { loadConfig, DB_FILE } from "../src/config";
import { openDatabase } from "../src/db/connection";
import { createDeps } from "../src/deps";
import { createLogger } from "../src/lib/logger";
import { seedDemo } from "../src/commands/seed";
import { importLandlordsCsv } from "../src/commands/import";
import { demoLandlord, rng } from "../src/commands/demo-data";

const DURATION = 8;
const CONNECTIONS = 32;
const EXTRA_LANDLORDS = 20_000;

export interface HttpFigure {
  name: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

function toMs(v: string, unit: string): number {
  const n = Number(v);
  return unit === "us" ? n / 1000 : unit === "s" ? n * 1000 : n;
}

async function wrk(name: string, url: string, paths: string[]): Promise<HttpFigure> {
  const dir = mkdtempSync(join(tmpdir(), "rentfair-wrk-"));
  const script = join(dir, "paths.lua");
  writeFileSync(
    script,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n`,
  );
  const proc = Bun.spawn(["wrk", "-t2", `-c${CONNECTIONS}`, `-d${DURATION}s`, "--latency", "-s", script, url], { stdout: "pipe", stderr: "pipe" });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  rmSync(dir, { recursive: true, force: true });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const lat = (p: string) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? toMs(m[1]!, m[2]!) : NaN;
  };
  if (/Non-2xx/.test(out)) throw new Error(`${name}: non-2xx responses\n${out}`);
  return { name, requestsPerSec: rps, p50Ms: lat("50"), p99Ms: lat("99") };
}

export async function benchHttp(): Promise<{ figures: HttpFigure[]; landlords: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), "rentfair-bench-"));
  try {
    const config = loadConfig(new Map(), { DATA_DIR: dataDir, SESSION_SECRET: "bench-secret-0123456789", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" });
    const db = openDatabase(join(dataDir, DB_FILE));
    const deps = createDeps(config, db, createLogger("silent"));
    await seedDemo(deps);
    const r = rng(7);
    const rows = Array.from({ length: EXTRA_LANDLORDS }, () => {
      const l = demoLandlord(r);
      return `"${l.name}",${l.type},"${l.location}"`;
    });
    importLandlordsCsv(deps, ["name,type,location", ...rows].join("\n"));
    deps.search.rebuild();
    const landlords = (db.$client.query("SELECT count(*) AS n FROM landlords").get() as { n: number }).n;
    const ids = (db.$client.query("SELECT id FROM landlords ORDER BY random() LIMIT 200").all() as { id: string }[]).map((x) => x.id);

    const figures: HttpFigure[] = [];
    const bare = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("hello world") });
    figures.push(await wrk("bare Bun.serve hello-world", `http://127.0.0.1:${bare.port}`, ["/"]));
    bare.stop(true);

    const app = createApp(deps).listen({ hostname: "127.0.0.1", port: 0 });
    const base = `http://127.0.0.1:${app.server!.port}`;
    figures.push(await wrk("GET /api/landlords/{id}", base, ids.map((id) => `/api/landlords/${id}`)));
    const queries = ["jonh%20smth", "properties", "sumit%20realty", "mar&location=Chicago%2C%20IL", "main%20st&type=address", "garcia", "pr", "keystone%20managment"];
    figures.push(await wrk("GET /api/landlords/search", base, queries.map((q) => `/api/landlords/search?query=${q}`)));
    await app.stop(true);
    db.$client.close();
    return { figures, landlords };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchHttp());
