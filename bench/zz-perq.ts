import { benchSearch, QUERIES, generateDocs } from "./search";
import { LandlordIndex } from "../src/modules/search/landlord-index";
const docs = generateDocs(100_000);
const index = new LandlordIndex();
let t0 = performance.now();
index.reset(docs);
console.log("build", (performance.now() - t0).toFixed(0));
for (const [q, type, location] of QUERIES) index.search(q, { type, location });
const rows: [string, number, number][] = [];
for (const [q, type, location] of QUERIES) {
  const ts: number[] = [];
  for (let r = 0; r < 30; r++) { const s = performance.now(); index.search(q, { type, location }); ts.push(performance.now() - s); }
  ts.sort((a, b) => a - b);
  rows.push([`${type}:${q}${location ? " @" + location : ""}`, ts[15]!, ts[29]!]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [k, med, max] of rows) console.log(k.padEnd(45), med.toFixed(3), max.toFixed(3));
const all: [number, string][] = [];
for (let round = 0; round < 30; round++) for (const [q, type, location] of QUERIES) { const s = performance.now(); index.search(q, { type, location }); all.push([performance.now() - s, q + (location ? " @" + location : "")]); }
all.sort((a, b) => b[0] - a[0]);
console.log(all.slice(0, 14).map(([t, q]) => `${t.toFixed(2)} ${q}`).join("\n"));
