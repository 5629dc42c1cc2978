import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
const root = process.argv[2]!;
const A = await import(root + "/src/app");
const C = await import(root + "/src/config");
const D = await import(root + "/src/db/connection");
const Deps = await import(root + "/src/deps");
const L = await import(root + "/src/lib/logger");
const S = await import(root + "/src/commands/seed");
const dir = mkdtempSync(join(tmpdir(), "rf-one-"));
const deps = Deps.createDeps(C.loadConfig(new Map(), { DATA_DIR: dir, SESSION_SECRET: "parity-secret-0123456789", LOG_LEVEL: "silent" }), D.openDatabase(join(dir, "x.db")), L.createLogger("silent"));
await S.seedDemo(deps);
const app = A.createApp(deps);
const rid = (deps.db.$client.query("SELECT id FROM reviews LIMIT 1").get() as { id: string }).id;
if (process.argv[3]) console.log("warm", (await app.handle(new Request("http://localhost" + process.argv[3]))).status);
for (const c of [undefined, "rentfair_sid=abc", undefined]) {
  const r = await app.handle(new Request("http://localhost/api/reviews/" + rid, { headers: c ? { cookie: c } : {} }));
  console.log(root, c, r.status, (await r.text()).slice(0, 80));
}
process.exit(0);
