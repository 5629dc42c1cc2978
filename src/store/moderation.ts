// The moderation store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/moderation-log.ts `createModerationStore`. Only the public log is read here:
// a log row is written by the store of the action it records, inside that action's write
// (src/store/sqlite/moderation-log.ts `logModeration`), never on its own.
import type { AdminAppeal, Appeal, ModerationDecision, ModerationLogEntry } from "../contract/types";
import type { AppealStatus } from "../contract/constants";
import type { AppealDecisionInput, AppealInput } from "../contract/schemas";

export interface ModerationStore {
  /** The public log (docs/product-rules.md#moderation), newest first, one page with the total: never who acted or reported. */
  publicLog(page: { limit: number; offset: number }): Promise<{ entries: ModerationLogEntry[]; total: number }>;
  /**
   * An appeal (contract §7.5) of the hide of the author's review or of the account's suspension:
   * 404 reviewNotFound or nothingToAppeal, 403 appealNotYours or appealTooLate (14 days),
   * 409 alreadyAppealed (once per action, a double click included).
   */
  appeal(userId: number, input: AppealInput): Promise<Appeal>;
  /** The Appeals tab: appeals in `status`, with the text, the appellant, the action and the original content. */
  appeals(adminId: number, status: AppealStatus): Promise<AdminAppeal[]>;
  /**
   * Decides an appeal: granted restores the review (figures recounted) or lifts the suspension;
   * either way one log row and the author told, in one transaction. 404 appealNotFound, 409 appealAlreadyDecided.
   */
  decide(adminId: number, appealId: number, input: AppealDecisionInput): Promise<Appeal>;
  /** What moderators decided about the account and its content, and its appeals (the dashboard). */
  decisionsOf(userId: number): Promise<{ decisions: ModerationDecision[]; appeals: Appeal[] }>;
}
