// Fixed-window counters in memory, keyed by whatever the caller names (an address, an e-mail).
// Written here rather than taken from a plugin because docs/product-rules.md#limits needs two kinds of key and a
// limit that counts only failures (sign-ins per e-mail); the whole thing is a Map and a clock.
// A single server process holds all state, which is exactly RentFair's embedded deployment. Several
// nodes on PostgreSQL (issue 24) count in the database instead: the same `Limiter` shape, answered
// by one atomic upsert per limited request (src/store/postgres/cluster.ts `sharedLimiterFactory`).

/** A fixed-window limit; callers `await` each answer (the shared one asks the database). */
export interface Limiter {
  readonly limit: number;
  /** Checks then counts: the usual "one request, one unit" limit. Returns seconds to wait, or 0. */
  consume(key: string): number | Promise<number>;
  /** Gives back one unit counted for `key`. */
  refund(key: string): void | Promise<void>;
  reset(key: string): void | Promise<void>;
}

/** Makes the limiter called `name` (one namespace of keys in a shared table). */
export type LimiterFactory = (name: string, limit: number, windowMs: number) => Limiter;

export const memoryLimiters: LimiterFactory = (_name, limit, windowMs) => new RateLimiter(limit, windowMs);

// A store whose limits are shared by every node registers its factory here (src/store/postgres/index.ts);
// src/deps.ts asks for the store's, so the embedded default never loads a database driver for it.
const sharedFactories = new WeakMap<object, LimiterFactory>();
export function shareLimiters(store: object, factory: LimiterFactory): void {
  sharedFactories.set(store, factory);
}
export function limiterFactoryFor(store: object): LimiterFactory {
  return sharedFactories.get(store) ?? memoryLimiters;
}

export class RateLimiter implements Limiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is under the limit. Does not count. */
  retryAfter(key: string): number {
    if (this.limit <= 0) return 0;
    const w = this.windows.get(key);
    const t = this.now();
    if (!w || w.resetAt <= t || w.count < this.limit) return 0;
    return Math.max(1, Math.ceil((w.resetAt - t) / 1000));
  }

  /** Counts one event for `key`. */
  hit(key: string): void {
    if (this.limit <= 0) return;
    const t = this.now();
    this.sweep(t);
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t) this.windows.set(key, { count: 1, resetAt: t + this.windowMs });
    else w.count++;
  }

  /** Checks then counts: the usual "one request, one unit" limit. Returns retryAfter or 0. */
  consume(key: string): number {
    const wait = this.retryAfter(key);
    if (wait === 0) this.hit(key);
    return wait;
  }

  /** Gives back one unit counted for `key` (an attempt that turned out not to count, e.g. refused). */
  refund(key: string): void {
    const w = this.windows.get(key);
    if (w && w.resetAt > this.now() && w.count > 0) w.count--;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  // Expired windows are dropped at most once per window length, so memory follows live keys only.
  private sweep(t: number): void {
    if (t - this.lastSweep < this.windowMs) return;
    this.lastSweep = t;
    for (const [key, w] of this.windows) if (w.resetAt <= t) this.windows.delete(key);
  }
}
