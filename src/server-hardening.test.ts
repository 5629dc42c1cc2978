// docs/product-rules.md#the-api and docs/product-rules.md#limits on the real process (issue 10): one server per port and per data folder,
// newer databases refused, malformed HTTP answered with JSON, owner-only files, a backup that
// can never land on the live WAL or silently replace a file.
import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "./store/sqlite/connection";
import { embeddedMigrations } from "./store/sqlite/migrate";
import { rawHttp, runCli, startServer, stopAll } from "./test/process";

afterEach(stopAll);

const tempDir = (prefix = "rentfair-hard-") => mkdtempSync(join(tmpdir(), prefix));
const register = (base: string, name: string) =>
  fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: name, email: `${name}@example.test`, password: "correct horse" }),
  });
const userCount = (dataDir: string) => {
  const db = new Database(join(dataDir, "rentfair.db"), { readonly: true });
  const n = (db.query("SELECT count(*) AS n FROM users").get() as { n: number }).n;
  db.close();
  return n;
};
const oneLine = (text: string) => text.trim().split("\n");

describe("one server per port and per data folder", () => {
  test("a second serve on a port in use exits non-zero with one line; the first keeps every request", async () => {
    const firstDir = tempDir();
    const first = await startServer(firstDir);
    const second = runCli(["--port", String(first.port), "--host", "127.0.0.1", "--data", tempDir()]);
    expect(second.exitCode).not.toBe(0);
    expect(second.exitCode).not.toBeNull(); // null: it was still running when the timeout killed it
    expect(oneLine(second.stderr)).toEqual([`rentfair: port ${first.port} on 127.0.0.1 is already in use`]);
    // Eight at a time: more would meet the sign-in queue's bound (503), a different test.
    const answers: number[] = [];
    for (let wave = 0; wave < 5; wave++) {
      const batch = await Promise.all(Array.from({ length: 8 }, (_, i) => register(first.base, `port${wave * 8 + i}`)));
      answers.push(...batch.map((r) => r.status));
    }
    expect(answers).toEqual(Array(40).fill(201));
    expect(userCount(firstDir)).toBe(40);
  }, 30_000);

  test("a second serve on a data folder another server holds exits non-zero with one line; after kill -9 the folder is free", async () => {
    const dataDir = tempDir();
    const first = await startServer(dataDir);
    const second = runCli(["--port", "0", "--host", "127.0.0.1", "--data", dataDir]);
    expect(second.exitCode).toBe(1);
    expect(oneLine(second.stderr)).toEqual([`rentfair: data folder ${dataDir} is in use by another rentfair server`]);
    expect((await register(first.base, "still")).status).toBe(201);

    first.proc.kill("SIGKILL");
    await first.proc.exited;
    const third = await startServer(dataDir); // the kernel dropped the lock with the process
    expect((await fetch(`${third.base}/api/health`)).status).toBe(200);
    expect(userCount(dataDir)).toBe(1);
  }, 30_000);

  test("the lock is released on a clean exit too", async () => {
    const dataDir = tempDir();
    const first = await startServer(dataDir);
    first.proc.kill("SIGTERM");
    expect(await first.proc.exited).toBe(0);
    const again = await startServer(dataDir);
    expect((await fetch(`${again.base}/api/health`)).status).toBe(200);
  }, 30_000);
});

describe("a database written by a newer version", () => {
  test("is refused with one line and a non-zero code, and nothing in it changes", async () => {
    const dataDir = tempDir();
    const path = join(dataDir, "rentfair.db");
    const db = openDatabase(path);
    const newest = Math.max(...embeddedMigrations().map((m) => m.folderMillis));
    db.$client.query("INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)").run("f".repeat(64), newest + 86_400_000);
    db.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    db.$client.close();
    const digest = () => createHash("sha256").update(readFileSync(path)).digest("hex");
    const before = digest();

    const res = runCli(["--port", "0", "--host", "127.0.0.1", "--data", dataDir]);
    expect(res.exitCode).toBe(1);
    const lines = oneLine(res.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("was written by a newer version of RentFair");
    expect(digest()).toBe(before);
    expect(runCli(["admin", "grant", "a@example.test", "--data", dataDir]).exitCode).toBe(1);
    expect(digest()).toBe(before);
  }, 30_000);
});

describe("malformed HTTP over a raw socket", () => {
  test("no Host, an empty or bad Host, CONNECT and TRACE get a JSON 400, never a stack trace or a path", async () => {
    const server = await startServer(tempDir());
    const requests = [
      "GET /api/health HTTP/1.0\r\n\r\n",
      "GET / HTTP/1.0\r\n\r\n",
      "GET /api/health HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n",
      "GET /api/health HTTP/1.1\r\nHost: a b:c\r\nConnection: close\r\n\r\n",
      "GET /api/health HTTP/1.1\r\nHost: [zz\r\nConnection: close\r\n\r\n",
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
      "TRACE /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    ];
    for (const request of requests) {
      const answer = await rawHttp(server.port, request);
      expect(answer, request).toStartWith("HTTP/1.1 400");
      expect(answer.toLowerCase(), request).toContain("content-type: application/json");
      const body = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { message: string };
      expect(typeof body.message).toBe("string");
      expect(answer).not.toContain(process.cwd());
      expect(answer).not.toContain("<html");
    }
    // A method Bun's parser does not know never reaches us: the connection closes, nothing leaks.
    const unknown = await rawHttp(server.port, "FOO /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(unknown).not.toContain("<html");
    expect(unknown).not.toContain(process.cwd());
    // The server is unharmed.
    expect(await rawHttp(server.port, "GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).toContain('{"status":"ok"}');
  }, 30_000);
});

describe("files are readable by their owner only", () => {
  test("database, WAL, shared memory, lock, secret and backups are mode 600", async () => {
    const dataDir = tempDir();
    const server = await startServer(dataDir);
    expect((await register(server.base, "modes")).status).toBe(201);
    for (const name of ["rentfair.db", "rentfair.db-wal", "rentfair.db-shm", "rentfair.lock", "session-secret"]) {
      const file = join(dataDir, name);
      expect(existsSync(file), name).toBe(true);
      expect((statSync(file).mode & 0o777).toString(8), name).toBe("600");
    }
    const copy = join(tempDir("rentfair-copy-"), "copy.db");
    expect(runCli(["backup", copy, "--data", dataDir]).exitCode).toBe(0);
    expect((statSync(copy).mode & 0o777).toString(8)).toBe("600");
  }, 30_000);
});

describe("backup refuses to overwrite", () => {
  test("a path inside the data folder (the live WAL) is refused and the WAL is untouched", async () => {
    const dataDir = tempDir();
    const server = await startServer(dataDir);
    for (let i = 0; i < 5; i++) expect((await register(server.base, `wal${i}`)).status).toBe(201);
    const wal = join(dataDir, "rentfair.db-wal");
    const before = readFileSync(wal);
    for (const target of [wal, join(dataDir, "rentfair.db"), join(dataDir, "other.db"), join(dataDir, "..", dataDir.split("/").pop()!, "x.db")]) {
      const res = runCli(["backup", target, "--force", "--data", dataDir]);
      expect(res.exitCode, target).toBe(2);
      expect(oneLine(res.stderr)).toHaveLength(1);
      expect(res.stderr).toContain("inside the data folder");
    }
    expect(readFileSync(wal).equals(before)).toBe(true);
    expect(existsSync(join(dataDir, "other.db"))).toBe(false);
    server.proc.kill("SIGKILL");
    await server.proc.exited;
    expect(userCount(dataDir)).toBe(5);
  }, 30_000);

  test("an existing file is kept unless --force", async () => {
    const dataDir = tempDir();
    const server = await startServer(dataDir);
    expect((await register(server.base, "existing")).status).toBe(201);
    const target = join(tempDir("rentfair-copy-"), "keep.db");
    writeFileSync(target, "precious");
    const refused = runCli(["backup", target, "--data", dataDir]);
    expect(refused.exitCode).toBe(2);
    expect(oneLine(refused.stderr)).toEqual([`rentfair: ${target} already exists; add --force to replace it`]);
    expect(readFileSync(target, "utf8")).toBe("precious");

    const forced = runCli(["backup", target, "--force", "--data", dataDir]);
    expect(forced.exitCode).toBe(0);
    const copy = new Database(target, { readonly: true });
    expect((copy.query("SELECT count(*) AS n FROM users").get() as { n: number }).n).toBe(1);
    copy.close();
  }, 30_000);
});

describe("bodies over the socket", () => {
  test("a chunked 70 KiB body gets 413, read no further than the cap", async () => {
    const server = await startServer(tempDir());
    const chunk = "x".repeat(8 * 1024);
    let body = "";
    for (let i = 0; i < 9; i++) body += `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
    body += "0\r\n\r\n";
    const answer = await rawHttp(
      server.port,
      `POST /api/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer).toStartWith("HTTP/1.1 413");
    expect(answer).toContain('"message":"Request body too large"');
  }, 30_000);
});

describe("a session cookie signed with an old secret", () => {
  test("on a page the UI is served (200 HTML) and the cookie cleared; on /api it is a JSON 401", async () => {
    const dataDir = tempDir();
    const uiDir = tempDir("rentfair-ui-");
    writeFileSync(join(uiDir, "index.html"), "<!doctype html><html><head><title>RentFair</title></head><body><div id=root></div></body></html>");
    const first = await startServer(dataDir, { SESSION_SECRET: "the-first-secret-0123456789", RENTFAIR_UI_DIR: uiDir });
    const reg = await register(first.base, "rotated");
    const cookie = reg.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toStartWith("rentfair_sid=");
    first.proc.kill("SIGTERM");
    await first.proc.exited;

    const second = await startServer(dataDir, { SESSION_SECRET: "the-second-secret-987654321", RENTFAIR_UI_DIR: uiDir });
    const page = await fetch(`${second.base}/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain('<div id=root>');
    expect(page.headers.get("set-cookie")).toMatch(/^rentfair_sid=;.*Max-Age=0/);

    const api = await fetch(`${second.base}/api/user`, { headers: { cookie } });
    expect(api.status).toBe(401);
    expect(api.headers.get("content-type")).toContain("application/json");
    expect(api.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  }, 30_000);
});

describe("security events are logged", () => {
  test("failed sign-ins, 429s, refused cross-site writes and admin actions: one line each, with the client address and no secret", async () => {
    const dataDir = tempDir();
    const server = await startServer(dataDir, { LOG_FORMAT: "json", TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: "4", ADMIN_EMAILS: "chief@example.test" });
    const from = (address: string, extra: Record<string, string> = {}) => ({ "content-type": "application/json", "x-forwarded-for": address, ...extra });
    const post = (path: string, body: unknown, headers: Record<string, string>) => fetch(`${server.base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });

    const admin = await post("/api/register", { username: "chief", email: "chief@example.test", password: "chief password" }, from("198.51.100.1"));
    expect(admin.status).toBe(201);
    const adminCookie = admin.headers.get("set-cookie")!.split(";")[0]!;
    const landlord = await post("/api/landlords", { name: "Logged Lettings", type: "company", location: "Austin, TX" }, from("198.51.100.1", { cookie: adminCookie }));
    expect(landlord.status).toBe(201);
    const landlordId = ((await landlord.json()) as { id: string }).id;

    expect((await post("/api/login", { email: "chief@example.test", password: "hunter2-not-it" }, from("203.0.113.5"))).status).toBe(401);
    for (let i = 0; i < 4; i++) await post("/api/login", { email: "x@example.test", password: "nope-nope" }, from("203.0.113.6"));
    const limited = await post("/api/login", { email: "x@example.test", password: "nope-nope" }, from("203.0.113.6"));
    expect(limited.status).toBe(429);
    expect((await post("/api/logout", {}, from("203.0.113.7", { origin: "https://evil.example" }))).status).toBe(403);
    const del = await fetch(`${server.base}/api/admin/landlords/${landlordId}`, { method: "DELETE", headers: from("198.51.100.1", { cookie: adminCookie }) });
    expect(del.status).toBe(204);
    // The server is another process: its last lines reach us when they reach us. Wait for the delete's line, not a fixed time.
    const deleted = `DELETE /api/admin/landlords/${landlordId}`;
    await server.logged(deleted);

    const lines = server
      .log()
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const events = lines.filter((l) => typeof l.event === "string");
    const of = (event: string) => events.filter((l) => l.event === event);
    expect(of("sign-in failed").map((l) => [l.client, l.email])).toEqual([
      ["203.0.113.5", "chief@example.test"],
      ["203.0.113.6", "x@example.test"],
      ["203.0.113.6", "x@example.test"],
      ["203.0.113.6", "x@example.test"],
      ["203.0.113.6", "x@example.test"],
    ]);
    expect(of("rate limited").map((l) => [l.client, l.path])).toEqual([["203.0.113.6", "/api/login"]]);
    expect(of("cross-site request refused").map((l) => [l.client, l.origin])).toEqual([["203.0.113.7", "https://evil.example"]]);
    const actions = of("admin action").map((l) => [l.client, l.action, l.status]);
    expect(actions).toContainEqual(["198.51.100.1", `DELETE /api/admin/landlords/${landlordId}`, 204]);
    expect(actions).toContainEqual(["198.51.100.1", "POST /api/landlords", 201]);
    const all = server.log();
    for (const secret of ["hunter2-not-it", "nope-nope", "chief password", adminCookie.split("=")[1]!]) expect(all).not.toContain(secret);
    const secretFile = readFileSync(join(dataDir, "session-secret"), "utf8").trim();
    expect(all).not.toContain(secretFile);
  }, 30_000);

  test("without a trusted proxy the address is the connection's own, in request lines and security events alike", async () => {
    // The hooks read it from the listening server (deps.listening), not from Elysia's per-request context.
    const server = await startServer(tempDir(), { LOG_FORMAT: "json" });
    expect((await fetch(`${server.base}/api/health`, { headers: { "x-forwarded-for": "203.0.113.9" } })).status).toBe(200);
    const refused = await fetch(`${server.base}/api/logout`, { method: "POST", headers: { "content-type": "application/json", origin: "https://evil.example" }, body: "{}" });
    expect(refused.status).toBe(403);
    for (let waited = 0; !server.log().includes("cross-site request refused") && waited < 10_000; waited += 50) await Bun.sleep(50);
    const lines = server.log().trim().split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.route === "/api/health")?.client).toBe("127.0.0.1");
    expect(lines.find((l) => l.event === "cross-site request refused")?.client).toBe("127.0.0.1");
  }, 30_000);
});
