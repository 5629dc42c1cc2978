// The server's WAL checkpoints, off its one thread (issue 32).
//
// SQLite copies the WAL back into the database file by itself ("auto-checkpoint") inside the commit
// that takes the WAL past 1,000 pages, on the connection that commits: on the server's one thread.
// A checkpoint reads those pages, writes them into the database file and fsyncs both files; during an
// account's deletion at size c (one every ~0.4 s) each held the thread 100 ms to 2 s on a busy disk
// while every other request waited (bench/long-operations.ts, strace of the server). So the server's
// connection turns auto-checkpoint off, and a worker thread with a connection of its own to the same
// file checkpoints instead: PASSIVE (it never waits for, nor blocks, the server's readers and writer),
// within CHECKPOINT_EVERY_MS of a write (the WAL file's modification time moved). A checkpoint is no
// commit: `PRAGMA data_version` stays, so tx.ts `watchDatabase` hears nothing of it. Should the worker
// fail, the server's connection checkpoints by itself again. Commands (backup, import, seed) keep
// SQLite's own checkpoints: they run alone and briefly.
import type { Db } from "./connection";

/** How often the worker looks whether the WAL was written since its last checkpoint. */
export const CHECKPOINT_EVERY_MS = 500;

// The worker's code, inline: a compiled binary (build.ts) embeds no second entry point, and a
// worker made from a Blob needs none (bun:sqlite and node:fs are built in).
const WORKER = `
import { Database } from "bun:sqlite";
import { statSync } from "node:fs";
let db = null;
let timer = null;
let seen = -1;
const walOf = (path) => { try { return statSync(path + "-wal").mtimeMs; } catch { return -1; } };
self.onmessage = (event) => {
  const message = event.data;
  if (message.start) {
    try {
      db = new Database(message.start.path);
      db.exec("PRAGMA busy_timeout = 5000");
      const checkpoint = db.query("PRAGMA wal_checkpoint(PASSIVE)");
      timer = setInterval(() => {
        const written = walOf(message.start.path);
        if (written === seen || written < 0) return;
        seen = written;
        try { checkpoint.get(); postMessage({ checkpointed: true }); } catch (error) { postMessage({ failed: String(error) }); }
      }, message.start.everyMs);
      postMessage({ started: true });
    } catch (error) {
      postMessage({ failed: String(error) });
    }
  } else if (message.stop) {
    if (timer) clearInterval(timer);
    try { db?.close(); } catch {}
    postMessage({ stopped: true });
  }
};
`;

export interface Checkpointer {
  /** Resolves when the worker has finished its next checkpoint (what waits on one, e.g. a test, waits on this, not on the clock). */
  nextCheckpoint(): Promise<void>;
  /** Stops the worker and closes its connection (before the server's own, which checkpoints on close). */
  stop(): Promise<void>;
}

/** Moves the checkpoints of `db` (the database file at `path`) to a worker thread. */
export function startCheckpointer(db: Db, path: string, everyMs = CHECKPOINT_EVERY_MS): Checkpointer {
  const client = db.$client;
  const url = URL.createObjectURL(new Blob([WORKER], { type: "application/javascript" }));
  const worker = new Worker(url);
  // The worker keeps no process alive by itself (a test's, a command's).
  (worker as Worker & { unref(): void }).unref();
  let stopped: (() => void) | null = null;
  const checkpointed: (() => void)[] = [];
  // The server's connection checkpoints again by itself: the WAL never grows without bound.
  const fallBack = () => {
    try {
      client.exec("PRAGMA wal_autocheckpoint = 1000");
    } catch {
      /* closed already */
    }
  };
  worker.onmessage = (event: MessageEvent<{ started?: true; checkpointed?: true; failed?: string; stopped?: true }>) => {
    if (event.data.checkpointed) for (const resolve of checkpointed.splice(0)) resolve();
    if (event.data.failed) {
      console.error(`the WAL checkpointer failed (${event.data.failed}); the server checkpoints by itself again`);
      fallBack();
    }
    if (event.data.stopped) stopped?.();
  };
  worker.onerror = () => fallBack();
  client.exec("PRAGMA wal_autocheckpoint = 0");
  worker.postMessage({ start: { path, everyMs } });
  return {
    nextCheckpoint() {
      return new Promise<void>((resolve) => checkpointed.push(resolve));
    },
    async stop() {
      const done = new Promise<void>((resolve) => (stopped = resolve));
      worker.postMessage({ stop: true });
      // A worker that does not answer within a second is ended anyway.
      await Promise.race([done, Bun.sleep(1000)]);
      worker.terminate();
      URL.revokeObjectURL(url);
      fallBack();
    },
  };
}
