// Scratch: bun:sqlite statement caching for the two hot reads (interleaved, best of many).
import { Database } from "bun:sqlite";
const db = new Database(":memory:", { strict: true });
db.exec("CREATE TABLE landlords (id TEXT PRIMARY KEY, name TEXT, type TEXT, location TEXT, average_rating REAL, total_reviews INTEGER, dedupe_key TEXT UNIQUE, created_at TEXT)");
const ins = db.prepare("INSERT INTO landlords VALUES (?,?,?,?,?,?,?,?)");
const ids: string[] = [];
db.transaction(() => { for (let i = 0; i < 20000; i++) { const id = crypto.randomUUID(); ids.push(id); ins.run(id, "Name " + i, "company", "Austin, TX", 4.5, 3, "k" + i, "2024"); } })();
const COLS = "id, name, type, location, average_rating AS averageRating, total_reviews AS totalReviews";
const SQL1 = `SELECT ${COLS} FROM landlords WHERE id = ?`;
for (let i = 0; i < 60; i++) db.query(`SELECT ${i} AS x`).get();
const stmt = db.prepare(SQL1);
const fifty = ids.slice(0, 50);
const inSql = `SELECT ${COLS} FROM landlords WHERE id IN (${fifty.map(() => "?").join(",")})`;
const inStmt = db.prepare(inSql);
const je = db.prepare(`SELECT ${COLS} FROM landlords WHERE id IN (SELECT value FROM json_each(?))`);
const cases: [string, number, (i: number) => unknown][] = [
  ["by id: query(sql).get", 20000, (i) => db.query(SQL1).get(ids[i % 200]!)],
  ["by id: prepared.get", 20000, (i) => stmt.get(ids[i % 200]!)],
  ["50: IN via query()", 1000, () => db.query(inSql).all(...fifty)],
  ["50: IN prepared", 1000, () => inStmt.all(...fifty)],
  ["50: 50 x prepared.get", 1000, () => fifty.map((id) => stmt.get(id))],
  ["50: json_each", 1000, () => je.all(JSON.stringify(fifty))],
];
const best = new Map<string, number>();
for (let rep = 0; rep < 15; rep++) for (const [name, n, fn] of cases) {
  const t0 = performance.now(); for (let i = 0; i < n; i++) fn(i);
  best.set(name, Math.min(best.get(name) ?? Infinity, (performance.now() - t0) / n));
}
for (const [k, v] of best) console.log(`${k.padEnd(30)} ${(v * 1000).toFixed(2)} µs`);
