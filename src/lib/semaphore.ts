// Caps how many expensive jobs run at once; the rest wait in order. Password hashing uses it:
// each argon2id hash takes ~19 MiB, so a burst of sign-ins must queue, not allocate at once.
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await job();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}
