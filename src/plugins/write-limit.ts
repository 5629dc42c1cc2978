// Per-account write limits (docs/product-rules.md#limits): at most 20 new landlords, 20 reviews, 60 review edits,
// 20 reports and 200 helpful votes per account an hour; past that a 429 with Retry-After. (Edits had
// no limit and went at 311 a second, each one a write and a search update: issue 30.) A route declares its limit
// beside its access rule:
//
//   .post("/api/landlords", handler, { auth: "user", body: landlordCreateSchema, writeLimit: "landlords" })
//
// The attempt is counted as the handler starts (after access and validation), so that concurrent
// requests cannot all pass the check before the first is counted, and given back if the answer
// is an error (`refundWrite`): only writes that happened use the budget.
// RATE_LIMIT_PER_MINUTE=0 turns these limits off along with the per-address one (test servers).
import { Elysia } from "elysia";
import type { AppDeps } from "../deps";
import { tooManyRequests } from "../http";
import { memoryLimiters, type Limiter, type LimiterFactory } from "../lib/rate-limiter";
import type { UserRow } from "../store/rows";
import { sessionUser } from "./session";

export const WRITE_LIMITS_PER_HOUR = { landlords: 20, reviews: 20, edits: 60, reports: 20, votes: 200 } as const;
export type WriteKind = keyof typeof WRITE_LIMITS_PER_HOUR;

export type WriteLimiters = Record<WriteKind, Limiter>;

export function createWriteLimiters(rateLimitPerMinute: number, limiters: LimiterFactory = memoryLimiters): WriteLimiters {
  const on = rateLimitPerMinute > 0;
  const hour = 60 * 60_000;
  const make = (kind: WriteKind) => limiters(`writes-${kind}`, on ? WRITE_LIMITS_PER_HOUR[kind] : 0, hour);
  return { landlords: make("landlords"), reviews: make("reviews"), edits: make("edits"), reports: make("reports"), votes: make("votes") };
}

// Attempts counted for a request in flight, so that an error answer can give its unit back.
const counted = new WeakMap<Request, { limiter: Limiter; key: string }>();

/**
 * Gives back the unit `request` used, when it is answered with an error (a 409 duplicate, a 404
 * target): only writes that happened use the budget. plugins/errors.ts calls it as it turns the
 * error into the answer, before the answer is sent, so the account's next request sees the refund.
 */
export async function refundWrite(request: Request): Promise<void> {
  const entry = counted.get(request);
  if (!entry) return;
  counted.delete(request);
  await entry.limiter.refund(entry.key);
}

export function writeLimitPlugin(deps: AppDeps) {
  return new Elysia({ name: "write-limit" }).macro({
    writeLimit: (kind: WriteKind) => ({
      // Named in the parameters, never the whole context handed on: Elysia reads a hook's source to
      // decide what a route prepares, and a context passed to a function made every limited write
      // parse and verify its cookies again (an HMAC with its key imported afresh, issue 32), though
      // the security plugin had verified them already (observability.ts).
      async beforeHandle({ request, user: resolved }: { request: Request; user?: UserRow }) {
        // `user` is set by the `auth` macro's resolve; a route without `auth` reads the session.
        const user = resolved ?? sessionUser(request) ?? undefined;
        if (!user) return; // `auth` refuses signed-out requests before this runs
        const limiter = deps.limiters.writes[kind];
        const key = String(user.id);
        const wait = await limiter.consume(key);
        if (wait > 0) throw tooManyRequests(wait);
        counted.set(request, { limiter, key });
      },
    }),
  });
}
