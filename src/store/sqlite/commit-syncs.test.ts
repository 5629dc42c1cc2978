// A serving SQLite connection commits without waiting for the disk, and every answer waits for the
// fsync of what it committed instead (commit-syncs.ts, issue 32). The WAL's real fdatasync runs in
// each test; the tests hold it (or make it fail) to see who waits for it.
import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "./connection";
import { deferCommitSyncs, walFileSync, type CommitSyncs } from "./commit-syncs";
import { batchCommit, writeTx } from "./tx";
import { createSqliteStore } from "./index";
import { createEvents } from "../../events";
import { createLogger } from "../../lib/logger";
import { loadConfig } from "../../config";
import { createDeps } from "../../deps";
import { createApp } from "../../app";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The WAL's real fdatasync, held until the test releases each one (or fails it), with what each found. */
class HeldWal {
  readonly real: ReturnType<typeof walFileSync>;
  readonly started: { release: () => void; fail: (error: Error) => void; ended: boolean }[] = [];
  private waiters: (() => void)[] = [];
  /** Set as the test ends: every fsync from then on runs at once. */
  unheld = false;
  constructor(path: string) {
    this.real = walFileSync(path);
  }
  sync = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      let letGo = false;
      const held = {
        ended: false,
        release: () => {
          if (letGo) return;
          letGo = true;
          void this.real.sync().then(() => ((held.ended = true), resolve()), reject);
        },
        fail: (error: Error) => ((letGo = held.ended = true), reject(error)),
      };
      this.started.push(held);
      if (this.unheld) held.release();
      for (const wake of this.waiters.splice(0)) wake();
    });
  close = () => this.real.close();
  /** Resolves once `n` syncs have begun (condition, not clock). */
  async begun(n: number): Promise<void> {
    while (this.started.length < n) await new Promise<void>((wake) => this.waiters.push(wake));
  }
}

function servingDatabase(): { db: Db; path: string; wal: HeldWal; syncs: CommitSyncs } {
  const dir = mkdtempSync(join(tmpdir(), "rentfair-commit-syncs-"));
  const path = join(dir, "rentfair.db");
  const db = openDatabase(path);
  db.$client.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)");
  const wal = new HeldWal(path);
  const syncs = deferCommitSyncs(db, path, wal);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => db.$client.close());
  cleanups.push(async () => {
    wal.unheld = true;
    for (const held of wal.started) held.release();
    await syncs.stop();
  });
  return { db, path, wal, syncs };
}

const note = (db: Db, text: string) => writeTx(db, () => db.$client.query("INSERT INTO notes (text) VALUES (?)").run(text));

/** Waits for everything committed so far: not done while fsync number `index` is held, done once it is let go. */
async function durableOnceReleased(syncs: CommitSyncs, wal: HeldWal, index: number): Promise<void> {
  const durable = syncs.through();
  expect(await settled(durable)).toBe(false);
  wal.started[index]!.release();
  await durable;
}

/** Whether `p` has settled once everything already able to run has (a turn of the event loop). */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise<void>((resolve) => setImmediate(resolve));
  return done;
}

test("a serving connection commits at NORMAL; what it committed is durable only once an fsync begun after the commit ends", async () => {
  const { db, wal, syncs } = servingDatabase();
  expect(db.$client.query("PRAGMA synchronous").get()).toEqual({ synchronous: 1 });
  // Nothing committed yet: nothing to wait for, no fsync.
  await syncs.through();
  expect(await syncs.durably(async () => "read only")).toBe("read only");
  expect(wal.started).toHaveLength(0);

  note(db, "first");
  // The commit started its fsync already, on the thread pool.
  expect(wal.started).toHaveLength(1);
  await durableOnceReleased(syncs, wal, 0);
  expect(wal.started).toHaveLength(1);
  // The row is there, and a second wait asks for no other fsync.
  expect(db.$client.query("SELECT text FROM notes").all()).toEqual([{ text: "first" }]);
  await syncs.through();
  expect(wal.started).toHaveLength(1);
});

test("commits made while an fsync runs share the next one (group commit), and none is answered by the fsync that began before it", async () => {
  const { db, wal, syncs } = servingDatabase();
  note(db, "before");
  const first = syncs.through();
  const later: Promise<void>[] = [];
  for (let i = 0; i < 5; i++) {
    note(db, `while ${i}`);
    later.push(syncs.through());
  }
  // One fsync running (begun before the five), none more yet.
  expect(wal.started).toHaveLength(1);
  wal.started[0]!.release();
  await first;
  // The first's end did not answer the five: their own fsync began, one for all of them.
  await wal.begun(2);
  for (const p of later) expect(await settled(p)).toBe(false);
  wal.started[1]!.release();
  await Promise.all(later);
  expect(wal.started).toHaveLength(2);
});

test("after an fsync the disk refused, every later write's wait fails too, and a reader's does not", async () => {
  const { db, wal, syncs } = servingDatabase();
  note(db, "refused");
  const failing = syncs.through();
  wal.started[0]!.fail(new Error("EIO: i/o error, fdatasync"));
  await expect(failing).rejects.toThrow("EIO");
  // The pages the disk refused may be lost while later frames chain onto them: no later write is trusted to a sync.
  note(db, "after the refusal");
  await expect(syncs.durably(async () => note(db, "a request's own"))).rejects.toThrow("EIO");
  await expect(syncs.through()).rejects.toThrow("EIO");
  expect(wal.started).toHaveLength(1);
  // A request that committed nothing is answered as before.
  expect(await syncs.durably(async () => "read only")).toBe("read only");
});

test("a long operation's batches start no fsync of their own; the wait after them covers them", async () => {
  const { db, wal, syncs } = servingDatabase();
  for (let i = 0; i < 3; i++) batchCommit(db, () => note(db, `batch ${i}`));
  expect(wal.started).toHaveLength(0);
  await durableOnceReleased(syncs, wal, 0);
  expect(wal.started).toHaveLength(1);
});

test("a writeTx nested in a transaction begins no fsync before the outer commit, and the answer waits for one begun after it", async () => {
  const { db, wal, syncs } = servingDatabase();
  // Nested in a raw transaction (its changes not writeTx's), then in another writeTx.
  const nestings: [string, (inside: () => void) => void][] = [
    ["a raw transaction", (inside) => db.$client.transaction(inside)()],
    ["a writeTx", (inside) => writeTx(db, inside)],
  ];
  for (const [outer, nest] of nestings) {
    const before = wal.started.length;
    let begunInside = -1;
    const answered = syncs.durably(async () =>
      nest(() => {
        db.$client.query("INSERT INTO notes (text) VALUES (?)").run(`outer, in ${outer}`);
        note(db, `nested in ${outer}`);
        begunInside = wal.started.length - before;
      }),
    );
    // Nothing was committed inside: an fsync begun there could end before the outer commit is written.
    expect({ outer, begunInside }).toEqual({ outer, begunInside: 0 });
    await wal.begun(before + 1);
    expect(await settled(answered)).toBe(false);
    wal.started[before]!.release();
    await answered;
    expect(db.$client.query("SELECT count(*) AS n FROM notes WHERE text LIKE ?").get(`%${outer}`)).toEqual({ n: 2 });
  }
});

test("a request that committed nothing does not wait for the fsync of another's sign-up, sign-in, language, sign-out or session sweep", async () => {
  const { db, wal, syncs } = servingDatabase();
  const store = createSqliteStore(db, createEvents(createLogger("silent")));
  let letReaderEnd!: () => void;
  const readerMayEnd = new Promise<void>((resolve) => (letReaderEnd = resolve));
  const reader = syncs.durably(async () => {
    await readerMayEnd;
    return "read";
  });
  // Another visitor's writes, made while the reader is being handled (outside its scope, as another request's are).
  const user = await store.users.create({ username: "besides", email: "besides@example.test", passwordHash: "x", isAdmin: 0 });
  await store.users.setAdmin(user.id, 0);
  await store.users.setLocale(user.id, "en");
  const { sid } = await store.sessions.create(user.id);
  await store.sessions.delete(sid);
  await store.sessions.create(user.id);
  writeTx(db, () => db.$client.query("UPDATE sessions SET expire = 0").run()); // expired, for the sweep
  expect(await store.sessions.deleteExpired()).toBe(1);
  // Each began its own fsync, held: the reader, which wrote nothing, is answered without them.
  const held = wal.started.length;
  expect(held).toBeGreaterThan(0);
  letReaderEnd();
  expect(await settled(reader)).toBe(true);
  expect(await reader).toBe("read");
  expect(wal.started).toHaveLength(held);
});

test("the server answers a write only once its fsync has ended, and a read that wrote nothing without one", async () => {
  const { db, path, wal } = servingDatabase();
  const config = loadConfig(new Map(), { DATA_DIR: join(path, ".."), SESSION_SECRET: "test-secret-0123456789", RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent" });
  const log = createLogger(config.logLevel);
  const events = createEvents(log);
  const app = createApp(createDeps(config, createSqliteStore(db, events), events, log));
  const json = { "content-type": "application/json", origin: "http://localhost" };
  // Signing up, every fsync it begins let go as it begins.
  const register = app.handle(new Request("http://localhost/api/register", { method: "POST", headers: json, body: JSON.stringify({ username: "walwaiter", email: "walwaiter@example.test", password: "correct horse" }) }));
  while (!(await settled(register))) {
    // Each let go before the next is waited for: one may have begun while the answer was looked at.
    for (const held of wal.started) held.release();
    await Promise.race([register, wal.begun(wal.started.length + 1)]);
  }
  const registered = await register;
  expect(registered.status).toBe(201);
  const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;

  // A review: committed, its fsync begun, its answer made; but not sent while the fsync is held.
  const before = wal.started.length;
  const review = app.handle(
    new Request("http://localhost/api/reviews", {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ landlordData: { name: "Held Fsync Holdings", type: "company", location: "Austin, TX" }, overallRating: 4, responsivenessRating: 4, maintenanceRating: 3, fairnessRating: 5, reviewText: "Written while the disk has not said yes yet.", propertyAddress: "1 Wait Street", lengthOfResidence: "1-2 years", monthlyRent: 1500, rentPeriod: "monthly", utilitiesIncluded: "false" }),
    }),
  );
  await wal.begun(before + 1);
  for (let turn = 0; turn < 20; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
  expect(await settled(review)).toBe(false);
  expect(db.$client.query("SELECT count(*) AS n FROM reviews").get()).toEqual({ n: 1 });
  // Another visitor, who wrote nothing, is answered meanwhile: nobody waits for a fsync not theirs.
  const visitor = await app.handle(new Request("http://localhost/api/reviews/recent"));
  expect(visitor.status).toBe(200);
  expect(await settled(review)).toBe(false);
  wal.started[before]!.release();
  expect((await review).status).toBe(201);

  const syncsAfterWrite = wal.started.length;
  const read = await app.handle(new Request("http://localhost/api/health"));
  expect(read.status).toBe(200);
  expect(wal.started).toHaveLength(syncsAfterWrite);

  // The disk refuses every fsync (the one the commit began, and the one the answer's wait begins
  // again if that failed first): the write's answer says something went wrong, not that it was saved.
  const signOut = app.handle(new Request("http://localhost/api/logout", { method: "POST", headers: { ...json, cookie, "accept-language": "es" } }));
  while (!(await settled(signOut))) {
    for (const held of wal.started.slice(syncsAfterWrite)) if (!held.ended) held.fail(new Error("EIO: i/o error, fdatasync"));
    await Promise.race([signOut, wal.begun(wal.started.length + 1)]);
  }
  expect(wal.started.length).toBeGreaterThan(syncsAfterWrite);
  const refused = await signOut;
  expect(refused.status).toBe(500);
  // In the reader's language, as every error answer (plugins/errors.ts).
  expect(await refused.json()).toEqual({ code: "server.error", message: "Algo salió mal de nuestro lado. Vuelva a intentarlo." });
});
