// Verification that reaches someone (docs/product-rules.md#verification-badges-and-replies): a signed-in account files the verification
// form, optionally claiming a landlord profile; an admin approves or rejects it with notes; an
// approval makes the account that profile's owner (the "verified" badge and the right of reply),
// and rejecting a request that was approved takes the ownership back. The applicant reads the
// status of its requests; an owner reads its profiles for the dashboard.
import type { AppDeps } from "../../deps";
import type { OwnerDashboard, VerificationRequest } from "../../contract/types";
import type { VerificationDecisionInput, VerificationRequestInput } from "../../contract/schemas";
import type { VerificationStatus } from "../../contract/constants";
import { isUuid } from "../../contract/query";
import { writeTx } from "../../store/sqlite/connection";
import { commit } from "../../events";
import type { UserRow } from "../../store/sqlite/schema";
import * as landlordsRepo from "../../store/sqlite/landlords";
import { landlordNotFound } from "../landlords/errors";
import { alreadyPending, profileOwned, requestNotFound } from "./errors";
import { countUnanswered, reviewsOfLandlords } from "../../store/sqlite/reviews";
import { logModeration } from "../../store/sqlite/moderation-log";
import * as repo from "../../store/sqlite/verification";

/** How many of an owner's newest and unanswered reviews the dashboard shows. */
export const OWNER_NEWEST_REVIEWS = 10;
export const OWNER_UNANSWERED_REVIEWS = 20;

export function createVerificationService(deps: AppDeps) {
  const { db } = deps;

  return {
    create(user: Pick<UserRow, "id">, input: VerificationRequestInput): VerificationRequest {
      // A malformed id names nothing: the same 404 as an unknown one.
      if (input.landlordId && !isUuid(input.landlordId)) throw landlordNotFound();
      const landlordId = input.landlordId ? input.landlordId.toLowerCase() : null;
      return writeTx(db, (tx) => {
        if (landlordId) {
          const landlord = landlordsRepo.landlordById(tx, landlordId);
          if (!landlord) throw landlordNotFound();
          if (landlord.ownerUserId != null) throw profileOwned();
        }
        // Checked inside BEGIN IMMEDIATE: two submissions at once cannot both pass.
        if (repo.hasPendingRequest(tx, user.id)) throw alreadyPending();
        const row = repo.insertRequest(tx, user.id, { ...input, landlordId });
        return repo.requestById(tx, row.id)!;
      });
    },

    list: (status?: VerificationStatus): VerificationRequest[] => repo.listRequests(db, status),
    ofUser: (userId: number): VerificationRequest[] => repo.requestsOfUser(db, userId),

    /**
     * approved: the applicant becomes the owner of the claimed profile (409 when another account
     * owns it already). rejected: a request that had been approved gives the ownership back.
     */
    decide(admin: Pick<UserRow, "id">, requestId: number, input: VerificationDecisionInput): VerificationRequest {
      const adminNotes = input.adminNotes ? input.adminNotes : null;
      // The "verified" badge is part of the landlord's answers, which are kept until a change is announced.
      return commit(deps, (tx, raise) => {
        const current = repo.requestRowById(tx, requestId);
        if (!current) throw requestNotFound();
        let changedLandlord: string | null = null;
        const landlord = current.landlordId ? landlordsRepo.landlordById(tx, current.landlordId) : undefined;
        if (landlord && input.status === "approved" && landlord.ownerUserId !== current.userId) {
          if (landlord.ownerUserId != null) throw profileOwned();
          landlordsRepo.setLandlordOwner(tx, landlord.id, current.userId);
          changedLandlord = landlord.id;
        }
        if (landlord && input.status === "rejected" && current.status === "approved" && landlord.ownerUserId === current.userId) {
          landlordsRepo.setLandlordOwner(tx, landlord.id, null);
          changedLandlord = landlord.id;
        }
        repo.decideRequest(tx, requestId, { status: input.status, adminNotes, decidedBy: admin.id });
        // On the public moderation log without the notes: they are about a person's business papers
        // and stay in the request. (The request's own log line comes from plugins/security.ts.)
        logModeration(tx, {
          actorId: admin.id,
          action: input.status === "approved" ? "verification.approve" : "verification.reject",
          targetType: "verification_request",
          targetId: String(requestId),
          reason: null,
        });
        if (changedLandlord) raise("landlord.changed", { landlordId: changedLandlord });
        return repo.requestById(tx, requestId)!;
      });
    },

    /** "Your properties": the profiles the account owns with their figures and badges, and their reviews. */
    ownerDashboard(userId: number): OwnerDashboard {
      const owned = landlordsRepo.landlordsOwnedBy(db, userId);
      const ids = owned.map((l) => l.id);
      return {
        landlords: owned.map(landlordsRepo.toLandlord),
        newestReviews: reviewsOfLandlords(db, ids, userId, { limit: OWNER_NEWEST_REVIEWS }),
        unanswered: reviewsOfLandlords(db, ids, userId, { limit: OWNER_UNANSWERED_REVIEWS, unanswered: true }),
        unansweredCount: countUnanswered(db, ids),
      };
    },
  };
}
