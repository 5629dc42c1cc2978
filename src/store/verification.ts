// The verification store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/verification.ts `createVerificationStore`. Verification requests and the owner
// link an approval makes (docs/product-rules.md#verification-badges-and-replies). The owner shows
// as the landlord's "verified" badge, so a decision that moves it announces the landlord's change.
import type { OwnerDashboard, VerificationRequest } from "../contract/types";
import type { VerificationDecisionInput, VerificationRequestInput } from "../contract/schemas";
import type { VerificationStatus } from "../contract/constants";

export interface VerificationStore {
  /**
   * A pending request by `userId`, claiming `input.landlordId` if given (a well-formed id, the
   * route's schema checks it; "" or null claims nothing). landlordNotFound, profileOwned (the
   * profile has an owner) or alreadyPending (the account has a request waiting), inside the write.
   */
  create(userId: number, input: VerificationRequestInput): Promise<VerificationRequest>;
  /** Newest first; `status` narrows. */
  list(status?: VerificationStatus): Promise<VerificationRequest[]>;
  /** The account's own requests, newest first. */
  ofUser(userId: number): Promise<VerificationRequest[]>;
  /**
   * approved: the applicant becomes the owner of the claimed profile (profileOwned when another
   * account owns it). rejected: a request that had been approved gives the ownership back. One
   * moderation-log row, without the notes. requestNotFound for an unknown id.
   */
  decide(adminId: number, requestId: number, input: VerificationDecisionInput): Promise<VerificationRequest>;
  /** "Your properties": the profiles the account owns, their newest reviews and those without a reply, read in one snapshot. */
  ownerDashboard(userId: number, limits: { newest: number; unanswered: number }): Promise<OwnerDashboard>;
}
