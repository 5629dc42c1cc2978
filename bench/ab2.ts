// Scratch: where a GET /api/landlords/{id} spends its time inside app.handle().
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Elysia } from "elysia";
import * as N from "../src/app";
import { loadConfig, DB_FILE } from "../src/config";
import { openDatabase } from "../src/db/connection";
import { createDeps } from "../src/deps";
import { createLogger } from "../src/lib/logger";
import { seedDemo } from "../src/commands/seed";
import { createLandlordsService } from "../src/modules/landlords/service";
import { errorsPlugin } from "../src/plugins/errors";
import { securityPlugin } from "../src/plugins/security";
import { sessionPlugin, SESSION_COOKIE } from "../src/plugins/session";
const O = await import("/tmp/orig/src/app");
const ODeps = await import("/tmp/orig/src/deps");
const OS = await import("/tmp/orig/src/plugins/session");
const dir = mkdtempSync(join(tmpdir(), "rf-ab-"));
const env = { DATA_DIR: dir, SESSION_SECRET: "parity-secret-0123456789", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" };
const deps = createDeps(loadConfig(new Map(), env), openDatabase(join(dir, DB_FILE)), createLogger("silent"));
await seedDemo(deps);
const od = ODeps.createDeps(loadConfig(new Map(), env), openDatabase(join(dir, DB_FILE)), createLogger("silent"));
const ids = (deps.db.$client.query("SELECT id FROM landlords ORDER BY random() LIMIT 200").all() as { id: string }[]).map((x) => x.id);
const landlords = createLandlordsService(deps);
const opts = { cookie: { secrets: deps.config.sessionSecret, sign: [SESSION_COOKIE] } };
const route = () => new Elysia().get("/api/landlords/:id", ({ params }) => landlords.get(params.id));
const apps: [string, { handle(r: Request): Promise<Response> }][] = [
  ["elysia+route", new Elysia(opts).use(route())],
  ["+errors", new Elysia(opts).use(errorsPlugin(deps.log)).use(route())],
  ["+security", new Elysia(opts).use(securityPlugin(deps.config)).use(route())],
  ["+session(new)", new Elysia(opts).use(new Elysia().use(sessionPlugin(deps)).get("/api/landlords/:id", ({ params }) => landlords.get(params.id)))],
  ["+session(orig)", new Elysia(opts).use(new Elysia().use(OS.sessionPlugin(deps)).get("/api/landlords/:id", ({ params }) => landlords.get(params.id)))],
  ["full new", N.createApp(deps)],
  ["full orig", O.createApp(od)],
];
const N_ = 3000;
const best: Record<string, number> = {};
for (let rep = 0; rep < 15; rep++) {
  for (const [an, app] of apps) {
    const t0 = performance.now();
    for (let i = 0; i < N_; i++) await (await app.handle(new Request(`http://127.0.0.1:3000/api/landlords/${ids[i % ids.length]}`))).text();
    best[an] = Math.min(best[an] ?? Infinity, ((performance.now() - t0) / N_) * 1000);
  }
}
for (const [k, v] of Object.entries(best)) console.log(k.padEnd(16), v.toFixed(2), "µs");
process.exit(0);
