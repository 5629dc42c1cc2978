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
const tempStore = (db: Db) => (db.$client.query("PRAGMA temp_store").get() as { temp_store: number }).temp_store;
const DEFAULT = 0;
const MEMORY = 2;
const probeRows = (db: Db) => (db.$client.query("SELECT count(*) AS n FROM probe").get() as { n: number }).n;

/**
 * `around` a write: the setting `read` says is `during` inside it, and `after` before it and once it
 * committed or failed; a failed write leaves nothing. The database, with the one committed probe row.
 */
function settingAroundWrites(around: (db: Db, run: () => number) => number, read: (db: Db) => number, during: number, after: number): Db {
  const db = open();
  expect(read(db)).toBe(after);
  db.$client.exec("CREATE TABLE probe (x INTEGER)");
  const seen = around(db, () => writeTx(db, () => (db.$client.query("INSERT INTO probe VALUES (1)").run(), read(db))));
  expect(seen).toBe(during);
  expect(read(db)).toBe(after);
  expect(() =>
    around(db, () =>
      writeTx(db, () => {
        db.$client.query("INSERT INTO probe VALUES (2)").run();
        throw new Error("cut short");
      }),
    ),
  ).toThrow("cut short");
  expect(read(db)).toBe(after);
  // The failed write left nothing: each is all or nothing.
  expect(probeRows(db)).toBe(1);
  return db;
}

test("a batch commits at NORMAL, and the connection is at FULL again after it, whether it commits or fails", () => {
  settingAroundWrites(batchCommit, synchronous, NORMAL, FULL);
});

test("a small write keeps its statement journal in memory, and the connection is back at the default after it, whether it commits or fails", () => {
  const db = settingAroundWrites(inMemoryJournal, tempStore, MEMORY, DEFAULT);
  // Inside a transaction already open the setting is left alone (SQLite chose the journal's place as it began).
  expect(writeTx(db, () => inMemoryJournal(db, () => writeTx(db, () => (db.$client.query("INSERT INTO probe VALUES (3)").run(), tempStore(db)))))).toBe(DEFAULT);
  expect(probeRows(db)).toBe(2);
});
