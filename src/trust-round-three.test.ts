// Issue 30's findings on the real process (src/test/process.ts): each test is named after the finding it settles.
import { afterEach, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rawHttp, startServer, stopAll } from "./test/process";
import { startSmtpServer } from "./test/smtp-server";

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
  await server.logged(deleted);
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

test("a reset request answers ~1.8 ms slower for a known e-mail: the answer never waits for the link's write or the mail", async () => {
  const smtp = await startSmtpServer();
  try {
    const dataDir = mkdtempSync(join(tmpdir(), "rentfair-r3-"));
    const server = await startServer(dataDir, { SMTP_URL: smtp.url, MAIL_FROM: "no-reply@example.test", PUBLIC_URL: "http://127.0.0.1:8080" });
    const json = { "content-type": "application/json" };
    const known = await fetch(`${server.base}/api/register`, { method: "POST", headers: json, body: JSON.stringify({ username: "known", email: "known@example.test", password: "correct horse" }) });
    expect(known.status).toBe(201);
    const ask = async (email: string) => {
      const started = performance.now();
      const res = await fetch(`${server.base}/api/password-reset/request`, { method: "POST", headers: json, body: JSON.stringify({ email }) });
      return { status: res.status, body: await res.text(), ms: performance.now() - started };
    };
    // The database's write lock held by someone else (a CLI command, a long write): the link for a
    // known address cannot be written yet. The answer does not wait for it, as it never did for an unknown one.
    const holder = new Database(join(dataDir, "rentfair.db"));
    holder.exec("BEGIN IMMEDIATE");
    let answers;
    try {
      answers = [await ask("nobody@example.test"), await ask("known@example.test")];
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    expect(answers[1]!.body).toBe(answers[0]!.body);
    for (const a of answers) expect(a.ms).toBeLessThan(1_000); // the lock would have held it for up to 5 s (busy_timeout)
    // The work was done after the answer, once the lock was free: the mail arrives.
    const mail = await smtp.waitFor("known@example.test", 15_000);
    expect(mail.text).toContain("/reset-password/");
  } finally {
    await smtp.close();
  }
}, 30_000);

test("unknown methods get no answer and other malformed requests a bare status without JSON: every request that reaches the server gets JSON {message, code}", async () => {
  const server = await startServer(mkdtempSync(join(tmpdir(), "rentfair-r3-")));
  const requests = [
    "PROPFIND /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "MKCOL / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "TRACE /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "GET /api/health HTTP/1.0\r\n\r\n",
    "GET /api/health HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n",
  ];
  for (const request of requests) {
    const answer = await rawHttp(server.port, request);
    expect(answer, request).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(answer.toLowerCase(), request).toContain("content-type: application/json");
    const body = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { message: unknown; code: unknown };
    expect(typeof body.message, request).toBe("string");
    expect(body.code, request).toBe("request.malformed");
  }
}, 30_000);
