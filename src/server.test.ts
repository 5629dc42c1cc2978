// The real process: the CLI started as `npm start` starts it, on a real port and a file database.
import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";

const cli = join(import.meta.dir, "cli.ts");
const running: Subprocess[] = [];
afterEach(() => {
  for (const p of running.splice(0)) p.kill("SIGKILL");
});

async function startServer(dataDir: string) {
  const proc = Bun.spawn([process.execPath, cli, "--port", "0", "--host", "127.0.0.1", "--data", dataDir], {
    env: { ...process.env, RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "info", RENTFAIR_UI_DIR: "" },
    stdout: "pipe",
    stderr: "pipe",
  });
  running.push(proc);
  const reader = proc.stderr.getReader();
  let log = "";
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    log += new TextDecoder().decode(value);
    const m = log.match(/listening on http:\/\/[^:]+:(\d+)/);
    if (m) {
      reader.releaseLock();
      return { proc, base: `http://127.0.0.1:${m[1]}` };
    }
  }
  throw new Error(`server did not start:\n${log}`);
}

const register = (base: string, n: number) =>
  fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: `user${n}`, email: `user${n}@example.test`, password: "correct horse" }),
  });

describe("the server process", () => {
  test("answers health, then shuts down cleanly with exit 0 on SIGTERM", async () => {
    const { proc, base } = await startServer(mkdtempSync(join(tmpdir(), "rentfair-srv-")));
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: "ok" });
    proc.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
  });

  test("loses no answered write when killed with SIGKILL in the middle of writing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rentfair-srv-"));
    const { proc, base } = await startServer(dataDir);
    const answered: number[] = [];
    let n = 0;
    const writer = async () => {
      for (;;) {
        const id = n++;
        try {
          const res = await register(base, id);
          if (res.status === 201) answered.push(id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    while (answered.length < 15) await Bun.sleep(20);
    proc.kill("SIGKILL");
    await Promise.all(writers);
    const db = new Database(join(dataDir, "rentfair.db"));
    const names = new Set((db.query("SELECT username FROM users").all() as { username: string }[]).map((r) => r.username));
    db.close();
    for (const id of answered) expect(names.has(`user${id}`)).toBe(true);
  }, 30_000);

  test("`backup` makes a consistent copy while the server is writing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rentfair-srv-"));
    const { base } = await startServer(dataDir);
    for (let i = 0; i < 5; i++) expect((await register(base, i)).status).toBe(201);
    let stop = false;
    let i = 100;
    const writing = (async () => {
      while (!stop) await register(base, i++);
    })();
    const target = join(mkdtempSync(join(tmpdir(), "rentfair-copy-")), "copy.db"); // never inside DATA_DIR (docs/product-rules.md#limits)
    const backup = Bun.spawnSync([process.execPath, cli, "backup", target, "--data", dataDir], { env: { ...process.env, LOG_LEVEL: "silent" } });
    stop = true;
    await writing;
    expect(backup.exitCode).toBe(0);
    expect(backup.stdout.toString()).toContain("integrity ok");
    const copy = new Database(target, { readonly: true });
    expect(copy.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    expect((copy.query("SELECT count(*) AS n FROM users").get() as { n: number }).n).toBeGreaterThanOrEqual(5);
    copy.close();
  }, 30_000);
});

describe("the command line", () => {
  const run = (...args: string[]) => Bun.spawnSync([process.execPath, cli, ...args], { env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), "rentfair-cli-")) } });

  test("a bad setting exits 2 with one line and no stack trace", () => {
    const res = run("--port", "abc");
    expect(res.exitCode).toBe(2);
    expect(res.stderr.toString().trim()).toBe('rentfair: port must be a whole number, got "abc"');
  });

  test("--help lists the settings and commands", () => {
    const res = run("--help");
    expect(res.exitCode).toBe(0);
    expect(res.stdout.toString()).toContain("backup <file>");
    expect(res.stdout.toString()).toContain("RATE_LIMIT_PER_MINUTE");
  });

  test("admin grant and revoke flip an account's rights, and name unknown e-mails", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rentfair-cli-"));
    const { proc, base } = await startServer(dataDir);
    expect((await register(base, 1)).status).toBe(201);
    proc.kill("SIGTERM");
    await proc.exited;
    const admin = (...args: string[]) => Bun.spawnSync([process.execPath, cli, "admin", ...args, "--data", dataDir]);
    expect(admin("grant", "USER1@example.test").stdout.toString()).toContain("is now an admin");
    const isAdmin = () => (new Database(join(dataDir, "rentfair.db")).query("SELECT is_admin FROM users").get() as { is_admin: number }).is_admin;
    expect(isAdmin()).toBe(1);
    expect(admin("revoke", "user1@example.test").exitCode).toBe(0);
    expect(isAdmin()).toBe(0);
    const unknown = admin("grant", "nobody@example.test");
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr.toString()).toContain("no account with e-mail nobody@example.test");
  }, 30_000);
});
