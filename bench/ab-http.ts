// Scratch: wrk A/B of the original app (/tmp/orig) and this one over one database, beside bare Bun.serve.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as N from "../src/app";
import { loadConfig, DB_FILE } from "../src/config";
import { openDatabase } from "../src/db/connection";
import { createDeps } from "../src/deps";
import { createLogger } from "../src/lib/logger";
import { seedDemo } from "../src/commands/seed";
import { importLandlordsCsv } from "../src/commands/import";
import { demoLandlord, rng } from "../src/commands/demo-data";
const OTHER = process.env.OTHER ?? "/tmp/orig";
const O = await import(OTHER + "/src/app");
const ODeps = await import(OTHER + "/src/deps");
const D = process.env.D ?? "3";
const dir = mkdtempSync(join(tmpdir(), "rf-abh-"));
const env = { DATA_DIR: dir, SESSION_SECRET: "parity-secret-0123456789", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" };
const deps = createDeps(loadConfig(new Map(), env), openDatabase(join(dir, DB_FILE)), createLogger("silent"));
await seedDemo(deps);
const r = rng(7);
importLandlordsCsv(deps, ["name,type,location", ...Array.from({ length: 20000 }, () => { const l = demoLandlord(r); return `"${l.name}",${l.type},"${l.location}"`; })].join("\n"));
deps.search.rebuild();
const od = ODeps.createDeps(loadConfig(new Map(), env), openDatabase(join(dir, DB_FILE)), createLogger("silent"));
const ids = (deps.db.$client.query("SELECT id FROM landlords ORDER BY random() LIMIT 200").all() as { id: string }[]).map((x) => x.id);
async function wrk(name: string, url: string, paths: string[]) {
  const script = join(dir, "p.lua");
  writeFileSync(script, `local paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n`);
  const p = Bun.spawn(["wrk", "-t2", "-c32", `-d${D}s`, "--latency", "-s", script, url], { stdout: "pipe" });
  const out = await new Response(p.stdout).text();
  console.log(name.padEnd(22), (/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? "?").padStart(10), (/99%\s+(\S+)/.exec(out)?.[1] ?? "").padStart(9), /Non-2xx.*/.exec(out)?.[0] ?? "", "load", require("node:os").loadavg()[0].toFixed(1));
}
const bare = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("hello world") });
const oapp = O.createApp(od).listen({ hostname: "127.0.0.1", port: 0 });
const napp = N.createApp(deps).listen({ hostname: "127.0.0.1", port: 0 });
const queries = ["jonh%20smth", "properties", "sumit%20realty", "mar&location=Chicago%2C%20IL", "main%20st&type=address", "garcia", "pr", "keystone%20managment"];
for (let round = 0; round < Number(process.env.R ?? 2); round++) {
  await wrk("bare", `http://127.0.0.1:${bare.port}`, ["/"]);
  for (const [n, app] of [["other", oapp], ["new", napp]] as const) {
    const base = `http://127.0.0.1:${app.server!.port}`;
    await wrk(`${n} by id`, base, ids.map((id) => `/api/landlords/${id}`));
    if (!process.env.NOSEARCH) await wrk(`${n} search`, base, queries.map((q) => `/api/landlords/search?query=${q}`));
  }
}
process.exit(0);
