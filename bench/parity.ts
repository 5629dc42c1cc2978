// Scratch: the same requests to the original app (/tmp/orig) and this one; every difference printed.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as N from "../src/app";
import { loadConfig, DB_FILE } from "../src/config";
import { openDatabase } from "../src/db/connection";
import { createDeps } from "../src/deps";
import { createLogger } from "../src/lib/logger";
import { seedDemo } from "../src/commands/seed";
const O = await import("/tmp/orig/src/app");
const OC = await import("/tmp/orig/src/config");
const OD = await import("/tmp/orig/src/db/connection");
const ODeps = await import("/tmp/orig/src/deps");
const OL = await import("/tmp/orig/src/lib/logger");
const dir = mkdtempSync(join(tmpdir(), "rf-par-"));
const env = { DATA_DIR: dir, SESSION_SECRET: "parity-secret-0123456789", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" };
const nd = createDeps(loadConfig(new Map(), env), openDatabase(join(dir, DB_FILE)), createLogger("silent"));
await seedDemo(nd);
const od = ODeps.createDeps(OC.loadConfig(new Map(), env), OD.openDatabase(join(dir, DB_FILE)), OL.createLogger("silent"));
nd.search.rebuild();
const napp = N.createApp(nd), oapp = O.createApp(od);
// A session: sign in through the new app.
const email = "parity@example.org";
const reg = await napp.handle(new Request("http://localhost/api/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "parity1", email, password: "correct horse battery", firstName: "P", lastName: "Q" }) }));
const sc = reg.headers.get("set-cookie") ?? "";
console.log("register", reg.status, sc.slice(0, 40));
const good = sc.split(";")[0]!;
const ids = (nd.db.$client.query("SELECT id FROM landlords LIMIT 3").all() as { id: string }[]).map((x) => x.id);
const rid = (nd.db.$client.query("SELECT id FROM reviews LIMIT 1").get() as { id: string }).id;
const cookies = [undefined, good, "rentfair_sid=abc.not-a-signature", "rentfair_sid=abc", "other=1; theme=dark", `other=1; ${good}`, "rentfair_sid=", `rentfair_sid=${encodeURIComponent('{"a":1}')}`, "xrentfair_sid=1", "rentfair_sid=%E0%A4%A"];
const paths = [
  `/api/landlords/${ids[0]}`, `/api/landlords/${ids[1]}/reviews`, "/api/landlords/not-a-uuid", "/api/landlords?limit=3", "/api/landlords/search?query=smith",
  "/api/landlords/search?location=Austin", "/api/user", "/api/user/stats", "/api/user/reviews", "/api/reports", "/api/reviews/recent?limit=2", "/api/health", "/api/nothing",
  "/", "/x/../api/health", "/api/../api/health", "/API/health", "/%61pi/health", "/api", "/apix", "/api/", "/api?x=1", "/static/a.js", "/./api/health",
  `/api/reviews/${rid}`, "/api/rent-analysis/analyze?location=Austin%2C%20TX&monthlyRent=1500",
];
const methods: [string, string, unknown?][] = [["POST", "/api/landlords", { name: "Parity Landlord", type: "company", location: "Austin, TX" }], ["POST", `/api/reviews/${rid}/helpful`], ["DELETE", `/api/reviews/${rid}`], ["POST", "/api/logout"]];
let diffs = 0, n = 0;
const norm = (h: Headers) => [...h.entries()].filter(([k]) => k !== "date").map(([k, v]) => `${k}: ${v}`).sort().join("\n");
for (const cookie of cookies) {
  for (const p of paths) {
    const init = { headers: cookie ? { cookie } : {} };
    const [a, b] = await Promise.all([oapp.handle(new Request("http://localhost" + p, init)), napp.handle(new Request("http://localhost" + p, init))]);
    const [ta, tb] = [await a.text(), await b.text()];
    n++;
    if (a.status !== b.status || norm(a.headers) !== norm(b.headers) || ta !== tb) {
      diffs++;
      console.log("DIFF", cookie, p, a.status, b.status, "\n--orig\n" + norm(a.headers) + "\n" + ta.slice(0, 200) + "\n--new\n" + norm(b.headers) + "\n" + tb.slice(0, 200));
    }
  }
  // State-changing requests: compare status and headers only (the first one changes the data), cross-site too.
  for (const [m, p, body] of methods) {
    for (const extra of [{}, { origin: "https://evil.example" }]) {
      const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...extra, ...(body ? { "content-type": "application/json" } : {}) };
      const a = await oapp.handle(new Request("http://localhost" + p, { method: m, headers, body: body ? JSON.stringify(body) : undefined }));
      const b = await napp.handle(new Request("http://localhost" + p, { method: m, headers, body: body ? JSON.stringify(body) : undefined }));
      n++;
      const sa = a.status === 201 && b.status === 409 ? "created-then-dup" : "";
      if (!sa && (a.status !== b.status || norm(a.headers) !== norm(b.headers))) { diffs++; console.log("DIFF", m, cookie, p, JSON.stringify(extra), a.status, b.status, await a.text(), await b.text()); }
    }
  }
}
console.log(`${n} requests, ${diffs} differences`);
process.exit(0);
