// One password attempt against an e-mail's failure limit (docs/product-rules.md#limits): counted
// when it starts, not when its hash fails, so a burst of concurrent attempts cannot all pass the
// check before the first failure is counted; given back when it never ran (the sign-in queue was
// full); the count cleared on success. Sign-in and the account's password checks share it.
import type { AppDeps } from "../../deps";
import { tooManyRequests } from "../../http";

export async function passwordAttempt(deps: AppDeps, emailKey: string, verify: () => Promise<boolean>): Promise<boolean> {
  const limiter = deps.limiters.failedLoginsPerEmail;
  const wait = await limiter.consume(emailKey);
  if (wait > 0) throw tooManyRequests(wait);
  let ok: boolean;
  try {
    ok = await verify();
  } catch (error) {
    await limiter.refund(emailKey);
    throw error;
  }
  if (ok) await limiter.reset(emailKey);
  return ok;
}
