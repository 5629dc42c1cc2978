// Schemas of query strings and path ids, passed to routes as `query` and `params` (see
// src/plugins/session.ts for a route's declaration). Query values arrive as text, an array when a
// name is repeated: the first value counts, trimmed, and an empty one is as good as absent.
import { z } from "zod";
import { V } from "./validation";
import { APPEAL_STATUSES, CONTACT_MESSAGE_STATUSES, LIMITS, MESSAGES_PAGE, MODERATION_LOG_PAGE, REPORT_STATUSES, REPORT_TYPES, REPORTS_PAGE, REVIEW_SORTS, VERIFICATION_STATUSES } from "./constants";

const firstValue = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const nonEmpty = (v: string | undefined) => (v ? v : undefined);

/** An optional text parameter: first value if repeated, trimmed, undefined when empty. */
export const queryText = () => z.preprocess(firstValue, z.string().trim().optional()).transform(nonEmpty);

const LIMIT_MESSAGE = V.limit_must_be_a_whole_number_of_at_least_1;
/** A `limit`: absent -> `def`; above `max` -> `max`; not a positive whole number -> 400. */
export const limitParam = (def: number, max: number) =>
  queryText().transform((raw, ctx) => {
    if (raw === undefined) return def;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
      ctx.addIssue({ code: "custom", message: LIMIT_MESSAGE });
      return z.NEVER;
    }
    return Math.min(Number(raw), max);
  });

export const landlordListQuery = z.object({
  location: queryText(),
  limit: limitParam(LIMITS.landlordListDefault, LIMITS.landlordListMax),
  // contract §7.2: most reviewed (the default), or by the weighted rating (src/store/buildings.ts `ranked`).
  sort: queryText()
    .pipe(z.enum(["reviews", "best", "worst"], "sort must be reviews, best or worst").optional())
    .transform((s) => s ?? "reviews"),
});

/** GET /api/buildings/search (contract §7.2): bounded like landlord search (src/modules/search/text.ts). */
export const buildingSearchQuery = z.object({
  query: queryText(),
  location: queryText(),
});

const OFFSET_MESSAGE = V.offset_must_be_a_whole_number_of_at_least_0;
/** An `offset`: absent -> 0; not a whole number -> 400. */
export const offsetParam = () =>
  queryText().transform((raw, ctx) => {
    if (raw === undefined) return 0;
    if (!/^\d{1,9}$/.test(raw)) {
      ctx.addIssue({ code: "custom", message: OFFSET_MESSAGE });
      return z.NEVER;
    }
    return Number(raw);
  });

const REVIEW_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AFTER_MESSAGE = "after must be the id of a review";
/**
 * GET /api/landlords/{id}/reviews (docs/product-rules.md#verification-badges-and-replies): 20 a page by
 * default, at most 100 (issue 32: a landlord with 100,000 reviews no longer answers all of them);
 * `after` (the last review id of the page before) pages by keyset, `offset` still works.
 */
export const landlordReviewsQuery = z.object({
  sort: queryText()
    .pipe(z.enum(REVIEW_SORTS, V.sort_must_be_newest_highest_lowest_or_helpful).optional())
    .transform((s) => s ?? "newest"),
  limit: limitParam(LIMITS.landlordReviewsPageDefault, LIMITS.landlordReviewsPageMax),
  offset: offsetParam(),
  after: queryText().transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    if (!REVIEW_ID_RE.test(raw)) {
      ctx.addIssue({ code: "custom", message: AFTER_MESSAGE });
      return z.NEVER;
    }
    return raw.toLowerCase();
  }),
});

export const verificationListQuery = z.object({
  status: queryText().pipe(z.enum(VERIFICATION_STATUSES, V.status_must_be_pending_approved_or_rejected).optional()),
});

export const recentReviewsQuery = z.object({
  limit: limitParam(LIMITS.recentReviewsDefault, LIMITS.recentReviewsMax),
});

const SEARCH_TYPE_MESSAGE = V.type_must_be_landlord_or_address;
/** GET /api/landlords/search (contract §7.7): a page of at most 50 from `offset` on; X-Total-Count says how many match. */
export const landlordSearchQuery = z.object({
  query: queryText(),
  offset: offsetParam(),
  limit: limitParam(LIMITS.searchResultsMax, LIMITS.searchResultsMax),
  location: queryText(),
  type: queryText()
    .pipe(z.enum(["landlord", "address"], SEARCH_TYPE_MESSAGE).optional())
    .transform((t) => t ?? "landlord"),
});
export type LandlordSearchQuery = z.output<typeof landlordSearchQuery>;

// The limit is LIMITS.rentMax, written out in the message (contract/validation.ts).
const RENT_MESSAGE = V.rent_must_be_a_whole_number_from_0_to_50000;
export const rentAnalysisQuery = z.object({
  rent: queryText().transform((raw, ctx) => {
    if (raw === undefined || !/^\d{1,9}$/.test(raw) || Number(raw) > LIMITS.rentMax) {
      ctx.addIssue({ code: "custom", message: RENT_MESSAGE });
      return z.NEVER;
    }
    return Number(raw);
  }),
  location: queryText(),
});

/** The admin queue (docs/product-rules.md#moderation): filters, paging, and `group=target` to page by reported item. */
export const reportListQuery = z.object({
  status: queryText().pipe(z.enum(REPORT_STATUSES, V.status_must_be_pending_reviewed_resolved_or_dismissed).optional()),
  type: queryText().pipe(z.enum(REPORT_TYPES, V.type_must_be_review_landlord_or_reply).optional()),
  category: queryText(),
  limit: limitParam(REPORTS_PAGE.default, REPORTS_PAGE.max),
  offset: offsetParam(),
  group: queryText().pipe(z.enum(["target"], V.group_must_be_target).optional()),
});
export type ReportListQuery = z.output<typeof reportListQuery>;

export const moderationLogQuery = z.object({
  limit: limitParam(MODERATION_LOG_PAGE.default, MODERATION_LOG_PAGE.max),
  offset: offsetParam(),
});

export const adminUsersQuery = z.object({ query: queryText() });

/** The inbox: `inbox` is everything not archived. */
export const adminMessagesQuery = z.object({
  status: queryText().pipe(z.enum([...CONTACT_MESSAGE_STATUSES, "inbox"], V.status_must_be_new_read_archived_or_inbox).optional()),
  limit: limitParam(MESSAGES_PAGE.default, MESSAGES_PAGE.max),
  offset: offsetParam(),
});

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether `s` is a well-formed landlord or review id (a UUID, any case). */
export const isUuid = (s: string) => UUID_RE.test(s);

/** `{id}` of landlords and reviews: a UUID, read in lower case. A fresh object per call (see pathParams). */
export const uuidParams = () => z.object({ id: z.string().regex(UUID_RE).transform((s) => s.toLowerCase()) });

/** `{id}` of reports and other numbered rows: a positive whole number. */
export const intIdParams = () => z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/).transform(Number) });

/** GET /api/admin/appeals: one state, pending when left out. */
export const adminAppealsQuery = z.object({
  status: queryText().pipe(z.enum(APPEAL_STATUSES, V.status_must_be_pending_granted_or_upheld).optional()),
});
