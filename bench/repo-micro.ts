// Scratch: bun:sqlite statement caching for the two hot reads.
import { Database } from "bun:sqlite";
const db = new Database(":memory:", { strict: true });
db.exec("CREATE TABLE landlords (id TEXT PRIMARY KEY, name TEXT, type TEXT, location TEXT, average_rating REAL, total_reviews INTEGER, dedupe_key TEXT UNIQUE, created_at TEXT)");
const ins = db.prepare("INSERT INTO landlords VALUES (?,?,?,?,?,?,?,?)");
const ids: string[] = [];
db.transaction(() => { for (let i = 0; i < 20000; i++) { const id = crypto.randomUUID(); ids.push(id); ins.run(id, "Name " + i, "company", "Austin, TX", 4.5, 3, "k" + i, "2024"); } })();
const COLS = "id, name, type, location, average_rating AS averageRating, total_reviews AS totalReviews";
const SQL1 = `SELECT ${COLS} FROM landlords WHERE id = ?`;
// Fill the query cache with other statements as the app does.
for (let i = 0; i < 60; i++) db.query(`SELECT ${i} AS x`).get();
const stmt = db.prepare(SQL1);
function time(name: string, n: number, fn: (i: number) => unknown) {
  for (let i = 0; i < 1000; i++) fn(i);
  let best = Infinity;
  for (let rep = 0; rep < 9; rep++) { const t0 = performance.now(); for (let i = 0; i < n; i++) fn(i); best = Math.min(best, (performance.now() - t0) / n); }
  console.log(`${name.padEnd(40)} ${(best * 1000).toFixed(2)} µs/op`);
}
time("query(sql).get", 50000, (i) => db.query(SQL1).get(ids[i % 200]!));
time("prepared.get", 50000, (i) => stmt.get(ids[i % 200]!));
const fifty = ids.slice(0, 50);
const inSql = `SELECT ${COLS} FROM landlords WHERE id IN (${fifty.map(() => "?").join(",")})`;
const inStmt = db.prepare(inSql);
time("IN(50) via query()", 5000, () => db.query(inSql).all(...fifty));
time("IN(50) prepared", 5000, () => inStmt.all(...fifty));
time("50 x prepared.get", 5000, () => fifty.map((id) => stmt.get(id)));
const je = db.prepare(`SELECT ${COLS} FROM landlords WHERE id IN (SELECT value FROM json_each(?))`);
time("json_each(50)", 5000, () => je.all(JSON.stringify(fifty)));
const jeo = db.prepare(`SELECT l.id, l.name, l.type, l.location, l.average_rating AS averageRating, l.total_reviews AS totalReviews FROM json_each(?) j JOIN landlords l ON l.id = j.value ORDER BY j.key`);
time("json_each(50) join ordered", 5000, () => jeo.all(JSON.stringify(fifty)));
const vals = stmt.values.bind(stmt);
time("prepared.values(50x)", 5000, () => fifty.map((id) => stmt.values(id)));
