// The tables of docs/product-rules.md#data, named as the product names them so that an operator can query a
// backup with plain SQL. Timestamps are ISO 8601 text in UTC: sortable, readable in a backup.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username", { length: 50 }).notNull(),
    // Stored lower-cased: sign-in and the uniqueness rule ignore case.
    email: text("email", { length: 255 }).notNull(),
    password: text("password", { length: 255 }).notNull(),
    firstName: text("first_name", { length: 100 }),
    lastName: text("last_name", { length: 100 }),
    profileImageUrl: text("profile_image_url", { length: 500 }),
    isAdmin: integer("is_admin").notNull().default(0),
    // When the account proved it reads its e-mail (a mailed link, or a provider that verified the
    // address when the account was made there); null: nobody proved it, so an outside sign-in with
    // that address never joins the account (src/modules/oauth/service.ts).
    emailVerifiedAt: text("email_verified_at"),
    // The language mail reaches the account in (contract §7.3): set at sign-up from the page's
    // language and when the person switches (PUT /api/user/language); null: DEFAULT_LOCALE.
    locale: text("locale"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_unique").on(t.email),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    // JSON: {"userId": n}. Kept as the spec's (sid, sess, expire) so the shape is familiar.
    sess: text("sess").notNull(),
    // Unix milliseconds: compared on every request, so a number, not text.
    expire: integer("expire").notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export const landlords = sqliteTable(
  "landlords",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    type: text("type", { enum: ["individual", "company"] }).notNull(),
    location: text("location").notNull(),
    averageRating: real("average_rating").notNull().default(0),
    totalReviews: integer("total_reviews").notNull().default(0),
    // Means of the other three ratings of its reviews (one decimal, 0 with none), kept beside
    // averageRating by recomputeFigures in the same transaction as every review change, so the
    // `ratings` and badges of docs/product-rules.md#verification-badges-and-replies are read, never recomputed per request.
    responsivenessRating: real("responsiveness_rating").notNull().default(0),
    maintenanceRating: real("maintenance_rating").notNull().default(0),
    fairnessRating: real("fairness_rating").notNull().default(0),
    // The account an approved verification request made this profile's owner (docs/product-rules.md#verification-badges-and-replies):
    // it may reply to the profile's reviews and the profile carries the "verified" badge.
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    // The distinct building-level forms (src/contract/address.ts `searchAddresses`) of its reviews'
    // property addresses, newline-joined: what the search index reads for address search. Kept by
    // recomputeFigures in the same transaction as every review change, so that building the index
    // at start is one scan of this table, not of every review (issue 16, store/sqlite/search-docs.ts).
    searchAddresses: text("search_addresses").notNull().default(""),
    // name|location lower-cased with all whitespace removed: the duplicate rule of docs/product-rules.md#routes,
    // enforced by the database so that two concurrent creates cannot make twins.
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("landlords_dedupe_key_unique").on(t.dedupeKey),
    index("landlords_total_reviews_idx").on(t.totalReviews),
    index("landlords_location_idx").on(t.location),
    index("landlords_owner_idx").on(t.ownerUserId),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    landlordId: text("landlord_id")
      .notNull()
      .references(() => landlords.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    reviewerName: text("reviewer_name"),
    overallRating: real("overall_rating").notNull(),
    responsivenessRating: real("responsiveness_rating").notNull(),
    maintenanceRating: real("maintenance_rating").notNull(),
    fairnessRating: real("fairness_rating").notNull(),
    reviewText: text("review_text").notNull(),
    propertyAddress: text("property_address"),
    lengthOfResidence: text("length_of_residence", { length: 50 }).notNull(),
    monthlyRent: integer("monthly_rent"),
    rentPeriod: text("rent_period", { length: 20 }).notNull().default("monthly"),
    utilitiesIncluded: text("utilities_included").notNull().default("false"),
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    // One review per user and landlord; anonymous imports (user_id NULL) are not constrained.
    uniqueIndex("reviews_user_landlord_unique").on(t.userId, t.landlordId),
    index("reviews_landlord_created_idx").on(t.landlordId, t.createdAt),
    index("reviews_created_idx").on(t.createdAt),
  ],
);

export const helpfulVotes = sqliteTable(
  "helpful_votes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("helpful_votes_review_user_unique").on(t.reviewId, t.userId),
    index("helpful_votes_user_idx").on(t.userId, t.createdAt),
  ],
);

export const reports = sqliteTable(
  "reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reportType: text("report_type", { enum: ["review", "landlord", "reply"] }).notNull(),
    // A review or landlord id; not a foreign key because it points at either table and a
    // report outlives the content it was about (it is resolved, not deleted, with it).
    targetId: text("target_id").notNull(),
    reportedByUserId: integer("reported_by_user_id").references(() => users.id, { onDelete: "set null" }),
    reportCategory: text("report_category", { length: 100 }).notNull(),
    description: text("description").notNull(),
    status: text("status", { length: 20, enum: ["pending", "reviewed", "resolved", "dismissed"] })
      .notNull()
      .default("pending"),
    adminNotes: text("admin_notes"),
    createdAt: text("created_at").notNull(),
    resolvedAt: text("resolved_at"),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("reports_status_created_idx").on(t.status, t.createdAt),
    index("reports_target_idx").on(t.targetId, t.status),
    index("reports_reporter_target_idx").on(t.reportedByUserId, t.targetId, t.status),
  ],
);

// Outside accounts (GitHub, Gitea, ...) joined to a local one: docs/product-rules.md "Accounts".
// The provider's subject, never its tokens: we sign people in and forget the provider's keys.
export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider", { length: 20 }).notNull(),
    subject: text("subject", { length: 255 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("oauth_accounts_user_idx").on(t.userId)],
);

/**
 * The right of reply (docs/product-rules.md#verification-badges-and-replies): at most one reply per review (the primary key on review_id
 * says so), written by the landlord's verified owner. A PUT replaces its text and keeps its id,
 * so reports filed on it (reportType "reply", targetId = this id) stay attached.
 */
export const reviewReplies = sqliteTable(
  "review_replies",
  {
    id: text("id").notNull(),
    reviewId: text("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [uniqueIndex("review_replies_id_unique").on(t.id)],
);

/**
 * Verification requests (docs/product-rules.md#verification-badges-and-replies): the fields of the verification form, the landlord
 * profile claimed (if any), and the admin's decision.
 */
export const verificationRequests = sqliteTable(
  "verification_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    landlordId: text("landlord_id").references(() => landlords.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    businessName: text("business_name"),
    businessAddress: text("business_address").notNull(),
    businessLicense: text("business_license"),
    yearsInBusiness: integer("years_in_business").notNull(),
    propertyCount: integer("property_count").notNull(),
    additionalInfo: text("additional_info"),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    adminNotes: text("admin_notes"),
    createdAt: text("created_at").notNull(),
    decidedAt: text("decided_at"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("verification_requests_status_created_idx").on(t.status, t.createdAt),
    index("verification_requests_user_idx").on(t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type LandlordRow = typeof landlords.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type ReviewReplyRow = typeof reviewReplies.$inferSelect;
export type VerificationRequestRow = typeof verificationRequests.$inferSelect;

// One-time password reset links (docs/product-rules.md#privacy): only the SHA-256 of the token is kept, so a copy
// of the database cannot be used to reset anyone's password. A row is deleted when used, when the
// account's password changes, and when it expires (60 minutes).
export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Unix milliseconds, compared on use.
    expiresAt: integer("expires_at").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/**
 * E-mail proof links (docs/product-rules.md#accounts): like password_resets, only the token's hash
 * is stored, it works once and until expires_at. `email` is the address the link was mailed to: the
 * proof counts only while the account still has it.
 */
export const emailProofs = sqliteTable(
  "email_proofs",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email", { length: 255 }).notNull(),
    // Unix milliseconds, compared on use.
    expiresAt: integer("expires_at").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("email_proofs_user_idx").on(t.userId)],
);

/**
 * Every admin action, one row each, written in the same transaction as the change it records
 * (docs/moderation.md). Append-only: triggers in the migration refuse UPDATE and DELETE. The
 * actor is kept for the operators' own audit but never leaves the server; no foreign keys, so
 * no cascade can ever rewrite a row.
 */
export const moderationLog = sqliteTable(
  "moderation_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: integer("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reportId: integer("report_id"),
    /** The report category the action answered, when it answered one. */
    category: text("category"),
    /** The reason the admin gave, shown publicly. */
    reason: text("reason"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("moderation_log_created_idx").on(t.createdAt)],
);

/** A suspension of the Terms' ladder: the account reads but cannot write until `until`. */
export const userSuspensions = sqliteTable("user_suspensions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  until: text("until").notNull(),
  reason: text("reason").notNull(),
  createdAt: text("created_at").notNull(),
});

/** Messages from the contact page, read by admins in the inbox. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email", { length: 255 }).notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["new", "read", "archived"] }).notNull().default("new"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("contact_messages_status_created_idx").on(t.status, t.createdAt)],
);

export type ModerationLogRow = typeof moderationLog.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
