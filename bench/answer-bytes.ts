// The answer's bytes of distinct searches at a million landlords (issue 32), apart from the engine:
// the pages of bench/http.ts's distinct searches are found first, then written by a fresh
// SearchAnswerWriter (answer-writer.ts) round after round, each round starting with nothing kept,
// as a distinct search meets its landlords; between two answers the caches are filled with other
// data (EVICT_MB, 0 for none) as the engine's walk and the rest of a request leave them.
// CPU time per answer, median and spread of rounds; bytes written as a check that rounds agree.
//   bun bench/answer-bytes.ts <snapshot file> [searches] [rounds]
import { readFileSync } from "node:fs";
import { LandlordIndex, queryTerms, type SearchType } from "../src/modules/search/landlord-index";
import { SnapshotReader } from "../src/modules/search/snapshot-format";
import { SearchAnswerWriter } from "../src/modules/search/answer-writer";
import { distinctQueries } from "./http";

const index = new LandlordIndex();
index.load(new SnapshotReader(readFileSync(process.argv[2]!)));
const searches = Number(process.argv[3] ?? 5_000);
const rounds = Number(process.argv[4] ?? 7);
const evictBytes = Number(process.env.EVICT_MB ?? 8) << 20;
const pages = distinctQueries(searches, 23).map((path) => {
  const q = new URL(path, "http://x").searchParams;
  const page = index.searchPage(queryTerms(q.get("query") ?? ""), { location: queryTerms(q.get("location") ?? ""), type: (q.get("type") ?? "landlord") as SearchType, limit: 50 });
  return page.numbers;
});
const evict = new Uint8Array(Math.max(evictBytes, 64));
let sink = 0;
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const perAnswer: number[] = [];
let landlords = 0;
for (const p of pages) landlords += p.length;
for (let round = 0; round < rounds; round++) {
  const writer = new SearchAnswerWriter(index);
  let bytes = 0;
  let evicting = 0;
  const c0 = cpu();
  for (const numbers of pages) {
    if (evictBytes) {
      const e0 = cpu();
      for (let k = 0; k < evict.length; k += 64) sink += evict[k]++;
      evicting += cpu() - e0;
    }
    const out = writer.write(numbers);
    bytes += out.length;
    writer.release(out);
  }
  perAnswer.push(((cpu() - c0 - evicting) / searches) * 1000);
  if (round === 0) console.log(`${searches} answers, ${(landlords / searches).toFixed(1)} landlords and ${(bytes / searches).toFixed(0)} bytes each`);
}
perAnswer.sort((a, b) => a - b);
console.log(`answer bytes: median ${perAnswer[rounds >> 1]!.toFixed(1)} µs of CPU per answer (rounds ${perAnswer.map((x) => x.toFixed(1)).join(", ")}), eviction ${evictBytes >> 20} MB between answers; load ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}${sink ? "" : " "}`);
