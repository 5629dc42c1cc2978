// Request schemas with the messages of docs/product-rules.md#validation-messages. The server validates every body with these and
// the UI's forms reuse them, so a message is written once and the two sides cannot disagree.
import { z } from "zod";
import {
  LANDLORD_TYPES,
  LENGTHS_OF_RESIDENCE,
  LIMITS,
  RENT_PERIODS,
  REPORT_CATEGORIES,
  REPORT_STATUSES,
  REPORT_TYPES,
  SUSPENSION_HOURS,
  HIDE_REASONS,
  APPEAL_TARGET_TYPES,
  APPEAL_TEXT,
} from "./constants";
import { cleanName } from "./text";
import { LOCALES } from "./locales";
import { V, activeValidationCatalog, validationText, type ValidationCatalog } from "./validation";

/** A trimmed string; `missing` is the message when the field is absent or not text. */
const trimmed = (missing?: string) => z.string(missing).trim();

/**
 * A name (of a landlord, a place, a person): stored without control or invisible characters and
 * with single spaces (contract/text.ts), cleaned before its length is checked, so a name of
 * zero-width characters only is a missing name.
 */
const name = (missing?: string) => z.string(missing).overwrite(cleanName);

export const registerSchema = z.object({
  username: name(V.username_must_be_at_least_3_characters)
    .min(LIMITS.usernameMin, V.username_must_be_at_least_3_characters)
    .max(LIMITS.usernameMax, V.username_must_be_less_than_50_characters),
  email: trimmed(V.invalid_email_address).max(LIMITS.emailMax, V.invalid_email_address).email(V.invalid_email_address),
  password: z
    .string(V.password_must_be_at_least_6_characters)
    .min(LIMITS.passwordMin, V.password_must_be_at_least_6_characters)
    .max(LIMITS.passwordMax, V.password_must_be_less_than_255_characters),
  firstName: name().max(LIMITS.nameMax, V.first_name_must_be_less_than_100_characters).optional(),
  lastName: name().max(LIMITS.nameMax, V.last_name_must_be_less_than_100_characters).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** PATCH /api/user (docs/product-rules.md#privacy): the names and username; a blank name clears it. */
export const profileUpdateSchema = z.object({
  username: registerSchema.shape.username.optional(),
  firstName: name().max(LIMITS.nameMax, V.first_name_must_be_less_than_100_characters).nullish(),
  lastName: name().max(LIMITS.nameMax, V.last_name_must_be_less_than_100_characters).nullish(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

const newPassword = registerSchema.shape.password;

/** PUT /api/user/language: the language the account's mail is written in (contract §7.3). */
export const languageSchema = z.object({ language: z.enum(LOCALES, V.choose_a_language) });

/** POST /api/user/password. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string(V.current_password_is_required).min(1, V.current_password_is_required),
  newPassword,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const ACCOUNT_REVIEW_CHOICES = ["delete", "anonymize"] as const;
export type AccountReviewChoice = (typeof ACCOUNT_REVIEW_CHOICES)[number];

/** DELETE /api/user: the password, and what becomes of the account's reviews. */
export const accountDeleteSchema = z.object({
  password: z.string(V.password_is_required).min(1, V.password_is_required),
  reviews: z.enum(ACCOUNT_REVIEW_CHOICES, V.choose_whether_to_delete_or_anonymize_your_reviews),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;

/** POST /api/password-reset/request. */
export const passwordResetRequestSchema = z.object({
  email: trimmed(V.invalid_email_address).max(LIMITS.emailMax, V.invalid_email_address).email(V.invalid_email_address),
});

/** POST /api/email-proof: the token of the link "Confirm my e-mail" mailed (docs/product-rules.md#accounts). */
export const emailProofSchema = z.object({
  token: z.string(V.this_confirmation_link_is_invalid_or_has_expired).min(1, V.this_confirmation_link_is_invalid_or_has_expired).max(200, V.this_confirmation_link_is_invalid_or_has_expired),
});
export type EmailProofInput = z.infer<typeof emailProofSchema>;

/** POST /api/password-reset. */
export const passwordResetSchema = z.object({
  token: z.string(V.this_reset_link_is_invalid_or_has_expired).min(1, V.this_reset_link_is_invalid_or_has_expired).max(200, V.this_reset_link_is_invalid_or_has_expired),
  newPassword,
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const loginSchema = z.object({
  email: trimmed(V.invalid_email_address).email(V.invalid_email_address),
  password: z.string(V.password_is_required).min(1, V.password_is_required),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const landlordTypeSchema = z.enum(LANDLORD_TYPES, V.please_select_a_landlord_type);

export const landlordCreateSchema = z.object({
  name: name(V.landlord_name_is_required).min(1, V.landlord_name_is_required).max(LIMITS.landlordNameMax, V.name_is_too_long),
  type: landlordTypeSchema,
  location: name(V.location_is_required).min(1, V.location_is_required).max(LIMITS.locationMax, V.location_is_too_long),
});
export type LandlordCreateInput = z.infer<typeof landlordCreateSchema>;

/** A rating's messages name it ("Overall rating is required"): one key per rating (contract/validation.ts). */
const rating = (label: "overall" | "responsiveness" | "maintenance" | "fairness") =>
  z
    .number(V[`${label}_rating_is_required`])
    .min(0.5, V[`${label}_rating_must_be_between_0_5_and_5`])
    .max(5, V[`${label}_rating_must_be_between_0_5_and_5`])
    .refine((n) => Number.isInteger(n * 2), V[`${label}_rating_must_be_in_steps_of_0_5`]);

/** utilitiesIncluded travels as text: the utilities named, "true" when ticked with no text, "false" when not. */
const utilities = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === "boolean" ? String(v) : v.trim()))
  .pipe(z.string().max(LIMITS.utilitiesMax, V.utilities_must_be_less_than_500_characters));

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const reviewFieldsSchema = z.object({
  overallRating: rating("overall"),
  responsivenessRating: rating("responsiveness"),
  maintenanceRating: rating("maintenance"),
  fairnessRating: rating("fairness"),
  reviewText: trimmed(V.review_must_be_at_least_10_characters)
    .min(LIMITS.reviewTextMin, V.review_must_be_at_least_10_characters)
    .max(LIMITS.reviewTextMax, V.review_must_be_less_than_1000_characters),
  propertyAddress: optionalText(LIMITS.propertyAddressMax, V.property_address_is_too_long),
  lengthOfResidence: z.enum(LENGTHS_OF_RESIDENCE, V.please_select_length_of_residence),
  monthlyRent: z
    .number(V.rent_must_be_a_whole_number)
    .int(V.rent_must_be_a_whole_number)
    .min(0, V.rent_cannot_be_negative)
    .max(LIMITS.rentMax, V.rent_must_be_at_most_50000)
    .nullish()
    .transform((v) => v ?? null),
  rentPeriod: z.enum(RENT_PERIODS, V.please_select_a_rent_period).default("monthly"),
  utilitiesIncluded: utilities.optional().transform((v) => v ?? "false"),
  reviewerName: name()
    .max(LIMITS.reviewerNameMax, V.name_must_be_less_than_100_characters)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReviewFieldsInput = z.input<typeof reviewFieldsSchema>;
export type ReviewFields = z.output<typeof reviewFieldsSchema>;

export const reviewCreateSchema = reviewFieldsSchema
  .extend({
    landlordId: z.string().optional(),
    landlordData: landlordCreateSchema.optional(),
  })
  .refine((r) => Boolean(r.landlordId || r.landlordData), {
    message: V.choose_a_landlord_or_add_a_new_one,
    path: ["landlordId"],
  });
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/** PUT sends no rentPeriod (docs/product-rules.md#routes): when absent, the review keeps its own. */
export const reviewUpdateSchema = reviewFieldsSchema.extend({
  rentPeriod: z.enum(RENT_PERIODS, V.please_select_a_rent_period).optional(),
});

export const reportCreateSchema = z
  .object({
    reportType: z.enum(REPORT_TYPES, V.report_type_must_be_review_landlord_or_reply),
    targetId: z.string(V.target_is_required).min(1, V.target_is_required),
    reportCategory: trimmed(V.please_select_a_category).min(1, V.please_select_a_category).max(LIMITS.reportCategoryMax, V.please_select_a_category),
    description: trimmed(V.please_provide_more_details)
      .min(LIMITS.reportDescriptionMin, V.please_provide_more_details)
      .max(LIMITS.reportDescriptionMax, V.description_too_long),
  })
  .refine((r) => REPORT_CATEGORIES[r.reportType].includes(r.reportCategory), {
    message: V.please_select_a_category,
    path: ["reportCategory"],
  });
export type ReportCreateInput = z.infer<typeof reportCreateSchema>;

export const reportUpdateSchema = z.object({
  status: z.enum(REPORT_STATUSES, V.status_must_be_pending_reviewed_resolved_or_dismissed),
  adminNotes: z.string().trim().max(LIMITS.adminNotesMax, V.notes_are_too_long).nullish(),
});
export type ReportUpdateInput = z.infer<typeof reportUpdateSchema>;

/** The UI's own, stricter report-form messages (docs/product-rules.md#validation-messages). */
export const reportFormSchema = z.object({
  reportCategory: z.string().min(1, V.please_select_a_report_category),
  description: z
    .string()
    .refine((d) => d.trim().length >= LIMITS.reportDescriptionMin, V.please_provide_at_least_10_characters_describing_the_issue)
    .refine((d) => d.length <= LIMITS.reportDescriptionMax, V.description_too_long),
});

export const searchFormSchema = z.object({
  query: z.string().trim().min(1),
  location: z.string().trim().optional(),
  searchType: z.enum(["landlord", "address"]).default("landlord"),
});

export const contactFormSchema = z.object({
  name: trimmed().min(1, V.name_is_required),
  email: trimmed().email(V.invalid_email_address),
  subject: trimmed().min(1, V.subject_is_required),
  message: trimmed().min(1, V.message_is_required),
});

export const verificationFormSchema = z.object({
  fullName: trimmed(V.full_name_is_required).min(1, V.full_name_is_required).max(LIMITS.verificationTextMax, V.full_name_is_too_long),
  email: trimmed(V.invalid_email_address).max(LIMITS.emailMax, V.invalid_email_address).email(V.invalid_email_address),
  phone: trimmed(V.phone_is_required).min(1, V.phone_is_required).max(LIMITS.verificationTextMax, V.phone_is_too_long),
  businessName: trimmed().max(LIMITS.verificationTextMax, V.business_name_is_too_long).optional(),
  businessAddress: trimmed(V.business_address_is_required).min(1, V.business_address_is_required).max(LIMITS.verificationTextMax, V.business_address_is_too_long),
  businessLicense: trimmed().max(LIMITS.verificationTextMax, V.business_license_is_too_long).optional(),
  yearsInBusiness: z.coerce
    .number(V.years_in_business_is_required)
    .int(V.years_in_business_must_be_a_whole_number)
    .min(0, V.years_in_business_cannot_be_negative)
    .max(200, V.years_in_business_is_too_large),
  propertyCount: z.coerce
    .number(V.number_of_properties_is_required)
    .int(V.number_of_properties_must_be_a_whole_number)
    .min(1, V.at_least_1_property_is_required)
    .max(1_000_000, V.number_of_properties_is_too_large),
  additionalInfo: trimmed().max(LIMITS.verificationInfoMax, V.additional_information_is_too_long).optional(),
});

/**
 * POST /api/verification-requests (docs/product-rules.md#verification-badges-and-replies): the form's fields, the two counts as numbers
 * (the server takes no text for them), and the landlord profile claimed, if any.
 */
export const verificationRequestSchema = verificationFormSchema.extend({
  yearsInBusiness: z
    .number(V.years_in_business_is_required)
    .int(V.years_in_business_must_be_a_whole_number)
    .min(0, V.years_in_business_cannot_be_negative)
    .max(200, V.years_in_business_is_too_large),
  propertyCount: z
    .number(V.number_of_properties_is_required)
    .int(V.number_of_properties_must_be_a_whole_number)
    .min(1, V.at_least_1_property_is_required)
    .max(1_000_000, V.number_of_properties_is_too_large),
  landlordId: z.string().nullish(),
});
export type VerificationRequestInput = z.infer<typeof verificationRequestSchema>;

export const verificationDecisionSchema = z.object({
  status: z.enum(["approved", "rejected"], V.status_must_be_approved_or_rejected),
  adminNotes: z.string().trim().max(LIMITS.adminNotesMax, V.notes_are_too_long).nullish(),
});
export type VerificationDecisionInput = z.infer<typeof verificationDecisionSchema>;

/** PUT /api/reviews/{id}/reply (docs/product-rules.md#verification-badges-and-replies). */
export const replySchema = z.object({
  text: trimmed(V.reply_must_be_at_least_10_characters)
    .min(LIMITS.replyTextMin, V.reply_must_be_at_least_10_characters)
    .max(LIMITS.replyTextMax, V.reply_must_be_less_than_2000_characters),
});
export type ReplyInput = z.infer<typeof replySchema>;

/** Turns zod issues into the `errors` map of docs/product-rules.md#the-api: first message per field. */
export function fieldErrors(error: z.ZodError, catalog: ValidationCatalog | undefined = activeValidationCatalog()): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "body";
    if (!(field in errors)) errors[field] = validationText(issue.message, catalog);
  }
  return errors;
}

/** One zod issue's message in the UI's language (forms that read issues themselves). */
export const issueText = (message: string) => validationText(message, activeValidationCatalog());

// ---- Moderation (docs/product-rules.md#moderation) ----

/** PATCH /api/reports: many reports at once. */
export const reportsBulkUpdateSchema = reportUpdateSchema.extend({
  ids: z
    .array(z.number(V.report_ids_must_be_numbers).int(V.report_ids_must_be_numbers).positive(V.report_ids_must_be_numbers), V.choose_at_least_one_report)
    .min(1, V.choose_at_least_one_report)
    .max(100, V.at_most_100_reports_at_once),
});
export type ReportsBulkUpdateInput = z.infer<typeof reportsBulkUpdateSchema>;

export const suspendSchema = z.object({
  hours: z
    .number(V.choose_how_long_the_suspension_lasts)
    .int(V.choose_how_long_the_suspension_lasts)
    .min(SUSPENSION_HOURS.min, V.a_suspension_lasts_24_hours_to_7_days)
    .max(SUSPENSION_HOURS.max, V.a_suspension_lasts_24_hours_to_7_days),
  reason: trimmed(V.please_give_a_reason).min(1, V.please_give_a_reason).max(LIMITS.moderationReasonMax, V.reason_is_too_long),
});
export type SuspendInput = z.infer<typeof suspendSchema>;

/** The contact page's rules (contactFormSchema) with the server's size bounds. */
export const contactMessageSchema = z.object({
  name: trimmed(V.name_is_required).min(1, V.name_is_required).max(LIMITS.nameMax, V.name_is_too_long),
  email: trimmed(V.invalid_email_address).max(LIMITS.emailMax, V.invalid_email_address).email(V.invalid_email_address),
  subject: trimmed(V.subject_is_required).min(1, V.subject_is_required).max(LIMITS.contactSubjectMax, V.subject_is_too_long),
  message: trimmed(V.message_is_required).min(1, V.message_is_required).max(LIMITS.contactMessageMax, V.message_is_too_long),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactMessageUpdateSchema = z.object({
  status: z.enum(["read", "archived"], V.status_must_be_read_or_archived),
});

export const landlordMergeSchema = z.object({
  intoId: z.string(V.choose_the_landlord_to_keep).min(1, V.choose_the_landlord_to_keep),
  /** The "Duplicate profile" report this merge answers, resolved with it. */
  reportId: z.number().int().positive().optional(),
  reason: trimmed().max(LIMITS.moderationReasonMax, V.reason_is_too_long).optional(),
});
export type LandlordMergeInput = z.infer<typeof landlordMergeSchema>;

/** POST /api/admin/reviews/{id}/hide and /api/admin/replies/{reviewId}/hide (contract §7.5). */
export const hideSchema = z.object({
  reason: z.enum(HIDE_REASONS, V.choose_a_reason),
  note: trimmed().max(LIMITS.moderationReasonMax, V.note_is_too_long).optional(),
});
export type HideInput = z.infer<typeof hideSchema>;

/** POST /api/appeals: the author of a hidden review, or a suspended account (contract §7.5). */
export const appealSchema = z.object({
  targetType: z.enum(APPEAL_TARGET_TYPES, V.choose_what_you_appeal),
  // A review's id (UUIDs compare lower-cased, as paths' ids do) or the account's own id for a suspension.
  targetId: trimmed(V.choose_what_you_appeal).min(1, V.choose_what_you_appeal).max(64, V.choose_what_you_appeal).transform((s) => s.toLowerCase()),
  text: trimmed(V.appeal_must_be_at_least_10_characters)
    .min(APPEAL_TEXT.min, V.appeal_must_be_at_least_10_characters)
    .max(APPEAL_TEXT.max, V.appeal_must_be_at_most_2000_characters),
});
export type AppealInput = z.infer<typeof appealSchema>;

/** PATCH /api/admin/appeals/{id}. */
export const appealDecisionSchema = z.object({
  decision: z.enum(["granted", "upheld"], V.choose_granted_or_upheld),
  note: trimmed().max(LIMITS.moderationReasonMax, V.note_is_too_long).optional(),
});
export type AppealDecisionInput = z.infer<typeof appealDecisionSchema>;

/** POST /api/admin/users/{id}/warn. */
export const warnSchema = z.object({
  reason: trimmed(V.please_give_a_reason).min(1, V.please_give_a_reason).max(LIMITS.moderationReasonMax, V.reason_is_too_long),
});
export type WarnInput = z.infer<typeof warnSchema>;
