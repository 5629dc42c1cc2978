// Verification requests on PostgreSQL: the twin of src/store/sqlite/verification.ts. A decision that
// moves the owner changes the landlord's public row (its "verified" badge), so it writes through
// `write` and raises landlord.changed (tx.ts), published after the commit.
// Where SQLite's write lock serialised a check and its write, rows are locked first (FOR NO KEY
// UPDATE, which leaves the foreign keys to them free):
// - create: the applicant's user row, so one account's submissions queue and "one pending request"
//   is checked on what committed before;
// - decide: the claimed landlord (lockLandlord), then the request, so two approvals claiming one
//   profile at once make one owner and one profileOwned, two decisions on one request queue, and a
//   decision racing the landlord's delete takes its locks in the delete's order.
import { and, desc, eq, type SQL } from "drizzle-orm";
import { landlords, users, verificationRequests } from "./schema";
import type { VerificationRequest } from "../../contract/types";
import type { VerificationStatus } from "../../contract/constants";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import { byName, landlordById, lockLandlord, setLandlordOwner } from "./landlords";
import { countUnanswered, reviewsOfLandlords } from "./reviews";
import { toLandlord } from "../../modules/landlords/public";
import { logModeration } from "./moderation-log";
import { write, writeTx, type PostgresContext } from "./tx";
import type { VerificationStore } from "../verification";
import { alreadyPending, profileOwned, requestNotFound } from "../../modules/verification/errors";
import { landlordNotFound } from "../../modules/landlords/errors";
import { toVerificationRequest } from "../shapes";
export { toVerificationRequest } from "../shapes";

type Ex = PgDb | PgTx;


async function select(ex: Ex, where: SQL | undefined): Promise<VerificationRequest[]> {
  const rows = await ex
    .select({ request: verificationRequests, landlord: { id: landlords.id, name: landlords.name, location: landlords.location } })
    .from(verificationRequests)
    .leftJoin(landlords, eq(landlords.id, verificationRequests.landlordId))
    .where(where)
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id));
  return rows.map((r) => toVerificationRequest(r.request, r.landlord));
}

export const requestById = async (ex: Ex, id: number): Promise<VerificationRequest | undefined> => (await select(ex, eq(verificationRequests.id, id)))[0];
/** Newest first; `status` narrows. */
export const listRequests = (ex: Ex, status?: VerificationStatus) => select(ex, status ? eq(verificationRequests.status, status) : undefined);
export const requestsOfUser = (ex: Ex, userId: number) => select(ex, eq(verificationRequests.userId, userId));

/** The verification store on PostgreSQL (src/store/verification.ts). */
export function createVerificationStore(ctx: PostgresContext): VerificationStore {
  const { db } = ctx;
  return {
    async create(userId, input) {
      const landlordId = input.landlordId || null;
      // Nothing public changes until a decision: no events.
      return writeTx(db, async (tx) => {
        if (landlordId) {
          const landlord = await landlordById(tx, landlordId);
          if (!landlord) throw landlordNotFound();
          if (landlord.ownerUserId != null) throw profileOwned();
        }
        // One account's submissions queue on its row: the check sees every request committed before.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        const [pending] = await tx
          .select({ id: verificationRequests.id })
          .from(verificationRequests)
          .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, "pending")))
          .limit(1);
        if (pending) throw alreadyPending();
        const [row] = await tx
          .insert(verificationRequests)
          .values({
            userId,
            landlordId,
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
          .returning({ id: verificationRequests.id });
        return (await requestById(tx, row!.id))!;
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
      return write(ctx, async (tx, raise) => {
        // The landlord first, then the request: a landlord's delete holds the landlord and then clears
        // the request's claim (ON DELETE SET NULL), so the other order deadlocked against it (seen).
        const [peek] = await tx.select({ landlordId: verificationRequests.landlordId }).from(verificationRequests).where(eq(verificationRequests.id, requestId));
        if (!peek) throw requestNotFound();
        const locked = peek.landlordId ? await lockLandlord(tx, peek.landlordId) : undefined;
        const [current] = await tx.select().from(verificationRequests).where(eq(verificationRequests.id, requestId)).for("no key update");
        if (!current) throw requestNotFound();
        // A claim cleared meanwhile (its landlord deleted) claims nothing.
        const landlord = locked && current.landlordId === locked.id ? locked : undefined;
        if (landlord && input.status === "approved" && landlord.ownerUserId !== current.userId) {
          if (landlord.ownerUserId != null) throw profileOwned();
          await setLandlordOwner(tx, landlord.id, current.userId);
          // The "verified" badge is part of the landlord's public row, kept by search until a change is announced.
          raise("landlord.changed", { landlordId: landlord.id, building: null });
        }
        if (landlord && input.status === "rejected" && current.status === "approved" && landlord.ownerUserId === current.userId) {
          await setLandlordOwner(tx, landlord.id, null);
          raise("landlord.changed", { landlordId: landlord.id, building: null });
        }
        await tx
          .update(verificationRequests)
          .set({ status: input.status, adminNotes, decidedBy: adminId, decidedAt: nowIso() })
          .where(eq(verificationRequests.id, requestId));
        // On the public moderation log without the notes: they are about a person's business papers.
        await logModeration(tx, {
          actorId: adminId,
          action: input.status === "approved" ? "verification.approve" : "verification.reject",
          targetType: "verification_request",
          targetId: String(requestId),
          reason: null,
        });
        return (await requestById(tx, requestId))!;
      });
    },

    async ownerDashboard(userId, limits) {
      // One snapshot for the profiles, their reviews and the count, as SQLite's read transaction gives.
      return db.transaction(
        async (tx) => {
          const owned = await tx.select().from(landlords).where(eq(landlords.ownerUserId, userId)).orderBy(desc(landlords.totalReviews), byName);
          const ids = owned.map((l) => l.id);
          return {
            landlords: owned.map(toLandlord),
            newestReviews: await reviewsOfLandlords(tx, ids, userId, { limit: limits.newest }),
            unanswered: await reviewsOfLandlords(tx, ids, userId, { limit: limits.unanswered, unanswered: true }),
            unansweredCount: await countUnanswered(tx, ids),
          };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },
  };
}
