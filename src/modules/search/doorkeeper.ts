// Admission to the search caches (the answer cache of service.ts, the term expansions of
// expansion.ts): a key is kept only the second time it is asked for. Most searches are asked
// once (every query distinct, as real traffic mostly is), and an entry kept for a query that never
// comes back outlives the collector's young generation, is promoted and later evicted: old-generation
// garbage that full collections must find. Measured on the binary at 100,000 landlords (issue 16;
// bench/binary.ts's one-connection p99 of distinct searches, servers started in turn): both caches
// admitting everything, 2.27 ms on average over six servers; no caching at all, 1.70 ms but a
// sixth less throughput; with this doorkeeper, 1.55 ms against 2.00 ms over four pairs, at the same
// throughput. Repeated searches and common words are still kept and answered from the caches.
//
// A Bloom filter of the keys seen (two hashes, 2^20 bits): no allocation per key, 128 KB in all.
// It forgets everything after RESET_AFTER new keys, so that "seen before" means recently and the
// share of keys wrongly taken for seen stays under ~0.2%. Such a key is merely cached once early.

const BITS = 1 << 20;
const RESET_AFTER = 20_000;

export class Doorkeeper {
  private readonly seen = new Uint32Array(BITS >>> 5);
  private marked = 0;

  /** Whether `key` was asked for before (since the filter last forgot); marks it as asked either way. */
  admit(key: string): boolean {
    // FNV-1a over the UTF-16 units, then a second hash derived by multiplication (Kirsch-Mitzenmacher).
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    const a = h & (BITS - 1);
    const b = (Math.imul(h, 0x9e3779b1) >>> 12) & (BITS - 1);
    const seen = this.seen;
    const wasSeen = (seen[a >>> 5]! & (1 << (a & 31))) !== 0 && (seen[b >>> 5]! & (1 << (b & 31))) !== 0;
    if (wasSeen) return true;
    if (++this.marked > RESET_AFTER) {
      seen.fill(0);
      this.marked = 1;
    }
    seen[a >>> 5] = seen[a >>> 5]! | (1 << (a & 31));
    seen[b >>> 5] = seen[b >>> 5]! | (1 << (b & 31));
    return false;
  }
}
