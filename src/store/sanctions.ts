// The sanctions store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/sanctions.ts `createSanctionsStore`. Suspensions and the admin's view of
// accounts (docs/product-rules.md#moderation); each suspension or lift writes its moderation-log
// row in the same transaction.
import type { AccountRecord, AdminUserReview, AdminUserSummary, Suspension, Warning } from "../contract/types";
import type { SuspendInput, WarnInput } from "../contract/schemas";

export interface SanctionsStore {
  /** The account's suspension while it lasts; null when none or expired. */
  activeSuspension(userId: number): Promise<Suspension | null>;
  /**
   * Up to `limit` accounts matching `query` (username, e-mail, first or last name) with their
   * review and report counts; without a query, the most reported first.
   */
  listAccounts(query: string | undefined, limit: number): Promise<AdminUserSummary[]>;
  /**
   * The account's reported or moderated reviews (a report or a moderation-log row names them) as
   * `viewerId` (an admin) reads them, each with the reports on it; never its other reviews, which
   * would unmask anonymous authors. Unknown account: userNotFound.
   */
  reviewsOf(viewerId: number, userId: number): Promise<AdminUserReview[]>;
  /**
   * Suspends the account for `input.hours` from now. userNotFound, adminNotSuspendable, or
   * alreadySuspendedUntil when a suspension is running, all decided inside the write.
   */
  suspend(adminId: number, userId: number, input: SuspendInput): Promise<Suspension>;
  /** Lifts the running suspension. userNotFound; notSuspended when none is running. */
  lift(adminId: number, userId: number): Promise<void>;
  /** A warning, the Terms' first step (contract §7.5): logged and the account told, in one transaction. userNotFound. */
  warn(adminId: number, userId: number, input: WarnInput): Promise<Warning>;
  /** The account's record (warnings, suspensions, hidden and deleted reviews, appeals) and the Terms' next step. userNotFound. */
  record(userId: number): Promise<AccountRecord>;
}
