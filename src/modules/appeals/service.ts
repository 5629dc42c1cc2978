// Moderation people can contest (contract §7.5): hiding instead of deleting, appeals, warnings and
// edit history. The rules that must hold inside one transaction (a hide with its figures, log row
// and resolved reports; an appeal's deadline and "once"; a grant's restore) live in the stores
// (src/store/reviews.ts, replies.ts, moderation.ts, sanctions.ts); this service passes plain values.
import type { AppDeps } from "../../deps";
import type { AppealStatus } from "../../contract/constants";
import type { AppealDecisionInput, AppealInput, HideInput, WarnInput } from "../../contract/schemas";

export function createAppealsService(deps: AppDeps) {
  const { reviews, replies, moderation, sanctions } = deps.store;
  return {
    hideReview: async (adminId: number, reviewId: string, input: HideInput) => {
      await reviews.hide(adminId, reviewId, input);
      return { id: reviewId, state: "hidden" as const };
    },
    restoreReview: async (adminId: number, reviewId: string) => {
      await reviews.restore(adminId, reviewId);
      return { id: reviewId, state: "visible" as const };
    },
    hideReply: async (adminId: number, reviewId: string, input: HideInput) => {
      await replies.hide(adminId, reviewId, input);
      return { reviewId, state: "hidden" as const };
    },
    restoreReply: async (adminId: number, reviewId: string) => {
      await replies.restore(adminId, reviewId);
      return { reviewId, state: "visible" as const };
    },
    history: (reviewId: string) => reviews.history(reviewId),
    appeal: (userId: number, input: AppealInput) => moderation.appeal(userId, input),
    appeals: (adminId: number, status: AppealStatus | undefined) => moderation.appeals(adminId, status ?? "pending"),
    decide: (adminId: number, appealId: number, input: AppealDecisionInput) => moderation.decide(adminId, appealId, input),
    warn: (adminId: number, userId: number, input: WarnInput) => sanctions.warn(adminId, userId, input),
    record: (userId: number) => sanctions.record(userId),
    /** The dashboard's list of decisions and appeals (the contract's fallback until notifications). */
    mine: (userId: number) => moderation.decisionsOf(userId),
  };
}
