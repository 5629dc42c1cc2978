// Fixed queries timed many times on an index loaded from a snapshot (issue 32): per-query CPU at scale.
//   bun bench/search-micro.ts <snapshot file> [query|type|location ...]
import { readFileSync } from "node:fs";
import { LandlordIndex, queryTerms, type SearchType } from "../src/modules/search/landlord-index";
import { SnapshotReader } from "../src/modules/search/snapshot-format";
import { SearchAnswerWriter } from "../src/modules/search/answer-writer";

const index = new LandlordIndex();
let t = performance.now();
index.load(new SnapshotReader(readFileSync(process.argv[2]!)));
console.log(`loaded ${index.size} in ${(performance.now() - t).toFixed(0)} ms`);
const writer = new SearchAnswerWriter(index);
const queries = process.argv.length > 3 ? process.argv.slice(3) : ["taylor holdings", "jonh smith", "smith", "ma", "keystone managment", "4607 grand ave|address", "okafor|landlord|Minneapolis, MN", "miller apartments llc", "betty hal|landlord|Philadelphia, PA"];
for (const q of queries) {
  const [query, type = "landlord", location = ""] = q.split("|");
  const terms = queryTerms(query!);
  const opts = { location: queryTerms(location), type: type as SearchType, limit: 50 };
  let page = index.searchPage(terms, opts);
  for (let i = 0; i < 200; i++) page = index.searchPage(terms, opts);
  const reps = 400;
  const u = process.cpuUsage();
  for (let i = 0; i < reps; i++) page = index.searchPage(terms, opts);
  const used = process.cpuUsage(u);
  const search = (used.user + used.system) / 1000 / reps; // CPU time: the machine is shared
  t = performance.now();
  for (let i = 0; i < reps; i++) {
    writer.clear();
    writer.release(writer.write(page.numbers));
  }
  const write = (performance.now() - t) / reps;
  console.log(`${q.padEnd(40)} search ${(search * 1000).toFixed(0).padStart(5)} µs CPU, write (cold) ${(write * 1000).toFixed(0).padStart(4)} µs; total ${page.total}, ${page.numbers.length} shown`);
}
if (process.env.PLANS) {
  const ix = index as any;
  for (const q of queries) {
    const [query, type = "landlord"] = q.split("|");
    const fields = ix.kind.searchFields[type];
    console.log(q);
    for (const term of queryTerms(query!)) {
      const plan = ix.expander.plan(term, fields, ix.docs.live, ix.fieldCount, ix.dictionary, ix.typos, ix.postings);
      console.log(`  ${term}: df ${plan.df}: ${plan.expansions.map((e: any) => `${ix.dictionary.text(e.termId)}(${fields.map((f: number) => ix.postings.listLength(e.termId * ix.fieldCount + f)).join("+")}, w${e.weight.toFixed(2)})`).join(" ")}`);
    }
  }
}
