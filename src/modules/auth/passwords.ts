// argon2id through Bun.password, at OWASP's minimum (19 MiB, 2 passes): strong enough, and cheap
// enough that a small server can sign people in. At most `parallel` hashes run at once and at most
// `queue` wait; past that a sign-up or sign-in gets 503 with Retry-After at once (QueueFullError,
// plugins/errors.ts) instead of waiting seconds behind a burst. At ~50 ms a hash, a full queue of
// 16 behind 2 workers is about half a second.
import { Semaphore } from "../../lib/semaphore";

export const SIGN_IN_QUEUE = 16;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /** Spends the same work as a real verify, for unknown e-mails: timing tells nothing. */
  verifyDummy(password: string): Promise<false>;
}

export function createPasswordHasher(parallel = 2, queue = SIGN_IN_QUEUE): PasswordHasher {
  const gate = new Semaphore(parallel, queue, 1);
  const options = { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 } as const;
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => gate.run(() => Bun.password.hash(password, options)),
    verify: (password, hash) => gate.run(() => Bun.password.verify(password, hash)),
    async verifyDummy(password) {
      dummy ??= Bun.password.hash("rentfair-dummy-password", options);
      const hash = await dummy;
      await gate.run(() => Bun.password.verify(password, hash));
      return false;
    },
  };
}
