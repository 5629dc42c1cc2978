// A long operation's batch commits without waiting for the disk (tx.ts batchCommit, issue 32); every
// other write on the connection still waits for it (synchronous=FULL: reviews are people's testimony).
// A small write's statement journal is kept in memory (tx.ts inMemoryJournal), the connection's setting left as it was.
import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "./connection";
import { batchCommit, inMemoryJournal, writeTx } from "./tx";

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.$client.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(): Db {
  const dir = mkdtempSync(join(tmpdir(), "rentfair-batch-commit-"));
  dirs.push(dir);
  const db = openDatabase(join(dir, "rentfair.db"));
  dbs.push(db);
  return db;
}
const synchronous = (db: Db) => (db.$client.query("PRAGMA synchronous").get() as { synchronous: number }).synchronous;
const FULL = 2;
const NORMAL = 1;

test("a batch commits at NORMAL, and the connection is at FULL again after it, whether it commits or fails", () => {
  const db = open();
  expect(synchronous(db)).toBe(FULL);
  db.$client.exec("CREATE TABLE batch_probe (x INTEGER)");
  const seen = batchCommit(db, () => writeTx(db, () => (db.$client.query("INSERT INTO batch_probe VALUES (1)").run(), synchronous(db))));
  expect(seen).toBe(NORMAL);
  expect(synchronous(db)).toBe(FULL);
  expect(() =>
    batchCommit(db, () =>
      writeTx(db, () => {
        db.$client.query("INSERT INTO batch_probe VALUES (2)").run();
        throw new Error("cut short");
      }),
    ),
  ).toThrow("cut short");
  expect(synchronous(db)).toBe(FULL);
  // The failed batch left nothing: each batch is all or nothing.
  expect((db.$client.query("SELECT count(*) AS n FROM batch_probe").get() as { n: number }).n).toBe(1);
});

const tempStore = (db: Db) => (db.$client.query("PRAGMA temp_store").get() as { temp_store: number }).temp_store;
const DEFAULT = 0;
const MEMORY = 2;

test("a small write keeps its statement journal in memory, and the connection is back at the default after it, whether it commits or fails", () => {
  const db = open();
  expect(tempStore(db)).toBe(DEFAULT);
  db.$client.exec("CREATE TABLE journal_probe (x INTEGER)");
  const seen = inMemoryJournal(db, () => writeTx(db, () => (db.$client.query("INSERT INTO journal_probe VALUES (1)").run(), tempStore(db))));
  expect(seen).toBe(MEMORY);
  expect(tempStore(db)).toBe(DEFAULT);
  expect(() =>
    inMemoryJournal(db, () =>
      writeTx(db, () => {
        db.$client.query("INSERT INTO journal_probe VALUES (2)").run();
        throw new Error("cut short");
      }),
    ),
  ).toThrow("cut short");
  expect(tempStore(db)).toBe(DEFAULT);
  expect((db.$client.query("SELECT count(*) AS n FROM journal_probe").get() as { n: number }).n).toBe(1);
  // Inside a transaction already open the setting is left alone (SQLite chose the journal's place as it began).
  expect(writeTx(db, () => inMemoryJournal(db, () => writeTx(db, () => (db.$client.query("INSERT INTO journal_probe VALUES (3)").run(), tempStore(db)))))).toBe(DEFAULT);
  expect((db.$client.query("SELECT count(*) AS n FROM journal_probe").get() as { n: number }).n).toBe(2);
});
