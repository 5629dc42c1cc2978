// The one place that opens SQLite and sets its pragmas.
//
// - busy_timeout first: switching to WAL takes a lock, and another process (a running server
//   while `rentfair backup` starts) may hold one; waiting beats failing.
// - journal_mode=WAL: readers never block the writer, and a backup can run beside the server.
// - synchronous=FULL: every commit fsyncs the WAL. NORMAL would already survive a kill -9 of the
//   process (the OS keeps the written pages), but could lose the last commits on a power cut.
//   Reviews are people's testimony, so nothing is answered before it is on disk. Two exceptions,
//   both durable before their answer: the batches of a long operation (tx.ts batchCommit), made
//   durable by its last write, and a serving connection (index.ts openSqliteStore), which commits
//   at NORMAL and fsyncs off its thread, each answer waiting for it (commit-syncs.ts).
// - Checkpoints: a serving process moves them to a worker thread (checkpointer.ts, started by
//   index.ts openSqliteStore), so no commit of the server's one thread copies the WAL back.
// - foreign_keys=ON: SQLite leaves them off per connection; the cascades of the schema need them.
// - cache_size=-32000 (32 MB of pages, as PocketBase's core/db_connect.go sets it): SQLite's
//   default of 2 MB kept so few of the pages an ordinary review write walks (its landlord's, its
//   author's, its building's and the reviews' nine indexes' leaves) that each write read ~20 pages
//   back from the file, one pread each; with 32 MB ~6.5 (strace of the server, growth size a: issue 32).
// Write transactions use BEGIN IMMEDIATE (see tx.ts `write`), so two writers queue on busy_timeout
// instead of one failing with SQLITE_BUSY when it upgrades a read lock.
import { Database } from "bun:sqlite";
import { chmodSync, existsSync } from "node:fs";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema";
import { applyDataMigrations, applyMigrations } from "./migrate";
import { assignBuildings } from "./buildings";
import { landlordKey } from "../../contract/names";
import { publicAddress } from "../../contract/address";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };
/** An open write transaction (tx.ts `write`). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What repository functions run on: the database, or a transaction a service opened around several of them. */
export type Executor = Db | Tx;

/**
 * The database, its WAL and shared memory hold password hashes and session ids: owner-only
 * (docs/product-rules.md#limits). SQLite gives -wal and -shm the database file's mode, and cli.ts sets umask 077;
 * this also tightens files an older version left at 644.
 */
function restrictModes(path: string): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(file)) chmodSync(file, 0o600);
}

export function openDatabase(path: string): Db {
  const onDisk = path !== ":memory:" && path !== "";
  const sqlite = new Database(path, { create: true, strict: true });
  if (onDisk) restrictModes(path);
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA journal_mode = WAL");
  if (onDisk) restrictModes(path);
  sqlite.exec("PRAGMA synchronous = FULL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA cache_size = -32000");
  // Issue 32: drizzle's bun-sqlite session prepares every query's statement afresh
  // (Database.prepare); the profile of POST /api/reviews spent more time in SQLite's prepare than in
  // running the statements. Database.query is the same prepare, cached by the statement's text, and
  // drizzle runs each statement to its end before the next, so sharing one per text is safe.
  const prepareFresh = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((query: string, ...params: never[]) => (params.length ? prepareFresh(query, ...params) : sqlite.query(query))) as typeof sqlite.prepare;
  const db = drizzle({ client: sqlite, schema }) as Db;
  applyMigrations(db);
  applyDataMigrations(db, { keyOf: landlordKey, assignBuildings: (d) => void assignBuildings(d, null), buildingOf: publicAddress });
  return db;
}

