// The sanctions of the Terms (the ladder of docs/product-rules.md#constants; docs/product-rules.md#moderation): an admin suspends an
// account for 24 hours to 7 days with a reason, or lifts it; each is one moderation-log row in
// the same transaction (src/store/sanctions.ts). While suspended, the account reads but every
// write is refused: that is enforced once, in the `auth` macro (plugins/session.ts), not per route.
import type { AppDeps } from "../../deps";
import type { AdminUserReview, AdminUserSummary, Suspension } from "../../contract/types";
import type { SuspendInput } from "../../contract/schemas";
import type { UserRow } from "../../store/rows";

export const ACCOUNTS_PAGE = 50;

export function createSanctionsService(deps: AppDeps) {
  const { sanctions } = deps.store;
  return {
    /** The account's own suspension while it lasts (GET /api/user/suspension). */
    current: (userId: number): Promise<Suspension | null> => sanctions.activeSuspension(userId),

    list: (query: string | undefined): Promise<AdminUserSummary[]> => sanctions.listAccounts(query, ACCOUNTS_PAGE),

    reviewsOf: (admin: Pick<UserRow, "id">, userId: number): Promise<AdminUserReview[]> => sanctions.reviewsOf(admin.id, userId),

    suspend: (admin: Pick<UserRow, "id">, userId: number, input: SuspendInput): Promise<Suspension> => sanctions.suspend(admin.id, userId, input),

    lift: (admin: Pick<UserRow, "id">, userId: number): Promise<void> => sanctions.lift(admin.id, userId),
  };
}
