// Preloaded into a server by bench/search-stalls.ts: on SIGUSR2 it writes bun:jsc's heapStats() (live
// JS objects by type, heap size) to HEAP_FILE, so a bench can count what the search index keeps alive,
// and how long a young collection (`Bun.gc(false)`) holds this server's thread after ~14 MB of short-lived
// objects (what a second of one-connection searches allocates), the median of 15: the pause the 1 s
// eden timer makes, measured without the machine's load in the way of a request.
import { writeFileSync } from "node:fs";
import { heapStats } from "bun:jsc";

const file = process.env.HEAP_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    Bun.gc(true);
    const stats = heapStats();
    const edenMs: number[] = [];
    for (let r = 0; r < 15; r++) {
      let junk: unknown[] = [];
      for (let i = 0; i < 200_000; i++) junk.push({ i, s: `x${i}` });
      junk = [];
      const t = performance.now();
      Bun.gc(false);
      edenMs.push(performance.now() - t);
    }
    edenMs.sort((a, b) => a - b);
    writeFileSync(file, JSON.stringify({ ...stats, edenMedianMs: edenMs[7], edenMaxMs: edenMs[14] }));
  });
}
