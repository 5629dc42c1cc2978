// The sanctions of the Terms (the ladder of docs/product-rules.md#constants; docs/product-rules.md#moderation): an admin suspends an
// account for 24 hours to 7 days with a reason, or lifts it; each is one moderation-log row in
// the same transaction. While suspended, the account reads but every write is refused: that is
// enforced once, in the `auth` macro (plugins/session.ts), not per route.
import type { AppDeps } from "../../deps";
import type { AdminUserReview, AdminUserSummary, Suspension } from "../../contract/types";
import type { SuspendInput } from "../../contract/schemas";
import { writeTx } from "../../store/sqlite/connection";
import type { UserRow } from "../../store/sqlite/schema";
import { logModeration } from "../../store/sqlite/moderation-log";
import { reviewsByAuthorAs } from "../../store/sqlite/reviews";
import { reportsOnTargets, toReport } from "../../store/sqlite/reports";
import { adminNotSuspendable, alreadySuspendedUntil, notSuspended, userNotFound } from "./errors";
import * as repo from "../../store/sqlite/sanctions";

export const ACCOUNTS_PAGE = 50;

export function createSanctionsService(deps: AppDeps) {
  const { db } = deps;

  function mustFind(id: number): UserRow {
    const user = deps.users.byId(id);
    if (!user) throw userNotFound();
    return user;
  }

  return {
    list(query: string | undefined): AdminUserSummary[] {
      return repo.listAccounts(db, query, ACCOUNTS_PAGE);
    },

    reviewsOf(admin: Pick<UserRow, "id">, userId: number): AdminUserReview[] {
      mustFind(userId);
      // The privacy rule holds here too: the reviews are read as the admin reads any review.
      const list = reviewsByAuthorAs(db, userId, admin.id);
      const reports = reportsOnTargets(db, list.map((r) => r.id));
      return list.map((review) => ({ review, reports: reports.filter((r) => r.targetId === review.id).map(toReport) }));
    },

    suspend(admin: Pick<UserRow, "id">, userId: number, input: SuspendInput): Suspension {
      return writeTx(db, (tx) => {
        const user = mustFind(userId);
        if (user.isAdmin === 1) throw adminNotSuspendable();
        const current = repo.activeSuspension(tx, userId);
        if (current) throw alreadySuspendedUntil(current.until);
        const until = new Date(Date.now() + input.hours * 3_600_000).toISOString();
        repo.putSuspension(tx, userId, until, input.reason);
        logModeration(tx, { actorId: admin.id, action: "user.suspended", targetType: "user", targetId: userId, reason: input.reason });
        return { until, reason: input.reason };
      });
    },

    lift(admin: Pick<UserRow, "id">, userId: number): void {
      writeTx(db, (tx) => {
        mustFind(userId);
        if (!repo.activeSuspension(tx, userId)) throw notSuspended();
        repo.removeSuspension(tx, userId);
        logModeration(tx, { actorId: admin.id, action: "user.unsuspended", targetType: "user", targetId: userId });
      });
    },
  };
}
