// Business constants of docs/product-rules.md#validation-messages and docs/product-rules.md#constants, shared by the server and the UI so that a
// limit or a list is written once.

export const DEFAULT_SITE_NAME = "RentFair";

export const LANDLORD_TYPES = ["individual", "company"] as const;
export type LandlordType = (typeof LANDLORD_TYPES)[number];

export const LENGTHS_OF_RESIDENCE = [
  "Less than 3 months",
  "3-6 months",
  "6 months - 1 year",
  "1-2 years",
  "2-3 years",
  "3+ years",
] as const;

export const RENT_PERIODS = ["monthly", "weekly", "annual"] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];

export const REPORT_TYPES = ["review", "landlord", "reply"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

const REVIEW_REPORT_CATEGORIES = [
  "Fake or fraudulent review",
  "Inappropriate language or content",
  "Personal information disclosure",
  "Spam or promotional content",
  "Harassment or personal attacks",
  "Discriminatory content",
  "Copyright violation",
  "Other",
] as const;

export const REPORT_CATEGORIES: Record<ReportType, readonly string[]> = {
  review: REVIEW_REPORT_CATEGORIES,
  landlord: [
    "Incorrect information",
    "Duplicate profile",
    "Impersonation",
    "Inappropriate content",
    "Spam or fake listing",
    "Other",
  ],
  // A landlord's reply is reported like a review (docs/product-rules.md#verification-badges-and-replies).
  reply: REVIEW_REPORT_CATEGORIES,
};

/**
 * Landlord badges (docs/product-rules.md#constants, docs/product-rules.md#verification-badges-and-replies). Trusted and Top Rated follow from the figures;
 * Verified Property Owner from an approved verification request that claimed the profile.
 */
export const LANDLORD_BADGES = ["verified", "trusted", "top-rated"] as const;
export type LandlordBadge = (typeof LANDLORD_BADGES)[number];
export const BADGE_CRITERIA = {
  trusted: { minAverage: 4.0, minReviews: 5 },
  topRated: { minAverage: 4.5, minReviews: 10 },
} as const;

export const VERIFICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** GET /api/landlords/{id}/reviews orders (docs/product-rules.md#verification-badges-and-replies). */
export const REVIEW_SORTS = ["newest", "highest", "lowest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REPORT_STATUSES = ["pending", "reviewed", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  emailMax: 255,
  passwordMin: 6,
  passwordMax: 255,
  nameMax: 100,
  reviewTextMin: 10,
  reviewTextMax: 1000,
  rentMax: 50000,
  utilitiesMax: 500,
  lengthOfResidenceMax: 50,
  reportDescriptionMin: 10,
  reportDescriptionMax: 500,
  reportCategoryMax: 100,
  adminNotesMax: 2000,
  /** How much of a reported review the moderation queue shows (docs/product-rules.md#moderation). */
  reportExcerptMax: 300,
  moderationReasonMax: 500,
  contactSubjectMax: 200,
  contactMessageMax: 5000,
  landlordNameMax: 200,
  locationMax: 200,
  propertyAddressMax: 300,
  reviewerNameMax: 100,
  truncateReviewAt: 200,
  searchResultsMax: 50,
  landlordListDefault: 100,
  landlordListMax: 500,
  recentReviewsDefault: 12,
  recentReviewsMax: 50,
  collegeMinChars: 2,
  collegeMaxMatches: 20,
  replyTextMin: 10,
  replyTextMax: 2000,
  landlordReviewsPageMax: 100,
  /** A page of a landlord's reviews when no limit is asked (issue 32). */
  landlordReviewsPageDefault: 20,
  verificationTextMax: 300,
  verificationInfoMax: 2000,
} as const;

/** Rent levels: below -15% of the area average is low, above +15% high (docs/product-rules.md#constants). */
export const RENT_LEVEL_BAND = 0.15;
export const RENT_BASELINE_MONTHLY = 1800;

/** Dashboard levels by reviews written (docs/product-rules.md#states). */
export const LEVELS = [
  { name: "Newcomer", min: 0, next: 5 },
  { name: "Regular", min: 5, next: 15 },
  { name: "Expert", min: 15, next: 30 },
  { name: "Master", min: 30, next: null },
] as const;

/** What the moderation log records (docs/product-rules.md#moderation); labels are what /moderation-log shows. */
export const MODERATION_ACTION_LABELS = {
  "report.resolved": "Report resolved",
  "report.dismissed": "Report dismissed",
  "report.reviewed": "Report marked reviewed",
  "report.reopened": "Report reopened",
  "review.deleted": "Review removed",
  "landlord.deleted": "Landlord removed",
  "landlord.merged": "Duplicate landlord merged",
  "landlord.owner_moved": "Verified owner moved with a merge",
  "user.suspended": "Account suspended",
  "user.unsuspended": "Suspension lifted",
  "message.read": "Contact message read",
  "message.archived": "Contact message archived",
  "verification.approve": "Verification approved",
  "verification.reject": "Verification rejected",
  "reply.remove": "Owner reply removed",
  // Contract §7.5: hiding instead of deleting, warnings and appeal outcomes.
  "review.hidden": "Review hidden",
  "review.restored": "Review restored",
  "reply.hidden": "Owner reply hidden",
  "reply.restored": "Owner reply restored",
  "user.warned": "Account warned",
  "appeal.granted": "Appeal granted",
  "appeal.upheld": "Appeal rejected, decision upheld",
} as const;
export type ModerationAction = keyof typeof MODERATION_ACTION_LABELS;

export const MODERATION_TARGET_LABELS = {
  review: "Review",
  landlord: "Landlord",
  user: "Account",
  message: "Contact message",
  verification_request: "Verification request",
  reply: "Owner reply",
} as const;
export type ModerationTargetType = keyof typeof MODERATION_TARGET_LABELS;

/** The review categories a hide names (product.md §9's report categories for a review). */
export const HIDE_REASONS = REVIEW_REPORT_CATEGORIES;
/** Appeals (product.md §9): within 14 days of the action, once per action. */
export const APPEAL_DAYS = 14;
export const APPEAL_TARGET_TYPES = ["review", "suspension"] as const;
export type AppealTargetType = (typeof APPEAL_TARGET_TYPES)[number];
export const APPEAL_STATUSES = ["pending", "granted", "upheld"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_TEXT = { min: 10, max: 2000 } as const;

/** Sanctions of the Terms (docs/product-rules.md#constants): a 24-48 hour suspension, then 1-7 days. */
export const SUSPENSION_HOURS = { min: 24, max: 7 * 24 } as const;

export const CONTACT_MESSAGE_STATUSES = ["new", "read", "archived"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** The admin queue's paging (docs/product-rules.md#moderation). */
export const REPORTS_PAGE = { default: 25, max: 100 } as const;
export const MODERATION_LOG_PAGE = { default: 50, max: 100 } as const;
export const MESSAGES_PAGE = { default: 25, max: 100 } as const;
