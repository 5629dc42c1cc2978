import { Database } from "bun:sqlite";
import { mkdtempSync } from "node:fs"; import { tmpdir } from "node:os"; import { join } from "node:path";
for (const mode of ["memory", "file-wal", "file-wal-exclusive"]) {
  const path = mode === "memory" ? ":memory:" : join(mkdtempSync(join(tmpdir(), "sq-")), "x.db");
  const db = new Database(path, { create: true, strict: true });
  if (mode !== "memory") db.exec("PRAGMA journal_mode = WAL");
  if (mode === "file-wal-exclusive") db.exec("PRAGMA locking_mode = EXCLUSIVE");
  db.exec("CREATE TABLE t (id TEXT PRIMARY KEY, v TEXT)");
  const ins = db.prepare("INSERT INTO t VALUES (?, ?)"); const ids: string[] = [];
  db.transaction(() => { for (let i = 0; i < 20000; i++) { const id = crypto.randomUUID(); ids.push(id); ins.run(id, "v" + i); } })();
  const q = db.prepare("SELECT * FROM t WHERE id = ?");
  let best = Infinity;
  for (let rep = 0; rep < 10; rep++) { const t0 = performance.now(); for (let i = 0; i < 20000; i++) q.get(ids[i % 200]!); best = Math.min(best, (performance.now() - t0) / 20000); }
  console.log(mode.padEnd(20), (best * 1000).toFixed(2), "µs/get");
}
