// Writes on SQLite, with their change events raised by construction (docs/architecture.md, "Stores").
//
// `write` is the one way the SQLite stores open a write transaction: BEGIN IMMEDIATE (the write
// lock up front, so two writers queue on busy_timeout instead of one failing with SQLITE_BUSY when
// it upgrades a read lock), and a `raise` for the change events of src/events.ts. The events are
// published once the transaction has committed and dropped when it rolls back, so listeners never
// see a change that did not happen. A `landlord.changed` is published with the landlord's search
// document as committed (read after the commit on the same connection), so the search module is fed
// by events alone and never reads the database behind a change.
//
// bun:sqlite transactions are synchronous: an async callback would commit at its first `await`.
// The stores' methods are therefore whole operations that run synchronously inside `write` and
// return a resolved promise to their callers.
import { SQLiteError } from "bun:sqlite";
import type { Db, Tx } from "./connection";
import type { Events } from "../../events";
import { searchDoc } from "./search-docs";
import { BuildingsTouched } from "../buildings-touched";
import { AddressesTouched, type AddressesRaise } from "../addresses-touched";
import { commitSyncsOf } from "./commit-syncs";

/** What a store raises inside its transaction; the landlord's search document is added on publication. */
export interface RaisedEvents {
  /**
   * A landlord was created, or its row, its figures or its reviews changed. `building`: the one
   * building a review moved into or out of (its answer changed), null when the change touched no
   * building (a review with none, an author anonymised); absent: not known (a rename, a recount).
   * `fanOut`: the write queued a follow fan-out job (reviews.create); the published event says so.
   */
  "landlord.changed": { landlordId: string; building?: string | null; addresses?: AddressesRaise; fanOut?: true };
  /** A landlord was deleted (its reviews with it). */
  "landlord.removed": { landlordId: string };
}
export type Raise = <K extends keyof RaisedEvents>(name: K, payload: RaisedEvents[K]) => void;

/** What every SQLite store is made from. */
export interface SqliteContext {
  db: Db;
  events: Events;
}

/**
 * Per database: a drizzle transaction to run statements on and bun:sqlite's BEGIN IMMEDIATE wrapper,
 * each made once. drizzle's `db.transaction` built both on every call: a transaction object whose
 * constructor sets up a query builder for every table of the schema, and bun:sqlite's wrapper
 * functions, ~3% of the server thread's time in an ordinary review write (issue 32). The
 * transaction object holds no state of its own between transactions (bun:sqlite is synchronous:
 * one transaction at a time on the connection), so one made by an empty transaction serves them all.
 */
const writers = new WeakMap<Db, { tx: Tx; immediate: (run: () => unknown) => unknown }>();
function writerOf(db: Db): { tx: Tx; immediate: (run: () => unknown) => unknown } {
  let writer = writers.get(db);
  if (!writer) {
    let made: Tx | undefined;
    db.transaction((tx) => void (made = tx)); // no statement: BEGIN and COMMIT, nothing written
    writer = { tx: made!, immediate: db.$client.transaction((run: () => unknown) => run()).immediate };
    writers.set(db, writer);
  }
  return writer;
}

/**
 * Runs `fn` in a BEGIN IMMEDIATE transaction without events: for tables no listener derives anything from.
 * On a serving connection its commit's fsync starts at once on the thread pool, and the answer to
 * the request it was made for waits for it (commit-syncs.ts).
 */
export function writeTx<T>(db: Db, fn: (tx: Tx) => T): T {
  const { tx, immediate } = writerOf(db);
  const syncs = commitSyncsOf(db);
  // Nested in a transaction already open, it commits nothing (a savepoint): the outer transaction's
  // commit is the one to sync and to attribute (a writeTx's, or, for a raw one, `durably`'s wait for
  // everything). Counted here, its changes would begin an fsync before they are committed.
  if (!syncs || db.$client.inTransaction) return immediate(() => fn(tx)) as T;
  const before = syncs.changes();
  let ok = false;
  try {
    const result = immediate(() => fn(tx)) as T;
    ok = true;
    return result;
  } finally {
    syncs.committed(before, ok, !inBatch);
  }
}

/** Whether a long operation's batch is committing (batchCommit): its commit starts no fsync of its own. */
let inBatch = false;

/**
 * Runs `run` (one write transaction) with a commit that does not wait for the disk: for the batches
 * of a long operation (an account's deletion, a merge: issue 32) whose last write, committed as
 * every other (synchronous=FULL), makes them durable with it. Each batch's fsync of the WAL held
 * the server's one thread 25 ms on average and up to 1.6 s on a busy disk (bench/long-operations.ts),
 * over the 15 ms its work is bounded by; synchronous=NORMAL in WAL mode commits without it, and stays
 * atomic and consistent: a power cut can only lose the last batches, which leaves what an operation
 * cut short leaves (a deletion resumes at the next start, a merge is asked again). The next commit at
 * FULL (the operation's last write, or any other request's) fsyncs the WAL with these frames in it;
 * on a serving connection (NORMAL throughout, commit-syncs.ts) the next fsync a commit or an answer begins does.
 * The setting is the connection's, so it is restored before anything else can run on it (bun:sqlite
 * is synchronous: no other request comes between).
 */
export function batchCommit<T>(db: Db, run: () => T): T {
  // A serving connection commits at NORMAL already (commit-syncs.ts); the batch starts no fsync
  // either: the operation's last write, or the answer's wait (app.ts), covers it.
  if (commitSyncsOf(db)) {
    inBatch = true;
    try {
      return run();
    } finally {
      inBatch = false;
    }
  }
  return withSetting(db, "PRAGMA synchronous = NORMAL", "PRAGMA synchronous = FULL", run);
}

/**
 * Runs `run` (one write transaction of a few rows) with its statement journal in memory. A statement
 * that may fail half-way inside a transaction (the review insert, whose triggers update the
 * landlord's, building's and author's figures) keeps the pages it changes in a statement journal, to
 * undo itself alone; SQLite keeps it in memory up to 64 KiB and then spills it to a temporary file.
 * A review write's reached that every time: a file created, 61.5 KB written and closed per write
 * (strace of the server), and SQLite's own insert of a review row spent ~40% of its CPU there
 * (issue 32). `temp_store = MEMORY` keeps it in memory whole; it is set around bounded writes only,
 * never for the connection, so that a statement over many rows (an admin deleting a landlord's
 * 100,000 reviews, a migration) still spills to a file instead of holding its pages in memory. The
 * setting is the connection's and bun:sqlite is synchronous: nothing else runs between the two.
 * (Switching it closes the temporary database, which the server never opens: no statement is re-prepared.)
 */
export function inMemoryJournal<T>(db: Db, run: () => T): T {
  const client = db.$client;
  // Inside another transaction the setting would change nothing: SQLite decides where the statement
  // journal goes as a transaction begins.
  if (client.inTransaction) return run();
  return withSetting(db, "PRAGMA temp_store = MEMORY", "PRAGMA temp_store = DEFAULT", run);
}

/**
 * Runs `run` with a setting of the connection switched by `on`, and `off` run after it whether it
 * returned or threw (batchCommit, inMemoryJournal). bun:sqlite is synchronous: no other request runs
 * on the connection between the two. Both statements are cached (Database.query): they run per write.
 */
function withSetting<T>(db: Db, on: string, off: string, run: () => T): T {
  const client = db.$client;
  client.query(on).run();
  try {
    return run();
  } finally {
    client.query(off).run();
  }
}

/**
 * Runs `fn` in a write transaction and, once it has committed, publishes the events it raised, in
 * order, each landlord once (its last word: changed, or removed). When `fn` throws, nothing is published.
 * `batch`: one batch of a long operation, committed by batchCommit. `small`: a write of a few rows
 * (one review and what its triggers update), its statement journal kept in memory (inMemoryJournal).
 */
export function write<T>(ctx: SqliteContext, fn: (tx: Tx, raise: Raise) => T, options: { batch?: boolean; small?: boolean } = {}): T {
  const raised = new Map<string, keyof RaisedEvents>();
  const touched = new BuildingsTouched();
  const addresses = new AddressesTouched();
  const fanOuts = new Set<string>();
  const transaction = () =>
    writeTx(ctx.db, (tx) =>
      fn(tx, (name, payload) => {
        raised.delete(payload.landlordId);
        raised.set(payload.landlordId, name);
        if (name === "landlord.changed") {
          touched.add(payload as RaisedEvents["landlord.changed"]);
          addresses.add(payload as RaisedEvents["landlord.changed"]);
          if ((payload as RaisedEvents["landlord.changed"]).fanOut) fanOuts.add(payload.landlordId);
        }
      }),
    );
  // A long operation's batch (`batch`): its commit does not wait for the disk (batchCommit); its events are published as any.
  const result = options.batch ? batchCommit(ctx.db, transaction) : options.small ? inMemoryJournal(ctx.db, transaction) : transaction();
  for (const [landlordId, name] of raised) {
    if (name === "landlord.removed") {
      ctx.events.publish("landlord.removed", { landlordId });
      continue;
    }
    // With the lines its search addresses gained (addresses-touched.ts): the document reads them whole only if asked.
    const doc = searchDoc(ctx.db, landlordId, addresses.of(landlordId));
    if (doc) ctx.events.publish("landlord.changed", { landlordId, doc, ...touched.of(landlordId), ...(fanOuts.has(landlordId) && { fanOut: true as const }) });
    else ctx.events.publish("landlord.removed", { landlordId });
  }
  return result;
}

/** How often another process's commits are looked for: well inside the 2 seconds they may take to show. */
export const DATA_VERSION_POLL_MS = 500;

/**
 * Publishes `database.changed` within `everyMs` of a commit by another connection to the same
 * file. SQLite's `PRAGMA data_version` moves on exactly then (our own commits leave it alone);
 * reading it costs microseconds. Returns the stop function.
 */
export function watchDatabase(db: Db, events: Events, everyMs = DATA_VERSION_POLL_MS): () => void {
  const read = () => (db.$client.query("PRAGMA data_version").get() as { data_version: number }).data_version;
  let seen = read();
  const timer = setInterval(() => {
    const now = read();
    if (now === seen) return;
    seen = now;
    events.publish("database.changed", { by: "another process" });
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}

/**
 * Whether an error is SQLite's UNIQUE constraint failure (the database decides races), told by
 * its extended result code, not by its text; drizzle may wrap it, so its causes are looked at too.
 * `on` ("reviews", "users.email") narrows it to the index's table or column, which SQLite names
 * (and names only) in the message it gives for that code.
 */
export function isUniqueViolation(error: unknown, on?: string): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (e instanceof SQLiteError && e.code === "SQLITE_CONSTRAINT_UNIQUE") {
      return on === undefined || e.message.split(/[:,]\s*/).slice(1).some((column) => column === on || column.startsWith(`${on}.`));
    }
  }
  return false;
}
