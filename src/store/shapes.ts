// The public shapes stores answer with, written once for every implementation of src/store/index.ts
// (src/store/sqlite/, src/store/postgres/): the privacy rule of docs/product-rules.md#privacy lives
// in `toReview`, and a second database must not carry a copy of it that could drift.
import { APPEAL_DAYS, type AppealStatus, type ModerationAction, type ModerationTargetType } from "../contract/constants";
import type { AccountRecord, Appeal, ModerationLogEntry, Report, Review, ReviewVersion, VerificationRequest } from "../contract/types";
import { publicAddress } from "../contract/address";
import type { AppealRow, ModerationLogRow, ReportRow, ReviewReplyRow, ReviewRow, ReviewVersionRow, VerificationRequestRow } from "./rows";
import type { ViewerId } from "./reviews";

type LandlordRef = Review["landlord"];

/** One admin action as a store writes it to the moderation log (in the transaction of the action). */
export interface ModerationEntry {
  /** The admin who acted; kept for operators, never shown. */
  actorId: number | null;
  action: ModerationAction;
  targetType: ModerationTargetType;
  targetId: string | number;
  reportId?: number | null;
  /** The report category the action answered, if any. */
  category?: string | null;
  /** The admin's stated reason, published. */
  reason?: string | null;
  /** The account the action concerned (the author of a review, the account warned or suspended); never shown. */
  subjectId?: number | null;
  /** Only `seed --demo` backdates a row; every real action is logged as it happens. */
  createdAt?: string;
}

/** The public shape: what, to what kind of content, why, when. Never the actor, the reporter or the target's id. `appeal`: the state of an appeal of this action, if any. */
export function toPublicEntry(row: ModerationLogRow, appeal: AppealStatus | null = null): ModerationLogEntry {
  return {
    appeal,
    id: row.id,
    action: row.action as ModerationAction,
    targetType: row.targetType as ModerationTargetType,
    category: row.category,
    reason: row.reason,
    createdAt: row.createdAt,
  };
}

/** A report as moderators see it. */
export function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    reportType: row.reportType,
    targetId: row.targetId,
    reportedByUserId: row.reportedByUserId,
    reportCategory: row.reportCategory,
    description: row.description,
    status: row.status,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
    resolvedBy: row.resolvedBy,
  };
}

/**
 * A report as its reporter's data export shows it (GET /api/user/export, docs/product-rules.md#privacy):
 * without who handled it or the notes moderators wrote, which are theirs, not the reporter's
 * (issue 30). The account store's `record` (src/store/sqlite/account.ts) maps the reports filed with this.
 */
export function toFiledReport(row: ReportRow): Omit<Report, "adminNotes" | "resolvedBy"> {
  const { adminNotes: _notes, resolvedBy: _by, ...filed } = toReport(row);
  return filed;
}

/**
 * The answer's shape: every field of docs/product-rules.md#data and the landlord, under the privacy rule of
 * docs/product-rules.md#privacy. Only the author sees their own id and the address as typed; everyone else (admins too)
 * gets userId null and the building-level address, so no answer tells which reviews share an
 * author or which unit wrote one.
 */
export function toReview(row: ReviewRow, landlord: LandlordRef, viewer: ViewerId, reply: ReviewReplyRow | null = null): Review {
  const mine = viewer !== null && row.userId === viewer;
  return {
    id: row.id,
    landlordId: row.landlordId,
    userId: mine ? row.userId : null,
    reviewerName: row.reviewerName,
    overallRating: row.overallRating,
    responsivenessRating: row.responsivenessRating,
    maintenanceRating: row.maintenanceRating,
    fairnessRating: row.fairnessRating,
    reviewText: row.reviewText,
    propertyAddress: mine ? row.propertyAddress : publicAddress(row.propertyAddress),
    buildingId: row.buildingId ?? null,
    lengthOfResidence: row.lengthOfResidence,
    monthlyRent: row.monthlyRent,
    rentPeriod: row.rentPeriod as Review["rentPeriod"],
    utilitiesIncluded: row.utilitiesIncluded,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt,
    landlord,
    // A hidden reply is never drawn (contract §7.5); the stores' public reads leave it out already.
    reply: reply && !reply.hiddenAt ? { id: reply.id, text: reply.text, createdAt: reply.createdAt, updatedAt: reply.updatedAt } : null,
    editedAt: row.editedAt,
    // Only its author reads a hidden review at all (the stores' visibility condition keeps it out of
    // every other answer); they see why and until when they may appeal. `appeal` is filled by the store.
    ...(mine && row.hiddenAt ? { moderation: { state: "hidden" as const, reason: row.hiddenReason ?? "Other", note: row.hiddenNote, at: row.hiddenAt, appealDeadline: appealDeadline(row.hiddenAt), appeal: null } } : {}),
  };
}

/** The last moment an action taken at `at` may be appealed (product.md §9: within 14 days). */
export function appealDeadline(at: string): string {
  return new Date(Date.parse(at) + APPEAL_DAYS * 86_400_000).toISOString();
}

/** An appeal as its author and admins read it. */
export function toAppeal(row: AppealRow): Appeal {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    text: row.text,
    status: row.status,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

/** A stored version (review_versions.fields is the JSON of these fields) as admins read it. */
export function toReviewVersion(row: ReviewVersionRow): ReviewVersion {
  return { ...(JSON.parse(row.fields) as Omit<ReviewVersion, "writtenAt" | "replacedAt">), writtenAt: row.writtenAt, replacedAt: row.replacedAt };
}

/** The fields of a review an edit replaces, as review_versions keeps them. */
export function versionFields(row: ReviewRow): string {
  const { overallRating, responsivenessRating, maintenanceRating, fairnessRating, reviewText, propertyAddress, lengthOfResidence, monthlyRent, rentPeriod, utilitiesIncluded } = row;
  return JSON.stringify({ overallRating, responsivenessRating, maintenanceRating, fairnessRating, reviewText, propertyAddress, lengthOfResidence, monthlyRent, rentPeriod, utilitiesIncluded });
}

/** A verification request as its applicant and moderators see it. */
export function toVerificationRequest(row: VerificationRequestRow, landlord: VerificationRequest["landlord"]): VerificationRequest {
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

/**
 * The Terms' ladder (product.md §9): a first offense gets a warning, a second a 24-48 hour
 * suspension, a third 1-7 days. `sanctions` counts the warnings and suspensions already given.
 */
export function nextStep(sanctions: number): AccountRecord["nextStep"] {
  return sanctions === 0 ? "warning" : sanctions === 1 ? "suspension-short" : "suspension-long";
}
