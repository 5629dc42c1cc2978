// Verification requests in SQLite (docs/product-rules.md#verification-badges-and-replies). Functions take an executor so that a decision
// and the owner link it makes share one transaction.
import { and, desc, eq } from "drizzle-orm";
import { landlords, verificationRequests, type VerificationRequestRow } from "./schema";
import type { VerificationRequest } from "../../contract/types";
import type { VerificationRequestInput } from "../../contract/schemas";
import type { VerificationStatus } from "../../contract/constants";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import type { SqliteContext } from "./tx";
import type { VerificationStore } from "../verification";

type LandlordRef = VerificationRequest["landlord"];

export function toVerificationRequest(row: VerificationRequestRow, landlord: LandlordRef): VerificationRequest {
  return {
    id: row.id,
    userId: row.userId,
    landlordId: row.landlordId,
    landlord,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    businessName: row.businessName,
    businessAddress: row.businessAddress,
    businessLicense: row.businessLicense,
    yearsInBusiness: row.yearsInBusiness,
    propertyCount: row.propertyCount,
    additionalInfo: row.additionalInfo,
    status: row.status,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

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
  void ctx;
  return {};
}
