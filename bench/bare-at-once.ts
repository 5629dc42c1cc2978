// SQLite's own review insert with one writer and with several at once (issue 32): whether the bare
// rate the growth bench compares the server's writes with (bench/growth.ts `bareReviewInserts`) is
// higher when several connections insert together. Each insert is its own transaction at
// synchronous=FULL, as there; SQLite lets one writer in at a time and each commit waits for its own
// fsync; the file system may still finish several connections' fsyncs in one journal commit, so
// several writers can make more inserts a second than one: this measures by how much.
//
//   GROWTH_SIZES=a bun bench/bare-at-once.ts   (GROWTH_CACHE as for growth.ts; BARE_WRITERS, 8 by default; BARE_INSERTS, 500 a writer)
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { BARE_INSERT_SQL, bareReviewInserts, generated, SIZES } from "./growth";

const WRITERS = Number(process.env.BARE_WRITERS ?? 8);
const PER_WRITER = Number(process.env.BARE_INSERTS ?? 500);

// Each writer: a worker thread with a connection of its own, inserting one review a transaction.
const WORKER = `
import { Database } from "bun:sqlite";
self.onmessage = ({ data }) => {
  const db = new Database(data.file);
  db.exec("PRAGMA busy_timeout = 10000");
  const insert = db.query(data.sql);
  const ids = [];
  for (let i = 0; i < data.n; i++) {
    const id = crypto.randomUUID();
    ids.push(id);
    const at = new Date().toISOString();
    db.transaction(() => insert.run(id, data.landlordId, at, at)).immediate();
  }
  db.close();
  postMessage(ids);
};
`;

const size = SIZES[(process.env.GROWTH_SIZES ?? "a").split(",")[0]!.trim()]!;
const dir = mkdtempSync(join(tmpdir(), "rentfair-bare-at-once-"));
try {
  const file = join(dir, "rentfair.db");
  const meta = await generated(file, size, console.log);
  const landlordId = meta.hotIds.at(-1)!;
  // One writer before and after the writers at once (the first also warms the file's pages up): both printed.
  const one = bareReviewInserts(file, landlordId, PER_WRITER);
  const url = URL.createObjectURL(new Blob([WORKER], { type: "application/javascript" }));
  const t0 = performance.now();
  const batches = await Promise.all(
    Array.from({ length: WRITERS }, () => {
      const worker = new Worker(url);
      return new Promise<string[]>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<string[]>) => (worker.terminate(), resolve(event.data));
        worker.onerror = (event) => reject(new Error(String(event.message)));
        worker.postMessage({ file, landlordId, n: PER_WRITER, sql: BARE_INSERT_SQL });
      });
    }),
  );
  const atOnce = ((WRITERS * PER_WRITER) / (performance.now() - t0)) * 1000;
  URL.revokeObjectURL(url);
  const db = new Database(file);
  db.transaction(() => {
    for (const id of batches.flat()) db.query("DELETE FROM reviews WHERE id = ?").run(id);
  })();
  db.close();
  const after = bareReviewInserts(file, landlordId, PER_WRITER);
  console.log(
    `bare-at-once ${size.name} (load ${loadavg().map((x) => x.toFixed(2)).join(" ")}): SQLite's own review insert, each its own transaction at FULL: one writer ${one.perSecond.toFixed(0)}/s before, ${after.perSecond.toFixed(0)}/s after; ${WRITERS} writers at once ${atOnce.toFixed(0)}/s (${((atOnce / after.perSecond) * 100).toFixed(0)}% of one after)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
