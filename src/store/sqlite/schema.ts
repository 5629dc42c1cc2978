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
    // Figures kept by deltas (issue 32, src/store/sqlite/figures.ts `applyReviewToFigures`): the
    // reviews the account wrote, the sum of the overall ratings it gave, the helpful votes its
    // reviews received and the reports filed on its reviews; `rentfair check` recounts them.
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: real("rating_sum").notNull().default(0),
    helpfulReceived: integer("helpful_received").notNull().default(0),
    reportedCount: integer("reported_count").notNull().default(0),
    // Set when the account asked to leave ("delete" or "anonymize", its choice for its reviews): the
    // account can no longer sign in, and its rows are swept in short batches that let other requests
    // through (issue 32, store/sqlite/account.ts `sweepAccount`), resumed at start after a crash.
    deleting: text("deleting"),
    // The language mail reaches the account in (contract §7.3): set at sign-up from the page's
    // language and when the person switches (PUT /api/user/language); null: DEFAULT_LOCALE.
    locale: text("locale"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_unique").on(t.email),
    // The admin's account list without a query: most reported first (issue 32).
    index("users_reported_idx").on(t.reportedCount, t.createdAt),
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
  (t) => [
    index("sessions_expire_idx").on(t.expire),
    // An account's sessions (ended at a password change, a deletion) by an index on the user the
    // JSON names, written exactly as account.ts `sessionOf` asks, instead of a scan of every session
    // (issue 32); the table keeps the contract's (sid, sess, expire).
    index("sessions_user_idx").on(sql`json_extract(${t.sess}, '$.userId')`),
  ],
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
    // Sums of the four ratings of its reviews, kept by deltas with totalReviews (issue 32,
    // src/store/sqlite/figures.ts): the means above are these over totalReviews, so a new review
    // costs the same for a landlord with 100,000 reviews as for a new one.
    overallSum: real("overall_sum").notNull().default(0),
    responsivenessSum: real("responsiveness_sum").notNull().default(0),
    maintenanceSum: real("maintenance_sum").notNull().default(0),
    fairnessSum: real("fairness_sum").notNull().default(0),
    // The account an approved verification request made this profile's owner (docs/product-rules.md#verification-badges-and-replies):
    // it may reply to the profile's reviews and the profile carries the "verified" badge.
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    // Its search addresses (what address search reads) are not on this row but in landlord_addresses
    // (below): kept here, 140 KB for a landlord of 10,000 buildings, they were rewritten with the row
    // at every review's figures update (issue 32, migration 0019).
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
    // GET /api/landlords in its order (most reviewed, best rated, name), read from the top until the
    // page is full, instead of sorting every landlord a location matches (issue 32).
    index("landlords_list_order_idx").on(sql`${t.totalReviews} DESC`, sql`${t.averageRating} DESC`, t.name),
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
    // The building its address names (contract §7.2, src/store/buildings.ts); null without an address.
    // Kept by recomputeFigures in the transaction of every review change.
    buildingId: text("building_id").references(() => buildings.id, { onDelete: "set null" }),
    lengthOfResidence: text("length_of_residence", { length: 50 }).notNull(),
    monthlyRent: integer("monthly_rent"),
    rentPeriod: text("rent_period", { length: 20 }).notNull().default("monthly"),
    utilitiesIncluded: text("utilities_included").notNull().default("false"),
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    // When the author last edited it (null until then): shown as "Edited {date}"; the earlier
    // versions are in review_versions (contract §7.5).
    editedAt: text("edited_at"),
    // Hidden by moderators (contract §7.5): null = visible. A hidden review is left out of every
    // public read through one condition per store (src/store/sqlite/visibility.ts, postgres twin);
    // its author still sees it with the reason and the appeal deadline.
    hiddenAt: text("hidden_at"),
    hiddenReason: text("hidden_reason"),
    hiddenNote: text("hidden_note"),
  },
  (t) => [
    // One review per user and landlord; anonymous imports (user_id NULL) are not constrained.
    uniqueIndex("reviews_user_landlord_unique").on(t.userId, t.landlordId),
    index("reviews_landlord_created_idx").on(t.landlordId, t.createdAt),
    index("reviews_created_idx").on(t.createdAt),
    index("reviews_building_idx").on(t.buildingId),
    // The other orders of a landlord's reviews and an account's own, served by an index (issue 32).
    index("reviews_landlord_helpful_idx").on(t.landlordId, t.helpfulCount, t.createdAt),
    // highest: this one read backwards; lowest (rating up, newest first): the next one read backwards.
    index("reviews_landlord_rating_idx").on(t.landlordId, t.overallRating, t.createdAt),
    index("reviews_landlord_rating_low_idx").on(t.landlordId, sql`${t.overallRating} DESC`, t.createdAt),
    index("reviews_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Buildings (contract §7.2): a review address's building-level form, folded
 * (src/contract/address.ts `buildingKey`), is the building's key within its location's slug
 * (`citySlug`). An address the folding cannot read is a building of its own, keyed by its review.
 * The figures are read from the visible reviews that name it (src/store/buildings.ts), never kept here.
 */
export const buildings = sqliteTable(
  "buildings",
  {
    id: text("id").primaryKey(),
    /** The location as first written (the landlord's), shown on the building. */
    location: text("location").notNull(),
    locationKey: text("location_key").notNull(),
    buildingKey: text("building_key").notNull(),
    /** The building-level address of its first review (no unit: the privacy rule). */
    address: text("address").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("buildings_location_building_unique").on(t.locationKey, t.buildingKey)],
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
    // The queue's filters by type and category, newest first, and the resolver's foreign key (issue 32).
    index("reports_created_idx").on(t.createdAt),
    index("reports_type_status_created_idx").on(t.reportType, t.status, t.createdAt),
    index("reports_type_created_idx").on(t.reportType, t.createdAt),
    index("reports_category_created_idx").on(t.reportCategory, t.createdAt),
    index("reports_resolved_by_idx").on(t.resolvedBy),
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
    // Hidden by moderators (contract §7.5): null = shown under its review.
    hiddenAt: text("hidden_at"),
    hiddenReason: text("hidden_reason"),
  },
  (t) => [uniqueIndex("review_replies_id_unique").on(t.id), index("review_replies_user_idx").on(t.userId)],
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
    index("verification_requests_landlord_idx").on(t.landlordId),
    index("verification_requests_decided_by_idx").on(t.decidedBy),
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
    /**
     * The account whose content or standing the action concerned (contract §7.5: its record in the
     * Users tab, its decisions on the dashboard, an appeal's author); never shown publicly.
     */
    subjectId: integer("subject_id"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("moderation_log_created_idx").on(t.createdAt), index("moderation_log_subject_idx").on(t.subjectId, t.createdAt)],
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

/**
 * The About and Tenant Rights pages as an admin wrote them, one row per page and language
 * (contract §7.6). No row: the built-in text of src/modules/pages/builtin.ts is shown; reverting
 * deletes the row.
 */
export const sitePages = sqliteTable(
  "site_pages",
  {
    slug: text("slug", { enum: ["about", "tenant-rights"] }).notNull(),
    lang: text("lang", { enum: ["en", "es"] }).notNull(),
    markdown: text("markdown").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.lang] })],
);

/** The directory of help (contract §7.6): tenant unions, legal aid, offices, hotlines. Empty location: everywhere. */
export const helpResources = sqliteTable(
  "help_resources",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["tenant-union", "legal-aid", "government", "hotline", "other"] }).notNull(),
    location: text("location").notNull().default(""),
    phone: text("phone").notNull().default(""),
    website: text("website").notNull().default(""),
    email: text("email").notNull().default(""),
    languages: text("languages").notNull().default(""),
    description: text("description").notNull().default(""),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("help_resources_kind_idx").on(t.kind)],
);

export type ModerationLogRow = typeof moderationLog.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type SitePageRow = typeof sitePages.$inferSelect;
export type HelpResourceRow = typeof helpResources.$inferSelect;


/**
 * Appeals (contract §7.5, product.md §9: within 14 days, once per action). `actionLogId` is the
 * moderation-log row of the action appealed (a hide or a suspension): its unique index makes the
 * "once" hold under a double click, and lets the public log show an appealed action's outcome.
 */
export const appeals = sqliteTable(
  "appeals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: ["review", "suspension"] }).notNull(),
    targetId: text("target_id").notNull(),
    actionLogId: integer("action_log_id").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["pending", "granted", "upheld"] }).notNull().default("pending"),
    decisionNote: text("decision_note"),
    createdAt: text("created_at").notNull(),
    decidedAt: text("decided_at"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("appeals_action_unique").on(t.actionLogId),
    index("appeals_status_created_idx").on(t.status, t.createdAt),
    index("appeals_user_idx").on(t.userId),
    // Every foreign key leads an index (issue 32): an account's deletion clears it without a scan.
    index("appeals_decided_by_idx").on(t.decidedBy),
  ],
);

/** Warnings, the first step of the Terms' ladder (product.md §9). */
export const warnings = sqliteTable(
  "warnings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("warnings_user_idx").on(t.userId, t.createdAt), index("warnings_created_by_idx").on(t.createdBy)],
);

/**
 * A review's earlier versions (contract §7.5): each edit keeps what it replaced, as JSON of the
 * review's fields, for moderators only (GET /api/admin/reviews/{id}/history).
 */
export const reviewVersions = sqliteTable(
  "review_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    fields: text("fields").notNull(),
    /** When this version was written (the review's creation or an earlier edit). */
    writtenAt: text("written_at").notNull(),
    /** When an edit replaced it. */
    replacedAt: text("replaced_at").notNull(),
  },
  (t) => [index("review_versions_review_idx").on(t.reviewId, t.replacedAt)],
);

export type AppealRow = typeof appeals.$inferSelect;
export type WarningRow = typeof warnings.$inferSelect;
export type ReviewVersionRow = typeof reviewVersions.$inferSelect;

// Follows, notifications and the mail outbox (issue 27, docs/follows.md). A follow is private to
// its follower: nothing public reads this table. `digest_from` is where the next weekly digest of a
// "weekly" follow starts (its creation, then the end of the last digest).
export const follows = sqliteTable(
  "follows",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: ["landlord", "building", "city"] }).notNull(),
    targetId: text("target_id").notNull(),
    /** What the follower followed, as its page named it then (a city's location; a landlord's own name is read live). */
    name: text("name").notNull(),
    email: text("email", { enum: ["off", "instant", "weekly"] }).notNull().default("off"),
    digestFrom: text("digest_from").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("follows_user_target_unique").on(t.userId, t.targetType, t.targetId),
    index("follows_target_idx").on(t.targetType, t.targetId, t.id),
    index("follows_email_digest_idx").on(t.email, t.digestFrom),
  ],
);

/** In-app notifications; `event_key` makes a notification of one event to one user idempotent. */
export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["new-review", "reply", "moderation", "sanction"] }).notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    eventKey: text("event_key").notNull(),
    createdAt: text("created_at").notNull(),
    readAt: text("read_at"),
  },
  (t) => [
    uniqueIndex("notifications_user_event_unique").on(t.userId, t.eventKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Work that follows a commit and must survive a crash: a new review's fan-out to the followers of
 * its landlord, building and city. Written in the review's own transaction; done in batches after
 * the answer, `cursor` (the last follow id handled) saved with each batch.
 */
export const followEvents = sqliteTable(
  "follow_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reviewId: text("review_id").notNull(),
    authorId: integer("author_id"),
    stage: integer("stage").notNull().default(0),
    cursor: text("cursor"),
    doneAt: text("done_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("follow_events_done_idx").on(t.doneAt)],
);

/**
 * Mails to send (docs/follows.md): queued in the transaction of their cause, sent by one sender
 * loop, marked sent; `idem_key` (recipient and event) makes a second queueing of one mail a no-op.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followId: text("follow_id"),
    idemKey: text("idem_key").notNull(),
    kind: text("kind", { enum: ["instant", "digest"] }).notNull(),
    data: text("data").notNull(),
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull(),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("mail_outbox_idem_key_unique").on(t.idemKey),
    index("mail_outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_user_idx").on(t.userId),
  ],
);

export type FollowRow = typeof follows.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type FollowEventRow = typeof followEvents.$inferSelect;

/**
 * The building-level address forms of a landlord's reviews (src/contract/address.ts
 * `publicAddress`) with how many reviews give each, kept by deltas (issue 32,
 * src/store/sqlite/figures.ts), so a review write never re-reads the landlord's other reviews: the
 * landlord's search addresses (what address search indexes, src/store/search.ts `SearchDoc`) are its
 * forms in `seq` order, the order in which they first appeared, newline-joined. Their own rows, not
 * a text on the landlord row (migration 0019): a write changes one small row, and the search index
 * is told the one form it adds (src/store/addresses-touched.ts). `landlord_addresses_order_idx`
 * gives them in that order without a sort, for a rebuild's one scan and a landlord's next `seq`.
 * WITHOUT ROWID (migration 0019, which drizzle-kit does not model): rows in the primary key's b-tree,
 * so a new form is written into two b-trees, not three.
 */
export const landlordAddresses = sqliteTable(
  "landlord_addresses",
  {
    landlordId: text("landlord_id")
      .notNull()
      .references(() => landlords.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    reviews: integer("reviews").notNull(),
    seq: integer("seq").notNull(),
  },
  (t) => [primaryKey({ columns: [t.landlordId, t.address] }), index("landlord_addresses_order_idx").on(t.landlordId, t.seq, t.address)],
);

/**
 * Rents given by reviews, per landlord location (the exact stored text), turned monthly and summed:
 * the rent analysis reads these few rows instead of every review (issue 32, figures.ts).
 */
export const rentLocations = sqliteTable("rent_locations", {
  location: text("location").primaryKey(),
  rents: integer("rents").notNull(),
  monthlySum: real("monthly_sum").notNull(),
});

/**
 * How many reports there are of each type, category and status, kept by triggers on `reports`
 * (the figures migration): the report queue's X-Total-Count is a sum of a few of these rows, not a
 * count of every matching report on every page (issue 32).
 */
export const reportCounts = sqliteTable(
  "report_counts",
  {
    reportType: text("report_type").notNull(),
    reportCategory: text("report_category").notNull(),
    status: text("status").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportType, t.reportCategory, t.status] })],
);

/**
 * How many reports each target has under each filter of the report queue grouped by target: one
 * row per (status or '*', category or '*', type, target) that has reports, four per report (its
 * status and '*' by its category and '*'), kept by triggers on `reports` (the report_groups
 * migration). A row's appearance (n 0 -> 1) and disappearance (n 1 -> 0, deleted) move
 * report_group_counts, so the grouped queue's X-Total-Count is a sum of a few rows (issue 32).
 */
export const reportTargets = sqliteTable(
  "report_targets",
  {
    statusKey: text("status_key").notNull(),
    categoryKey: text("category_key").notNull(),
    reportType: text("report_type").notNull(),
    targetId: text("target_id").notNull(),
    n: integer("n").notNull(),
  },
  // Type and target first: a report's trigger touches its target's few rows.
  (t) => [primaryKey({ columns: [t.reportType, t.targetId, t.statusKey, t.categoryKey] })],
);

/** How many targets have reports under each (status or '*', category or '*', type): report_targets' rows counted, kept by the same triggers. */
export const reportGroupCounts = sqliteTable(
  "report_group_counts",
  {
    statusKey: text("status_key").notNull(),
    categoryKey: text("category_key").notNull(),
    reportType: text("report_type").notNull(),
    groups: integer("groups").notNull(),
  },
  (t) => [primaryKey({ columns: [t.statusKey, t.categoryKey, t.reportType] })],
);
