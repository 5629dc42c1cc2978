// The server's WAL checkpoints run on a worker thread (checkpointer.ts, issue 32): its own connection
// never checkpoints inside a commit, and what it commits still reaches the database file.
import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, openSync, readSync, closeSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { createEvents } from "../../events";
import { openSqliteStore } from "./index";
import type { Store } from "../index";

const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.operations.close();
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
  const store = openSqliteStore(path, createEvents(), { holdDataDir: dir });
  stores.push(store);
  // Far fewer pages than SQLite's own auto-checkpoint (1,000) would wait for, written by the server's connection.
  for (let i = 0; i < 60; i++) await store.landlords.create({ name: `Checkpoint Probe Landlord ${i} ${"x".repeat(200)}`, type: "company", location: "Austin, TX" });
  const reader = new Database(path, { readonly: true });
  const pages = (reader.query("PRAGMA page_count").get() as { page_count: number }).page_count;
  reader.close();
  expect(pagesInFile(path)).toBeLessThan(pages);
  // Until the worker's next checkpoint (every CHECKPOINT_EVERY_MS): a busy machine only makes it later; the test's timeout bounds it.
  while (pagesInFile(path) < pages) await Bun.sleep(50);
  expect(pagesInFile(path)).toBe(pages);
}, 60_000);
