// Verification that reaches someone (docs/product-rules.md#verification-badges-and-replies): a signed-in account files the verification
// form, optionally claiming a landlord profile; an admin approves or rejects it with notes; an
// approval makes the account that profile's owner (the "verified" badge and the right of reply),
// and rejecting a request that was approved takes the ownership back. The applicant reads the
// status of its requests; an owner reads its profiles for the dashboard. The rules that need the
// data, and the landlord's change a decision announces, are the store's (src/store/verification.ts).
import type { AppDeps } from "../../deps";
import type { OwnerDashboard, VerificationRequest } from "../../contract/types";
import type { VerificationDecisionInput, VerificationRequestInput } from "../../contract/schemas";
import type { VerificationStatus } from "../../contract/constants";
import type { UserRow } from "../../store/rows";

/** How many of an owner's newest and unanswered reviews the dashboard shows. */
export const OWNER_NEWEST_REVIEWS = 10;
export const OWNER_UNANSWERED_REVIEWS = 20;

export function createVerificationService(deps: AppDeps) {
  const { verification } = deps.store;
  return {
    /** `input.landlordId` is well formed: the route's schema answered a malformed one with landlordNotFound. */
    create: (user: Pick<UserRow, "id">, input: VerificationRequestInput): Promise<VerificationRequest> => verification.create(user.id, input),

    list: (status?: VerificationStatus): Promise<VerificationRequest[]> => verification.list(status),
    ofUser: (userId: number): Promise<VerificationRequest[]> => verification.ofUser(userId),

    /**
     * approved: the applicant becomes the owner of the claimed profile (409 when another account
     * owns it already). rejected: a request that had been approved gives the ownership back.
     */
    decide: (admin: Pick<UserRow, "id">, requestId: number, input: VerificationDecisionInput): Promise<VerificationRequest> =>
      verification.decide(admin.id, requestId, input),

    /** "Your properties": the profiles the account owns with their figures and badges, and their reviews. */
    ownerDashboard: (userId: number): Promise<OwnerDashboard> =>
      verification.ownerDashboard(userId, { newest: OWNER_NEWEST_REVIEWS, unanswered: OWNER_UNANSWERED_REVIEWS }),
  };
}
