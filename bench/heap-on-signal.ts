// Preloaded into a server by bench/search-stalls.ts: on SIGUSR2 it writes bun:jsc's heapStats() (live
// JS objects by type, heap size) to HEAP_FILE, so a bench can count what the search index keeps alive.
import { writeFileSync } from "node:fs";
import { heapStats } from "bun:jsc";

const file = process.env.HEAP_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    Bun.gc(true);
    writeFileSync(file, JSON.stringify(heapStats()));
  });
}
