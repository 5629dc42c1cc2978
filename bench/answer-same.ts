// Whether two trees write the same search answers, byte for byte (issue 32's changes to the answer's
// bytes must not change one): the pages of the same distinct searches (bench/http.ts, offsets 0 and
// 50) found by each tree's index and written by each tree's SearchAnswerWriter (answer-writer.ts), the
// X-Total-Count compared too. Each tree loads its own snapshot file (a layout change makes the
// files differ; both made from the same database number its landlords alike), or both the same
// one. Every differing page is printed; the writers go round their arenas several times.
//   BASE=/tmp/base bun bench/answer-same.ts <snapshot of this tree> [snapshot of BASE] [searches]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LandlordIndex, queryTerms, type SearchType } from "../src/modules/search/landlord-index";
import { SnapshotReader } from "../src/modules/search/snapshot-format";
import { SearchAnswerWriter } from "../src/modules/search/answer-writer";
import { distinctQueries } from "./http";

const base = process.env.BASE;
if (!base) throw new Error("BASE=<other tree> bun bench/answer-same.ts <snapshot> [base snapshot] [searches]");
const other = await import(join(base, "src/modules/search/landlord-index.ts"));
const otherFormat = await import(join(base, "src/modules/search/snapshot-format.ts"));
const otherWriter = await import(join(base, "src/modules/search/answer-writer.ts"));
const mine = new LandlordIndex();
mine.load(new SnapshotReader(readFileSync(process.argv[2]!)));
const theirs = new other.LandlordIndex();
theirs.load(new otherFormat.SnapshotReader(readFileSync(process.argv[3] ?? process.argv[2]!)));
// Small arenas, so that both go round (and forget) many times in one run.
const myWriter = new SearchAnswerWriter(mine, 4 << 20);
const theirWriter = new otherWriter.SearchAnswerWriter(theirs, 4 << 20);
const searches = Number(process.argv[4] ?? 20_000);
type Page = { numbers: number[]; total: number };
let differ = 0;
let pages = 0;
let bytes = 0;
const paths = distinctQueries(searches, 23);
for (let i = 0; i < paths.length; i++) {
  const q = new URL(paths[i]!, "http://x").searchParams;
  const terms = queryTerms(q.get("query") ?? "");
  for (const offset of [0, 50]) {
    const opts = { location: queryTerms(q.get("location") ?? ""), type: (q.get("type") ?? "landlord") as SearchType, offset, limit: 50 };
    const a = mine.searchPage(terms, opts) as Page;
    const b = theirs.searchPage(terms, opts) as Page;
    // Every 7th page asked again, as a repeated search meets its landlords kept.
    for (let again = 0; again < (i % 7 ? 1 : 2); again++) {
      const x = myWriter.write(a.numbers);
      const y: Uint8Array = theirWriter.write(b.numbers);
      pages++;
      bytes += x.length;
      if (a.total !== b.total || Buffer.compare(x, y) !== 0) {
        if (++differ <= 10) console.log(`differs: ${paths[i]} offset ${offset}: total ${a.total} vs ${b.total}; ${x.length} vs ${y.length} bytes`);
      }
      myWriter.release(x);
      theirWriter.release(y);
    }
  }
}
console.log(`${pages} answers of ${searches} searches (${(bytes / 2 ** 20).toFixed(0)} MB): ${differ} differ in bytes or total`);
