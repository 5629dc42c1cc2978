// Verification requests in SQLite (docs/product-rules.md#verification-badges-and-replies). Functions take an executor so that a decision
// and the owner link it makes share one transaction. A decision that moves the owner changes the
// landlord's public row (its "verified" badge), so it writes through `write` and raises
// landlord.changed (src/store/sqlite/tx.ts).
import { and, desc, eq } from "drizzle-orm";
import { landlords, verificationRequests, type VerificationRequestRow } from "./schema";
import type { VerificationRequest } from "../../contract/types";
import type { VerificationRequestInput } from "../../contract/schemas";
import type { VerificationStatus } from "../../contract/constants";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { landlordById, landlordsOwnedBy, setLandlordOwner, toLandlord } from "./landlords";
import { countUnanswered, reviewsOfLandlords } from "./reviews";
import { logModeration } from "./moderation-log";
import { write, writeTx, type SqliteContext } from "./tx";
import type { VerificationStore } from "../verification";
import { alreadyPending, profileOwned, requestNotFound } from "../../modules/verification/errors";
import { landlordNotFound } from "../../modules/landlords/errors";
import { toVerificationRequest } from "../shapes";
export { toVerificationRequest } from "../shapes";



function select(ex: Executor, where: ReturnType<typeof eq> | undefined): VerificationRequest[] {
  return ex
    .select({ request: verificationRequests, landlord: { id: landlords.id, name: landlords.name, location: landlords.location } })
    .from(verificationRequests)
    .leftJoin(landlords, eq(landlords.id, verificationRequests.landlordId))
    .where(where)
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .all()
    .map((r) => toVerificationRequest(r.request, r.landlord));
}

export function insertRequest(ex: Executor, userId: number, input: VerificationRequestInput & { landlordId: string | null }): VerificationRequestRow {
  return ex
    .insert(verificationRequests)
    .values({
      userId,
      landlordId: input.landlordId,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      businessName: input.businessName || null,
      businessAddress: input.businessAddress,
      businessLicense: input.businessLicense || null,
      yearsInBusiness: input.yearsInBusiness,
      propertyCount: input.propertyCount,
      additionalInfo: input.additionalInfo || null,
      status: "pending",
      createdAt: nowIso(),
    })
    .returning()
    .get();
}

export function requestRowById(ex: Executor, id: number): VerificationRequestRow | undefined {
  return ex.select().from(verificationRequests).where(eq(verificationRequests.id, id)).get();
}

export const requestById = (ex: Executor, id: number): VerificationRequest | undefined => select(ex, eq(verificationRequests.id, id))[0];
/** Newest first; `status` narrows. */
export const listRequests = (ex: Executor, status?: VerificationStatus) => select(ex, status ? eq(verificationRequests.status, status) : undefined);
export const requestsOfUser = (ex: Executor, userId: number) => select(ex, eq(verificationRequests.userId, userId));

export function hasPendingRequest(ex: Executor, userId: number): boolean {
  return !!ex
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, "pending")))
    .get();
}

export function decideRequest(ex: Executor, id: number, values: { status: VerificationStatus; adminNotes: string | null; decidedBy: number }): void {
  ex.update(verificationRequests)
    .set({ status: values.status, adminNotes: values.adminNotes, decidedBy: values.decidedBy, decidedAt: nowIso() })
    .where(eq(verificationRequests.id, id))
    .run();
}

/** The verification store on SQLite (src/store/verification.ts). */
export function createVerificationStore(ctx: SqliteContext): VerificationStore {
  const { db } = ctx;
  return {
    async create(userId, input) {
      const landlordId = input.landlordId || null;
      // Nothing public changes until a decision: no events.
      return writeTx(db, (tx) => {
        if (landlordId) {
          const landlord = landlordById(tx, landlordId);
          if (!landlord) throw landlordNotFound();
          if (landlord.ownerUserId != null) throw profileOwned();
        }
        // Checked inside BEGIN IMMEDIATE: two submissions at once cannot both pass.
        if (hasPendingRequest(tx, userId)) throw alreadyPending();
        const row = insertRequest(tx, userId, { ...input, landlordId });
        return requestById(tx, row.id)!;
      });
    },

    async list(status) {
      return listRequests(db, status);
    },

    async ofUser(userId) {
      return requestsOfUser(db, userId);
    },

    async decide(adminId, requestId, input) {
      const adminNotes = input.adminNotes ? input.adminNotes : null;
      return write(ctx, (tx, raise) => {
        const current = requestRowById(tx, requestId);
        if (!current) throw requestNotFound();
        const landlord = current.landlordId ? landlordById(tx, current.landlordId) : undefined;
        if (landlord && input.status === "approved" && landlord.ownerUserId !== current.userId) {
          if (landlord.ownerUserId != null) throw profileOwned();
          setLandlordOwner(tx, landlord.id, current.userId);
          // The "verified" badge is part of the landlord's public row, kept by search until a change is announced.
          // No building answer shows it (building: null).
          raise("landlord.changed", { landlordId: landlord.id, building: null });
        }
        if (landlord && input.status === "rejected" && current.status === "approved" && landlord.ownerUserId === current.userId) {
          setLandlordOwner(tx, landlord.id, null);
          raise("landlord.changed", { landlordId: landlord.id, building: null });
        }
        decideRequest(tx, requestId, { status: input.status, adminNotes, decidedBy: adminId });
        // On the public moderation log without the notes: they are about a person's business papers
        // and stay in the request. (The request's own log line comes from plugins/security.ts.)
        logModeration(tx, {
          actorId: adminId,
          action: input.status === "approved" ? "verification.approve" : "verification.reject",
          targetType: "verification_request",
          targetId: String(requestId),
          reason: null,
        });
        return requestById(tx, requestId)!;
      });
    },

    async ownerDashboard(userId, limits) {
      // One read transaction: the profiles, their reviews and the count are one snapshot.
      return db.transaction((tx) => {
        const owned = landlordsOwnedBy(tx, userId);
        const ids = owned.map((l) => l.id);
        return {
          landlords: owned.map(toLandlord),
          newestReviews: reviewsOfLandlords(tx, ids, userId, { limit: limits.newest }),
          unanswered: reviewsOfLandlords(tx, ids, userId, { limit: limits.unanswered, unanswered: true }),
          unansweredCount: countUnanswered(tx, ids),
        };
      });
    },
  };
}
