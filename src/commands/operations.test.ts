// Process tests of docs/product-rules.md#running-it: restore, scheduled backups. Real servers, real commands.
import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli, runCliAsync, startServer, stopAll, tempDir } from "../test/server-process";
import { backupFileName } from "./scheduled-backups";

afterEach(stopAll);

const register = (base: string, n: number) =>
  fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: `user${n}`, email: `user${n}@example.test`, password: "correct horse" }),
  });

const usernames = (file: string) => {
  const db = new Database(file, { readonly: true });
  const names = new Set((db.query("SELECT username FROM users").all() as { username: string }[]).map((r) => r.username));
  db.close();
  return names;
};

describe("restore <file>", () => {
  test("a backup taken under load gives back every row it holds, and every row answered before it began", async () => {
    const dataDir = tempDir("restore");
    const server = await startServer(dataDir);
    const answered: number[] = [];
    let stop = false;
    let next = 0;
    const writer = async () => {
      while (!stop) {
        const id = next++;
        if ((await register(server.base, id)).status === 201) answered.push(id);
      }
    };
    const writers = [writer(), writer(), writer()];
    while (answered.length < 20) await Bun.sleep(20);
    const answeredBefore = [...answered];
    const target = join(tempDir("restore-copy"), "under-load.db");
    const backup = await runCliAsync(["backup", target, "--data", dataDir]);
    const answeredAfterBackup = answered.length;
    await Bun.sleep(300); // more writes after the backup, which the restore must take away
    stop = true;
    await Promise.all(writers);
    expect(backup.exitCode).toBe(0);
    expect(answered.length).toBeGreaterThan(answeredAfterBackup);
    expect(await server.stop()).toBe(0);

    const inBackup = usernames(target);
    for (const id of answeredBefore) expect(inBackup.has(`user${id}`)).toBe(true);

    const restore = runCli(["restore", target, "--data", dataDir]);
    expect(restore.stderr).toBe("");
    expect(restore.exitCode).toBe(0);
    expect(restore.stdout).toContain("integrity ok");
    expect(restore.stdout).toContain("rentfair.db.before-restore");
    const live = join(dataDir, "rentfair.db");
    const kept = /kept as (\S+)/.exec(restore.stdout)![1]!;
    expect(kept.startsWith(`${live}.before-restore`)).toBe(true);
    expect(statSync(live).mode & 0o777).toBe(0o600);
    expect(statSync(kept).mode & 0o777).toBe(0o600);
    // The old database is whole on its own: every answered write, including those after the backup.
    const old = usernames(kept);
    for (const id of answered) expect(old.has(`user${id}`)).toBe(true);

    // The restarted server serves exactly the backup's rows: its accounts sign in, later ones do not exist.
    const again = await startServer(dataDir);
    expect(usernames(live)).toEqual(inBackup);
    for (const name of [...inBackup].slice(0, 3)) {
      const res = await fetch(`${again.base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: `${name}@example.test`, password: "correct horse" }) });
      expect(res.status).toBe(200);
    }
    const lost = answered.find((id) => !inBackup.has(`user${id}`));
    expect(lost).toBeDefined();
    expect((await fetch(`${again.base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: `user${lost}@example.test`, password: "correct horse" }) })).status).toBe(401);
  }, 90_000);

  test("is refused while a server holds the data folder, and changes nothing", async () => {
    const dataDir = tempDir("restore-busy");
    const server = await startServer(dataDir);
    expect((await register(server.base, 1)).status).toBe(201);
    const target = join(tempDir("restore-busy-copy"), "copy.db");
    expect(runCli(["backup", target, "--data", dataDir]).exitCode).toBe(0);
    expect((await register(server.base, 2)).status).toBe(201);

    const restore = runCli(["restore", target, "--data", dataDir]);
    expect(restore.exitCode).toBe(2);
    expect(restore.stderr.trim()).toMatch(/^rentfair: a RentFair server is running on .*: stop it first/);
    expect(readdirSync(dataDir).filter((n) => n.startsWith("rentfair.db.before-restore"))).toEqual([]);
    // The server goes on with both accounts.
    const login = await fetch(`${server.base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "user2@example.test", password: "correct horse" }) });
    expect(login.status).toBe(200);
  }, 60_000);

  test("refuses a file that is not a whole RentFair database", () => {
    const dataDir = tempDir("restore-bad");
    const junk = join(tempDir("restore-junk"), "junk.db");
    writeFileSync(junk, "not a database at all, just text ".repeat(200));
    const res = runCli(["restore", junk, "--data", dataDir]);
    expect(res.exitCode).toBe(2);
    expect(res.stderr).toContain("not a SQLite database");
    const other = join(tempDir("restore-other"), "other.db");
    const db = new Database(other);
    db.exec("CREATE TABLE notes (x TEXT)");
    db.close();
    const res2 = runCli(["restore", other, "--data", dataDir]);
    expect(res2.exitCode).toBe(2);
    expect(res2.stderr).toContain("is not a RentFair database");
    expect(existsSync(join(dataDir, "rentfair.db"))).toBe(false);
  });
});

describe("a second restore destroys the first safety copy", () => {
  test("each restore keeps the database it replaced under a new name with its UTC time; none is overwritten", async () => {
    const dataDir = tempDir("restore-twice");
    const copyDir = tempDir("restore-twice-copy");
    let server = await startServer(dataDir);
    expect((await register(server.base, 1)).status).toBe(201);
    const backup = join(copyDir, "one.db");
    expect(runCli(["backup", backup, "--data", dataDir]).exitCode).toBe(0);
    expect((await register(server.base, 2)).status).toBe(201); // in no backup
    expect(await server.stop()).toBe(0);

    const kept = (stdout: string) => /kept as (\S+)/.exec(stdout)![1]!;
    const first = runCli(["restore", backup, "--data", dataDir]);
    expect(first.exitCode).toBe(0);
    const firstCopy = kept(first.stdout);
    expect(firstCopy).toMatch(/rentfair\.db\.before-restore-\d{4}-\d{2}-\d{2}T\d{6}\.\d{3}Z(-\d+)?$/);

    server = await startServer(dataDir);
    expect((await register(server.base, 3)).status).toBe(201); // in no backup either
    expect(await server.stop()).toBe(0);
    const second = runCli(["restore", backup, "--data", dataDir]);
    expect(second.exitCode).toBe(0);
    const secondCopy = kept(second.stdout);
    expect(secondCopy).not.toBe(firstCopy);

    // Both safety copies are there, each with the writes only it holds.
    expect(usernames(firstCopy).has("user2")).toBe(true);
    expect(usernames(secondCopy).has("user3")).toBe(true);
    expect(usernames(secondCopy).has("user2")).toBe(false);
    expect(readdirSync(dataDir).filter((n) => n.startsWith("rentfair.db.before-restore")).length).toBe(2);
  }, 60_000);
});

describe("scheduled backups", () => {
  test("BACKUP_EVERY and BACKUP_KEEP: a backup appears on schedule, old ones are pruned, other files stay, each run is logged", async () => {
    const dataDir = tempDir("sched");
    const backupDir = tempDir("sched-backups");
    // Three old backups (a day apart, the newest a day old, so the first run is due at once) and a file of the operator's.
    const day = 86_400_000;
    const old = [3, 2, 1].map((d) => backupFileName(new Date(Date.now() - d * day)));
    for (const name of old) writeFileSync(join(backupDir, name), "old");
    writeFileSync(join(backupDir, "notes.txt"), "mine");
    // 0.0005 h = 1.8 s between runs.
    const server = await startServer(dataDir, { BACKUP_DIR: backupDir, BACKUP_EVERY: "0.0005", BACKUP_KEEP: "2", LOG_FORMAT: "json" });
    expect((await register(server.base, 1)).status).toBe(201);

    const ours = () => readdirSync(backupDir).filter((n) => n.startsWith("rentfair-") && n.endsWith(".db")).sort();
    const runs = () =>
      server
        .log()
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.event === "backup");
    const deadline = Date.now() + 20_000;
    // A run's file appears before its log line reaches us through the server's output: wait for both.
    const done = () => ours().filter((n) => !old.includes(n)).length >= 2 && !ours().some((n) => old.includes(n)) && runs().length >= 2;
    while (Date.now() < deadline && !done()) await Bun.sleep(100);
    const now = ours();
    const fresh = now.filter((n) => !old.includes(n));
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    expect(now.length).toBeLessThanOrEqual(2 + 1); // a run may sit between writing and pruning
    for (const name of old) expect(now).not.toContain(name);
    expect(existsSync(join(backupDir, "notes.txt"))).toBe(true);

    const newest = join(backupDir, fresh.at(-1)!);
    expect(statSync(newest).mode & 0o777).toBe(0o600);
    expect(usernames(newest).has("user1")).toBe(true);
    const logged = runs();
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toMatchObject({ level: "info", pruned: expect.arrayContaining([old[0]]) });
    expect(String(logged[0]!.message)).toContain("scheduled backup written");
  }, 60_000);
});

describe("a scheduled backup freezes the site", () => {
  test("while a scheduled backup of a database over 100 MB runs, health and search keep their p99 under 100 ms", async () => {
    const dataDir = tempDir("frozen");
    const backupDir = tempDir("frozen-backups");
    // Over 100 MB fast: the migrated database from `rentfair backup` of nothing (it creates it), then
    // large rows written straight into SQLite: 1,100 contact messages of 100 KB each.
    expect(runCli(["backup", join(tempDir("frozen-first"), "empty.db"), "--data", dataDir]).exitCode).toBe(0);
    const db = new Database(join(dataDir, "rentfair.db"));
    db.exec("PRAGMA synchronous = OFF");
    const insert = db.prepare("INSERT INTO contact_messages (name, email, subject, message, status, created_at) VALUES (?, ?, ?, ?, 'new', ?)");
    const chunk = "All work and no play makes Jack a dull boy. ".repeat(2_400);
    db.transaction(() => {
      for (let i = 0; i < 1_100; i++) insert.run(`n${i}`, `n${i}@example.test`, "padding", `${i} ${chunk}`, new Date().toISOString());
    })();
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    db.close();
    expect(statSync(join(dataDir, "rentfair.db")).size).toBeGreaterThan(100 * 1024 * 1024);

    // 0.001 h = 3.6 s: the first run is one interval after start (never at start-up).
    const server = await startServer(dataDir, { BACKUP_DIR: backupDir, BACKUP_EVERY: "0.001", BACKUP_KEEP: "1", LOG_FORMAT: "json" });
    const written = () => server.log().includes("scheduled backup written");
    const during: number[] = [];
    let sawBackupRunning = false;
    const deadline = Date.now() + 60_000;
    // Four clients, each asking again as soon as it is answered, until the backup is written: a
    // request that starts while the backup's temporary file exists is timed. A server that stops
    // answering keeps all four waiting, so its slow answers are all there is in that window.
    const client = async (first: number) => {
      for (let i = first; !written() && Date.now() < deadline; i++) {
        const running = readdirSync(backupDir).some((n) => n.includes(".tmp-"));
        sawBackupRunning ||= running;
        const url = i % 2 ? `${server.base}/api/health` : `${server.base}/api/landlords/search?q=smith`;
        const started = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        if (running) during.push(performance.now() - started);
      }
    };
    await Promise.all([0, 1, 2, 3].map(client));
    expect(written()).toBe(true);
    expect(sawBackupRunning).toBe(true);
    expect(during.length).toBeGreaterThan(20);
    during.sort((a, b) => a - b);
    const p99 = during[Math.min(during.length - 1, Math.floor(during.length * 0.99))]!;
    expect(p99).toBeLessThan(100);
    // The backup is whole: the padding made it across.
    const copy = readdirSync(backupDir).find((n) => n.startsWith("rentfair-") && n.endsWith(".db"))!;
    expect(statSync(join(backupDir, copy)).size).toBeGreaterThan(100 * 1024 * 1024);
  }, 120_000);
});
