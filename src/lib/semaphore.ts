// Caps how many expensive jobs run at once; the rest wait in order, up to `maxWaiting` of them.
// Password hashing uses it: each argon2id hash takes ~19 MiB, so a burst of sign-ins must queue,
// not allocate at once; and the queue is bounded (docs/product-rules.md#limits), because under a burst a sign-in
// at the back of an endless queue waited 15 s. Past the bound the caller is told at once (503).
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The server is busy. Please try again in a moment.");
  }
}

export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    private readonly max: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
    private readonly retryAfterSeconds = 1,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(this.retryAfterSeconds);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active++;
    try {
      return await job();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}
