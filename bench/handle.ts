// Scratch micro-bench: where a request's time goes inside app.handle() (no network).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Elysia } from "elysia";
import { createApp } from "../src/app";
import { loadConfig, DB_FILE } from "../src/config";
import { openDatabase } from "../src/db/connection";
import { createDeps } from "../src/deps";
import { createLogger } from "../src/lib/logger";
import { seedDemo } from "../src/commands/seed";
import { importLandlordsCsv } from "../src/commands/import";
import { demoLandlord, rng } from "../src/commands/demo-data";
import { publicLandlordById, publicLandlordsByIds } from "../src/modules/landlords/repository";
import { createLandlordsService } from "../src/modules/landlords/service";
import { errorsPlugin } from "../src/plugins/errors";
import { securityPlugin } from "../src/plugins/security";
import { sessionPlugin, SESSION_COOKIE } from "../src/plugins/session";

const dataDir = mkdtempSync(join(tmpdir(), "rf-handle-"));
const config = loadConfig(new Map(), { DATA_DIR: dataDir, SESSION_SECRET: "bench-secret-0123456789", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" });
const db = openDatabase(join(dataDir, DB_FILE));
const deps = createDeps(config, db, createLogger("silent"));
await seedDemo(deps);
const r = rng(7);
const rows = Array.from({ length: 20000 }, () => { const l = demoLandlord(r); return `"${l.name}",${l.type},"${l.location}"`; });
importLandlordsCsv(deps, ["name,type,location", ...rows].join("\n"));
deps.search.rebuild();
const ids = (db.$client.query("SELECT id FROM landlords ORDER BY random() LIMIT 200").all() as { id: string }[]).map((x) => x.id);
const landlords = createLandlordsService(deps);
const app = createApp(deps);
const opts = { cookie: { secrets: deps.config.sessionSecret, sign: [SESSION_COOKIE] } };
const route = () => new Elysia().get("/api/landlords/:id", ({ params }) => landlords.get(params.id));
const A = new Elysia(opts).use(route());
const B = new Elysia(opts).use(errorsPlugin(deps.log)).use(route());
const C = new Elysia(opts).use(securityPlugin(deps.config)).use(route());
const D = new Elysia(opts).use(new Elysia().use(sessionPlugin(deps)).get("/api/landlords/:id", ({ params }) => landlords.get(params.id)));
const queries = ["jonh%20smth", "properties", "sumit%20realty", "mar&location=Chicago%2C%20IL", "main%20st&type=address", "garcia", "pr", "keystone%20managment"];

async function time(name: string, n: number, fn: (i: number) => unknown) {
  for (let i = 0; i < Math.min(n, 500); i++) await fn(i);
  let best = Infinity;
  for (let rep = 0; rep < 7; rep++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await fn(i);
    best = Math.min(best, (performance.now() - t0) / n);
  }
  console.log(`${name.padEnd(44)} ${(best * 1000).toFixed(1)} µs/op`);
}
const req = (p: string) => new Request("http://127.0.0.1:3000" + p);
const byId = (a: { handle(r: Request): Promise<Response> }) => (i: number) => a.handle(req(`/api/landlords/${ids[i % ids.length]}`)).then((r) => r.text());
const only = process.argv[2];
if (!only || only === "id") {
  await time("new Request only", 20000, (i) => req(`/api/landlords/${ids[i % ids.length]}`));
  await time("repo publicLandlordById", 20000, (i) => publicLandlordById(db, ids[i % ids.length]!));
  await time("A route only", 20000, byId(A));
  await time("B route + errors", 20000, byId(B));
  await time("C route + security", 20000, byId(C));
  await time("D route + session", 20000, byId(D));
  await time("app /api/health", 20000, (i) => app.handle(req(`/api/health`)).then((r) => r.text()));
  await time("app /api/landlords/:id", 20000, byId(app));
}
if (!only || only === "search") {
  await time("search.search (8 wrk queries)", 800, (i) => deps.search.search({ query: decodeURIComponent(queries[i % 8]!.split("&")[0]!), type: "landlord" }));
  const found = (deps.search.search({ query: "properties" }) as { ids: string[] }).ids;
  const rows50 = publicLandlordsByIds(db, found);
  await time("repo publicLandlordsByIds(50)", 5000, () => publicLandlordsByIds(db, found));
  await time("JSON.stringify 50 rows", 5000, () => JSON.stringify(rows50));
  await time("app search (8 wrk queries)", 800, (i) => app.handle(req(`/api/landlords/search?query=${queries[i % 8]}`)).then((r) => r.text()));
}
process.exit(0);
