// The response shapes of docs/product-rules.md#shapes and docs/product-rules.md#routes. Timestamps are ISO 8601 strings in UTC.
import type { Follow, Notification } from "./follows";
import type { AppealStatus, AppealTargetType, ContactMessageStatus, LandlordBadge, LandlordType, ModerationAction, ModerationTargetType, RentPeriod, ReportStatus, ReportType, VerificationStatus } from "./constants";

export interface User {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: 0 | 1;
  createdAt: string;
}

/** GET /api/user/connections (docs/product-rules.md#accounts): what the account page's sign-in section shows. */
export interface AccountConnections {
  /** Whether the account proved it reads its e-mail: only then does an outside sign-in with that e-mail reach it. */
  emailVerified: boolean;
  /** Whether the site can mail a confirmation link (SMTP_URL and MAIL_FROM set). */
  canConfirmEmail: boolean;
  /** Every provider the site offers, and whether this account is connected to it. */
  providers: { id: string; label: string; connected: boolean }[];
}

export interface Landlord {
  id: string;
  name: string;
  type: LandlordType;
  location: string;
  averageRating: number;
  totalReviews: number;
  /** docs/product-rules.md#verification-badges-and-replies: the criteria of docs/product-rules.md#constants, "verified" from an approved verification request. */
  badges: LandlordBadge[];
  /** docs/product-rules.md#verification-badges-and-replies: means over its reviews, one decimal each, 0 with none. */
  ratings: LandlordRatings;
}

export interface LandlordRatings {
  overall: number;
  responsiveness: number;
  maintenance: number;
  fairness: number;
}

/** The owner's answer to a review (docs/product-rules.md#verification-badges-and-replies); `id` is what a "reply" report names. */
export interface ReviewReply {
  id: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export interface VerificationRequest {
  id: number;
  userId: number;
  landlordId: string | null;
  /** The claimed profile's name and location, while it exists. */
  landlord: { id: string; name: string; location: string } | null;
  fullName: string;
  email: string;
  phone: string;
  businessName: string | null;
  businessAddress: string;
  businessLicense: string | null;
  yearsInBusiness: number;
  propertyCount: number;
  additionalInfo: string | null;
  status: VerificationStatus;
  adminNotes: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** GET /api/user/properties: what an owner account's dashboard shows ("Your properties"). */
export interface OwnerDashboard {
  landlords: Landlord[];
  /** The newest reviews of those profiles, at most 10. */
  newestReviews: Review[];
  /** Reviews of those profiles still without a reply, newest first, at most 20. */
  unanswered: Review[];
  unansweredCount: number;
}

export interface Review {
  id: string;
  landlordId: string;
  userId: number | null;
  reviewerName: string | null;
  overallRating: number;
  responsivenessRating: number;
  maintenanceRating: number;
  fairnessRating: number;
  reviewText: string;
  propertyAddress: string | null;
  /** The building its address names (contract §7.2); null without an address. */
  buildingId: string | null;
  lengthOfResidence: string;
  monthlyRent: number | null;
  rentPeriod: RentPeriod;
  utilitiesIncluded: string;
  helpfulCount: number;
  createdAt: string;
  landlord: { id: string; name: string; location: string };
  /** The verified owner's reply, drawn under the review as "Response from the owner". */
  reply: ReviewReply | null;
  /** When its author last edited it; null until then (shown as "Edited {date}"). */
  editedAt: string | null;
  /** Only on the author's own hidden review (GET /api/user/reviews): why and until when they may appeal. */
  moderation?: ReviewModeration;
}

/** What the author of a hidden review reads of it (contract §7.5). */
export interface ReviewModeration {
  state: "hidden";
  /** The review category the moderators named. */
  reason: string;
  note: string | null;
  at: string;
  /** The last moment an appeal is accepted (14 days after `at`). */
  appealDeadline: string;
  /** The author's appeal of this hide, if they made one. */
  appeal: { id: number; status: AppealStatus; note: string | null; decidedAt: string | null } | null;
}

/** An appeal as its author and admins read it (contract §7.5). */
export interface Appeal {
  id: number;
  targetType: AppealTargetType;
  targetId: string;
  text: string;
  status: AppealStatus;
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** An appeal in the admin Appeals tab: the text, the original content and the action appealed. */
export interface AdminAppeal extends Appeal {
  /** The appellant's account. */
  user: { id: number; username: string };
  /** The action appealed: what moderators did, why and when. */
  action: { action: ModerationAction; category: string | null; reason: string | null; note: string | null; at: string };
  /** The hidden review as written (review appeals; null when it was deleted since). */
  review: Review | null;
  /** The suspension appealed (suspension appeals; null once lifted or expired). */
  suspension: Suspension | null;
}

/** A warning of the Terms' ladder. */
export interface Warning {
  id: number;
  reason: string;
  createdAt: string;
}

/** A moderation decision its subject is told of (the dashboard's list until notifications land, contract §7.5). */
export interface ModerationDecision {
  kind: "review.hidden" | "review.restored" | "reply.hidden" | "reply.restored" | "user.warned" | "user.suspended" | "appeal.granted" | "appeal.upheld";
  /** The category or reason given. */
  reason: string | null;
  note: string | null;
  at: string;
  /** The review concerned, when there is one. */
  reviewId: string | null;
  landlordName: string | null;
}

/** An account's record in the admin Users tab (contract §7.5), with the Terms' next step. */
export interface AccountRecord {
  warnings: Warning[];
  suspensions: { at: string; reason: string | null }[];
  hiddenReviews: { id: string; landlordName: string; reason: string; at: string }[];
  deletedReviews: { at: string; category: string | null }[];
  appeals: Appeal[];
  /** The Terms' ladder (product.md §9): a warning first, then a 24-48 hour suspension, then 1-7 days. */
  nextStep: "warning" | "suspension-short" | "suspension-long";
}

/** One earlier version of a review (GET /api/admin/reviews/{id}/history), newest first. */
export interface ReviewVersion {
  overallRating: number;
  responsivenessRating: number;
  maintenanceRating: number;
  fairnessRating: number;
  reviewText: string;
  propertyAddress: string | null;
  lengthOfResidence: string;
  monthlyRent: number | null;
  rentPeriod: string;
  utilitiesIncluded: string;
  writtenAt: string;
  replacedAt: string;
}

export interface ReviewCreated {
  review: Review;
  landlordId: string;
  isFirstReview: boolean;
}

export interface Report {
  id: number;
  reportType: ReportType;
  targetId: string;
  reportedByUserId: number | null;
  reportCategory: string;
  description: string;
  status: ReportStatus;
  adminNotes: string | null;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: number | null;
}

/**
 * What a queued report points at (docs/product-rules.md#moderation), so a moderator decides without leaving the
 * queue: the landlord, and the review's first 300 characters or the landlord's name and location.
 */
export interface ReportTarget {
  landlordId: string;
  landlordName: string;
  excerpt: string;
  /** A reported reply's review: the reply is hidden or restored by it (contract §7.5). */
  reviewId?: string;
}

/** A report as GET /api/reports lists it; `target` is null once the content is gone. */
export interface QueuedReport extends Report {
  target: ReportTarget | null;
}

/** One row of the public moderation log: never who acted, who reported, or which account. */
export interface ModerationLogEntry {
  id: number;
  action: ModerationAction;
  targetType: ModerationTargetType;
  category: string | null;
  reason: string | null;
  createdAt: string;
  /** When the action was appealed: the appeal's state, shown beside it (contract §7.5). */
  appeal: AppealStatus | null;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  createdAt: string;
}

export interface Suspension {
  until: string;
  reason: string;
}

/** An account as the admin "Users" tab lists it. */
export interface AdminUserSummary {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: 0 | 1;
  createdAt: string;
  reviewCount: number;
  /** Reports filed against this account's reviews. */
  reportCount: number;
  suspension: Suspension | null;
}

/** One of an account's reviews, with the reports on it, for the "Users" tab. */
export interface AdminUserReview {
  review: Review;
  reports: Report[];
}

export interface ActivityItem {
  id: string;
  type: "review" | "helpful_vote";
  landlordName: string;
  date: string;
  rating?: number;
}

export interface UserStats {
  reviewsWritten: number;
  helpfulVotes: number;
  averageRating: number;
  joinDate: string;
  recentActivity: ActivityItem[];
}

export interface RentAnalysis {
  level: "low" | "average" | "high";
  description: string;
  marketData: { dataSource: "platform" | "external"; sampleSize: number; averageRent: number };
}

export interface ApiError {
  message: string;
  /** Stable, for programs: "<module>.<what>" (src/http.ts). */
  code?: string;
  errors?: Record<string, string>;
  landlordId?: string;
  /** With code "sanction.suspended": when the suspension ends (docs/product-rules.md#moderation). */
  suspendedUntil?: string;
}

/** GET /api/user/export (docs/product-rules.md#privacy): everything stored about the account. */
export interface AccountExport {
  exportedAt: string;
  account: User & { updatedAt: string };
  /** Outside sign-in accounts joined to this one: the provider and when, never its tokens. */
  linkedAccounts: { provider: string; createdAt: string }[];
  /** Signed-in sessions: only when each expires (the session ids are secrets). */
  sessions: { expiresAt: string }[];
  /** The account's reviews, as written (full address, own id). */
  reviews: Review[];
  helpfulVotes: { reviewId: string; landlordName: string; createdAt: string }[];
  /** Reports the account filed, without who handled them or the moderators' notes. */
  reports: Omit<Report, "adminNotes" | "resolvedBy">[];
  /** Replies written as a landlord's verified owner (docs/product-rules.md#verification-badges-and-replies). */
  replies: { id: string; reviewId: string; text: string; createdAt: string; updatedAt: string }[];
  /** Landlord verification requests filed, with their decision. */
  verificationRequests: (Omit<VerificationRequest, "userId" | "landlord"> & { decidedAt: string | null })[];
  /** A suspension in force or past (docs/product-rules.md#moderation), or null. */
  suspension: { until: string; reason: string; createdAt: string } | null;
  /** What the account follows, with its e-mail choice (contract §7.4). */
  follows: Follow[];
  /** Its notifications, newest first. */
  notifications: Notification[];
  /** Warnings the account received and the appeals it made (contract §7.5). */
  warnings: Warning[];
  appeals: Appeal[];
}

/** GET /api/site: the public settings the UI needs to say the right thing. */
export interface SiteSettings {
  /** SMTP_URL and MAIL_FROM are set: "Forgot password?" mails a link. Else an operator makes one. */
  passwordResetByMail: boolean;
  contactEmail: string | null;
  privacyEmail: string | null;
}

/** A building (contract §7.2): its review addresses' building-level form, within its location. */
export interface Building {
  id: string;
  address: string;
  location: string;
  averageRating: number;
  totalReviews: number;
  ratings: LandlordRatings;
  /** The landlords its reviewers named, most reviews first. */
  landlords: { id: string; name: string; reviewCount: number }[];
  /** Per year of review, oldest first: the median rent turned monthly (weekly x 52/12, annual / 12). */
  rent: { year: number; medianMonthlyRent: number; sampleSize: number }[];
}

/** A line of GET /api/cities. */
export interface CitySummary {
  location: string;
  slug: string;
  landlordCount: number;
  reviewCount: number;
}

/** GET /api/cities/{slug}. */
export interface City extends CitySummary {
  averageRating: number;
  /** The mean rent of its reviews, turned monthly; null when none gives one. */
  averageMonthlyRent: number | null;
  best: Landlord[];
  worst: Landlord[];
  buildings: Building[];
}
