// The server's WAL checkpoints run on a worker thread (checkpointer.ts, issue 32): its own connection
// never checkpoints inside a commit, and what it commits still reaches the database file.
import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, openSync, readSync, closeSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEvents } from "../../events";
import { startCheckpointer } from "./checkpointer";
import { openDatabase } from "./connection";
import { createSqliteStore } from "./index";

const dirs: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The database size in pages as the file's own header says (offset 28): moved only by a checkpoint in WAL mode. */
function pagesInFile(path: string): number {
  const fd = openSync(path, "r");
  try {
    const header = Buffer.alloc(100);
    readSync(fd, header, 0, 100, 0);
    return header.readUInt32BE(28);
  } finally {
    closeSync(fd);
  }
}

test("a server's commits reach the database file through the worker's checkpoints, none inside its commits", async () => {
  const dir = mkdtempSync(join(tmpdir(), "rentfair-checkpointer-"));
  dirs.push(dir);
  const path = join(dir, "rentfair.db");
  const db = openDatabase(path);
  const checkpointer = startCheckpointer(db, path, 100);
  cleanups.push(async () => {
    await checkpointer.stop();
    db.$client.close();
  });
  // The server's own connection never checkpoints inside a commit: SQLite's auto-checkpoint is off on it.
  expect((db.$client.query("PRAGMA wal_autocheckpoint").get() as { wal_autocheckpoint: number }).wal_autocheckpoint).toBe(0);
  // Far fewer pages than SQLite's own auto-checkpoint (1,000) would wait for, written by the server's connection.
  const store = createSqliteStore(db, createEvents());
  for (let i = 0; i < 60; i++) await store.landlords.create({ name: `Checkpoint Probe Landlord ${i} ${"x".repeat(200)}`, type: "company", location: "Austin, TX" });
  const pages = (db.$client.query("PRAGMA page_count").get() as { page_count: number }).page_count;
  // Each of the worker's checkpoints is awaited (one that began before the last commit may not hold it yet); a busy machine only makes them later.
  while (pagesInFile(path) < pages) await checkpointer.nextCheckpoint();
  expect(pagesInFile(path)).toBe(pages);
}, 60_000);
