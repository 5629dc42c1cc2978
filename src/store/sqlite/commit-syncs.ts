// A serving connection's commits made durable off the server's one thread (issue 32).
//
// At synchronous=FULL SQLite fsyncs the WAL inside every commit, on the thread that commits: the
// server's only one. The fsync is ~0.5 ms on this machine's disk, a third or more of an ordinary
// review write, and the thread can do nothing else meanwhile; concurrent writes each wait for one
// of their own. A serving connection (index.ts openSqliteStore) therefore commits at
// synchronous=NORMAL, which in WAL mode writes the commit's frames without the fsync and stays
// atomic and consistent (https://sqlite.org/pragma.html#pragma_synchronous), and this module
// fsyncs the WAL file on Bun's thread pool instead:
// - right after each commit of tx.ts `writeTx` (`committed`), so the disk works while the thread
//   publishes the change and builds the answer;
// - and a request's answer waits (app.ts, through `store.operations.durably`) until a sync that
//   began after its last commit has ended. A write is answered only once it is on disk, as at FULL.
// Commits that come while a sync runs share the next one: under concurrent writes one fsync covers
// several (group commit), instead of one each.
// Which commits are a request's: those of `writeTx` inside its handling (an AsyncLocalStorage
// scope, `durably`). A request that committed nothing does not wait, even while another request or
// a long operation's batches commit beside it. A commit outside `writeTx` (a statement that is its
// own transaction) is not attributed: a request during whose handling one happened waits for the
// fsync of everything, as if it were its own.
// What is not the same as FULL: another request may read a commit in the moment before its fsync
// ends (a power cut then would take back something a reader saw, never something a writer was told
// was saved), and a commit no request waits for (a background job's: the mail sender marking a
// mail sent, a session sweep) is on disk when its fsync ends, or at the checkpointer's next pass
// (checkpointer.ts: a checkpoint fsyncs the WAL before it copies it), not as it returns.
// "What the connection has committed" is counted by SQLite's `total_changes()`: the rows its
// statements have changed since it opened, triggers' included. A rolled-back statement moves it
// too, which costs a sync that was not needed, never one that is missing.
import { AsyncLocalStorage } from "node:async_hooks";
import { open, type FileHandle } from "node:fs/promises";
import type { Db } from "./connection";

export interface CommitSyncs {
  /** SQLite's count of changes on the connection (read before a transaction, for `committed`). */
  changes(): number;
  /**
   * After a `writeTx` transaction that began at `before` changes: attributes it to the request
   * being handled, and (`startSync`, unless it was a long operation's batch) starts the fsync of
   * it unless one that covers it runs already. `ok`: it committed (else it rolled back).
   */
  committed(before: number, ok: boolean, startSync: boolean): void;
  /** Runs `handle` (one request's handling) and resolves with its result once what it committed is on disk. */
  durably<T>(handle: () => Promise<T>): Promise<T>;
  /** Resolves once everything the connection has committed so far is on disk; rejects when the fsync fails. */
  through(target?: number): Promise<void>;
  /** Makes what was committed durable, then lets go of the WAL file (before the connection closes). */
  stop(): Promise<void>;
}

const syncsOf = new WeakMap<Db, CommitSyncs>();

/** The deferred syncs of `db`, when it is a serving connection's (tx.ts `writeTx` and batchCommit; the operations store). */
export function commitSyncsOf(db: Db): CommitSyncs | undefined {
  return syncsOf.get(db);
}

/** A request's handling: the changes count after its last attributed commit (0: none). */
interface Handling {
  covers: number;
}

const done = Promise.resolve();

/** What makes the WAL file's written data durable (a test wraps the real one to hold or fail it). */
export interface WalSync {
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Switches `db` (the database file at `path`, in WAL mode) to commits that do not wait for the disk,
 * made durable by `through()`: by default an fdatasync of `<path>-wal` on the thread pool.
 */
export function deferCommitSyncs(db: Db, path: string, wal: WalSync = walFileSync(path)): CommitSyncs {
  const client = db.$client;
  const totalChanges = client.query<{ n: number }, []>("SELECT total_changes() AS n");
  const changes = () => totalChanges.get()!.n;
  const handlings = new AsyncLocalStorage<Handling>();
  /** Changes made by `writeTx` transactions (any request's, or none's): what is left of a request's changes count is not attributed. */
  let attributed = 0;
  /** What the last sync to finish covered. */
  let syncedThrough = changes();
  /** The sync running, and what it covers: what the connection had committed as it began. */
  let running: { covers: number; finished: Promise<void> } | null = null;
  /** The sync that begins when the running one ends, shared by every commit made after that one began. */
  let queued: Promise<void> | null = null;
  let stopped = false;
  /**
   * The first fsync the disk refused. After one, Linux may have marked the unwritten pages clean, and
   * later commits' WAL frames chain their checksums onto frames that never reached the disk: a power
   * cut would then take those later commits too, so no later write is trusted to a sync either. Every
   * wait that is owed a sync fails from then on, until the server is restarted (as PostgreSQL stops).
   */
  let refused: unknown = null;

  const start = (): Promise<void> => {
    // Read before the fsync is asked for, so it covers no less than it claims. Inside a transaction
    // (never: the stores' transactions are synchronous, and a writeTx nested in another leaves its
    // commit to the outer one, tx.ts) its changes are not committed yet: it would claim nothing new.
    const covers = client.inTransaction ? syncedThrough : changes();
    const finished: Promise<void> = wal
      .sync()
      .then(
        () => {
          if (covers > syncedThrough) syncedThrough = covers;
        },
        (error: unknown) => {
          refused ??= error;
          throw error;
        },
      )
      .finally(() => {
        if (running?.finished === finished) running = null;
      });
    running = { covers, finished };
    return finished;
  };

  const through = (target = changes()): Promise<void> => {
    if (stopped || target <= syncedThrough) return done;
    if (refused !== null) return Promise.reject(refused);
    if (running === null) return start();
    if (running.covers >= target) return running.finished;
    // The running sync began before some of these commits: the next one, whose start reads them.
    return (queued ??= running.finished
      .catch(() => {})
      .then(() => {
        queued = null;
        return start();
      }));
  };

  const syncs: CommitSyncs = {
    changes,
    committed(before, ok, startSync) {
      const after = changes();
      attributed += after - before;
      if (!ok || stopped) return;
      const handling = handlings.getStore();
      if (handling) handling.covers = after;
      // Its failure reaches the request that waits in `durably` (which starts another); here nobody waits.
      if (startSync) through(after).catch(() => {});
    },
    async durably(handle) {
      const handling: Handling = { covers: 0 };
      const [changesBefore, attributedBefore] = [changes(), attributed];
      const result = await handlings.run(handling, handle);
      const now = changes();
      // A commit outside writeTx came meanwhile (this request's, or not): everything is waited for.
      const unattributed = now - changesBefore - (attributed - attributedBefore);
      await through(unattributed > 0 ? now : handling.covers);
      return result;
    },
    through,
    async stop() {
      if (stopped) return;
      // What was committed last is made durable before the connection closes (its close checkpoints
      // too); a commit after this (a background job's) starts no sync on a handle being closed.
      const last = through().catch(() => {});
      stopped = true;
      syncsOf.delete(db);
      await Promise.allSettled([last, running?.finished, queued]);
      await wal.close();
    },
  };
  client.exec("PRAGMA synchronous = NORMAL");
  syncsOf.set(db, syncs);
  return syncs;
}

/**
 * An fdatasync of the WAL file of the database at `path`, on a handle opened at once and kept (a
 * handle opened later would not hear of a write error from before it: Linux reports one to the
 * handles open at the time). Opened again at the next sync should opening fail.
 */
export function walFileSync(path: string): WalSync {
  let handle: Promise<FileHandle> | null = open(`${path}-wal`, "r");
  handle.catch(() => {}); // a failure is the first sync's to report
  return {
    async sync() {
      // Read-only is enough for fdatasync; the WAL exists once the connection has committed anything.
      const opening = (handle ??= open(`${path}-wal`, "r"));
      let file: FileHandle;
      try {
        file = await opening;
      } catch (error) {
        if (handle === opening) handle = null; // tried again by the next sync
        throw error;
      }
      await file.datasync();
    },
    async close() {
      const opening = handle;
      handle = null;
      await (await opening?.catch(() => null))?.close();
    },
  };
}
