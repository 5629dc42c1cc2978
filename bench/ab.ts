// Scratch: interleaved A/B of app.handle() between the original app (/tmp/orig) and this one.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as N from "../src/app";
import { loadConfig, DB_FILE } from "../src/config";
import { openDatabase } from "../src/db/connection";
import { createDeps } from "../src/deps";
import { createLogger } from "../src/lib/logger";
import { seedDemo } from "../src/commands/seed";
const OTHER = process.env.OTHER ?? "/tmp/orig";
const O = await import(OTHER + "/src/app");
const ODeps = await import(OTHER + "/src/deps");
const dir = mkdtempSync(join(tmpdir(), "rf-ab-"));
const env = { DATA_DIR: dir, SESSION_SECRET: "parity-secret-0123456789", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" };
const nd = createDeps(loadConfig(new Map(), env), openDatabase(join(dir, DB_FILE)), createLogger("silent"));
await seedDemo(nd);
const od = ODeps.createDeps(loadConfig(new Map(), env), openDatabase(join(dir, DB_FILE)), createLogger("silent"));
const apps: [string, { handle(r: Request): Promise<Response> }][] = [["orig", O.createApp(od)], ["new", N.createApp(nd)]];
const ids = (nd.db.$client.query("SELECT id FROM landlords ORDER BY random() LIMIT 200").all() as { id: string }[]).map((x) => x.id);
const queries = ["jonh%20smth", "properties", "sumit%20realty", "mar&location=Chicago%2C%20IL", "main%20st&type=address", "garcia", "pr", "keystone%20managment"];
const cases: [string, (i: number) => string][] = [
  ["health", () => "/api/health"],
  ["by id", (i) => `/api/landlords/${ids[i % ids.length]}`],
  ["search x8", (i) => `/api/landlords/search?query=${queries[i % 8]}`],
];
const N_ = Number(process.env.N ?? 3000);
for (const [name, path] of cases) {
  const best: Record<string, number> = {};
  for (let rep = 0; rep < 15; rep++) {
    for (const [an, app] of apps) {
      const t0 = performance.now();
      for (let i = 0; i < N_; i++) await (await app.handle(new Request("http://127.0.0.1:3000" + path(i)))).text();
      const us = ((performance.now() - t0) / N_) * 1000;
      best[an] = Math.min(best[an] ?? Infinity, us);
    }
  }
  console.log(name.padEnd(12), Object.entries(best).map(([k, v]) => `${k} ${v.toFixed(2)} µs`).join("   "));
}
process.exit(0);
