// Issue 30's findings on the real process (src/test/process.ts): each test is named after the finding it settles.
import { afterEach, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, stopAll } from "./test/process";

afterEach(stopAll);

test('the "admin action" log line records the client as "unknown": it names the connection\'s address', async () => {
  const server = await startServer(mkdtempSync(join(tmpdir(), "rentfair-r3-")), { LOG_FORMAT: "json", ADMIN_EMAILS: "chief@example.test" });
  const json = { "content-type": "application/json" };
  const admin = await fetch(`${server.base}/api/register`, { method: "POST", headers: json, body: JSON.stringify({ username: "chief", email: "chief@example.test", password: "chief password" }) });
  expect(admin.status).toBe(201);
  const cookie = admin.headers.get("set-cookie")!.split(";")[0]!;
  const landlord = await fetch(`${server.base}/api/landlords`, { method: "POST", headers: { ...json, cookie }, body: JSON.stringify({ name: "Logged Lettings", type: "company", location: "Austin, TX" }) });
  expect(landlord.status).toBe(201);
  const id = ((await landlord.json()) as { id: string }).id;
  const del = await fetch(`${server.base}/api/admin/landlords/${id}`, { method: "DELETE", headers: { cookie } });
  expect(del.status).toBe(204);
  const deleted = `DELETE /api/admin/landlords/${id}`;
  for (let waited = 0; !server.log().includes(deleted) && waited < 10_000; waited += 50) await Bun.sleep(50);
  const actions = server
    .log()
    .trim()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.event === "admin action");
  expect(actions.map((l) => [l.client, l.action])).toEqual([
    ["127.0.0.1", "POST /api/landlords"],
    ["127.0.0.1", deleted],
  ]);
}, 30_000);
