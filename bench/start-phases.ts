// The phases of a server start (src/server.ts `serve`) on a data folder, each timed (wall and this
// process's CPU), to see what a cold start spends before the port opens (issue 32: ≤ 1 s at a
// million landlords). The folder is used as it is: run it on a copy holding the database and the
// index snapshot beside it (bench/search-cpu.ts leaves one).
//   bun bench/start-phases.ts <data folder>
import { loadConfig } from "../src/config";
import { createEvents } from "../src/events";
import { createLogger } from "../src/lib/logger";
import { openStoreFor } from "../src/store/open";
import { createDeps } from "../src/deps";
import { createApp } from "../src/app";

const t0 = performance.now();
const c0 = process.cpuUsage();
let last = { t: t0, c: c0 };
const phase = (name: string) => {
  const t = performance.now();
  const c = process.cpuUsage();
  console.log(`${name.padEnd(28)} ${(t - last.t).toFixed(0).padStart(5)} ms wall ${((c.user + c.system - last.c.user - last.c.system) / 1000).toFixed(0).padStart(5)} ms CPU`);
  last = { t, c };
};
const config = loadConfig(new Map(), { DATA_DIR: process.argv[2]!, SESSION_SECRET: "bench-secret-0123456789", LOG_LEVEL: "debug", PORT: String(process.env.BENCH_PORT ?? 17050), HOST: "127.0.0.1" });
const log = createLogger("debug");
const events = createEvents(log);
phase("config");
const store = await openStoreFor(config, events, { serve: true, log });
phase("open store (migrations)");
const deps = createDeps(config, store, events, log, null);
phase("deps");
await deps.search.loaded();
phase("landlord search loaded");
await deps.buildingSearch.loaded();
phase("building search loaded");
await store.sessions.deleteExpired();
phase("sessions swept");
const app = createApp(deps);
phase("app made");
app.listen({ port: config.port, hostname: config.host, reusePort: false, development: false });
phase("listening");
const res = await fetch(`http://127.0.0.1:${config.port}/api/health`);
phase(`health ${res.status}`);
const total = process.cpuUsage(c0);
console.log(`total ${(performance.now() - t0).toFixed(0)} ms wall, ${((total.user + total.system) / 1000).toFixed(0)} ms CPU (after the modules loaded)`);
await app.stop();
await store.operations.close();
process.exit(0);
