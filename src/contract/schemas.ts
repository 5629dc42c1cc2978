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

/** A trimmed string; `missing` is the message when the field is absent or not text. */
const trimmed = (missing?: string) => z.string(missing).trim();

/**
 * A name (of a landlord, a place, a person): stored without control or invisible characters and
 * with single spaces (contract/text.ts), cleaned before its length is checked, so a name of
 * zero-width characters only is a missing name.
 */
const name = (missing?: string) => z.string(missing).overwrite(cleanName);

export const registerSchema = z.object({
  username: name("Username must be at least 3 characters")
    .min(LIMITS.usernameMin, "Username must be at least 3 characters")
    .max(LIMITS.usernameMax, "Username must be less than 50 characters"),
  email: trimmed("Invalid email address").max(LIMITS.emailMax, "Invalid email address").email("Invalid email address"),
  password: z
    .string("Password must be at least 6 characters")
    .min(LIMITS.passwordMin, "Password must be at least 6 characters")
    .max(LIMITS.passwordMax, "Password must be less than 255 characters"),
  firstName: name().max(LIMITS.nameMax, "First name must be less than 100 characters").optional(),
  lastName: name().max(LIMITS.nameMax, "Last name must be less than 100 characters").optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** PATCH /api/user (docs/product-rules.md#privacy): the names and username; a blank name clears it. */
export const profileUpdateSchema = z.object({
  username: registerSchema.shape.username.optional(),
  firstName: name().max(LIMITS.nameMax, "First name must be less than 100 characters").nullish(),
  lastName: name().max(LIMITS.nameMax, "Last name must be less than 100 characters").nullish(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

const newPassword = registerSchema.shape.password;

/** POST /api/user/password. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string("Current password is required").min(1, "Current password is required"),
  newPassword,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const ACCOUNT_REVIEW_CHOICES = ["delete", "anonymize"] as const;
export type AccountReviewChoice = (typeof ACCOUNT_REVIEW_CHOICES)[number];

/** DELETE /api/user: the password, and what becomes of the account's reviews. */
export const accountDeleteSchema = z.object({
  password: z.string("Password is required").min(1, "Password is required"),
  reviews: z.enum(ACCOUNT_REVIEW_CHOICES, "Choose whether to delete or anonymize your reviews"),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;

/** POST /api/password-reset/request. */
export const passwordResetRequestSchema = z.object({
  email: trimmed("Invalid email address").max(LIMITS.emailMax, "Invalid email address").email("Invalid email address"),
});

/** POST /api/email-proof: the token of the link "Confirm my e-mail" mailed (docs/product-rules.md#accounts). */
export const emailProofSchema = z.object({
  token: z.string("This confirmation link is invalid or has expired").min(1, "This confirmation link is invalid or has expired").max(200, "This confirmation link is invalid or has expired"),
});
export type EmailProofInput = z.infer<typeof emailProofSchema>;

/** POST /api/password-reset. */
export const passwordResetSchema = z.object({
  token: z.string("This reset link is invalid or has expired").min(1, "This reset link is invalid or has expired").max(200, "This reset link is invalid or has expired"),
  newPassword,
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const loginSchema = z.object({
  email: trimmed("Invalid email address").email("Invalid email address"),
  password: z.string("Password is required").min(1, "Password is required"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const landlordTypeSchema = z.enum(LANDLORD_TYPES, "Please select a landlord type");

export const landlordCreateSchema = z.object({
  name: name("Landlord name is required").min(1, "Landlord name is required").max(LIMITS.landlordNameMax, "Name is too long"),
  type: landlordTypeSchema,
  location: name("Location is required").min(1, "Location is required").max(LIMITS.locationMax, "Location is too long"),
});
export type LandlordCreateInput = z.infer<typeof landlordCreateSchema>;

const rating = (label: string) =>
  z
    .number(`${label} is required`)
    .min(0.5, `${label} must be between 0.5 and 5`)
    .max(5, `${label} must be between 0.5 and 5`)
    .refine((n) => Number.isInteger(n * 2), `${label} must be in steps of 0.5`);

/** utilitiesIncluded travels as text: the utilities named, "true" when ticked with no text, "false" when not. */
const utilities = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === "boolean" ? String(v) : v.trim()))
  .pipe(z.string().max(LIMITS.utilitiesMax, "Utilities must be less than 500 characters"));

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const reviewFieldsSchema = z.object({
  overallRating: rating("Overall rating"),
  responsivenessRating: rating("Responsiveness rating"),
  maintenanceRating: rating("Maintenance rating"),
  fairnessRating: rating("Fairness rating"),
  reviewText: trimmed("Review must be at least 10 characters")
    .min(LIMITS.reviewTextMin, "Review must be at least 10 characters")
    .max(LIMITS.reviewTextMax, "Review must be less than 1000 characters"),
  propertyAddress: optionalText(LIMITS.propertyAddressMax, "Property address is too long"),
  lengthOfResidence: z.enum(LENGTHS_OF_RESIDENCE, "Please select length of residence"),
  monthlyRent: z
    .number("Rent must be a whole number")
    .int("Rent must be a whole number")
    .min(0, "Rent cannot be negative")
    .max(LIMITS.rentMax, "Rent must be at most 50000")
    .nullish()
    .transform((v) => v ?? null),
  rentPeriod: z.enum(RENT_PERIODS, "Please select a rent period").default("monthly"),
  utilitiesIncluded: utilities.optional().transform((v) => v ?? "false"),
  reviewerName: name()
    .max(LIMITS.reviewerNameMax, "Name must be less than 100 characters")
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
    message: "Choose a landlord or add a new one",
    path: ["landlordId"],
  });
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/** PUT sends no rentPeriod (docs/product-rules.md#routes): when absent, the review keeps its own. */
export const reviewUpdateSchema = reviewFieldsSchema.extend({
  rentPeriod: z.enum(RENT_PERIODS, "Please select a rent period").optional(),
});

export const reportCreateSchema = z
  .object({
    reportType: z.enum(REPORT_TYPES, "Report type must be review, landlord or reply"),
    targetId: z.string("Target is required").min(1, "Target is required"),
    reportCategory: trimmed("Please select a category").min(1, "Please select a category").max(LIMITS.reportCategoryMax, "Please select a category"),
    description: trimmed("Please provide more details")
      .min(LIMITS.reportDescriptionMin, "Please provide more details")
      .max(LIMITS.reportDescriptionMax, "Description too long"),
  })
  .refine((r) => REPORT_CATEGORIES[r.reportType].includes(r.reportCategory), {
    message: "Please select a category",
    path: ["reportCategory"],
  });
export type ReportCreateInput = z.infer<typeof reportCreateSchema>;

export const reportUpdateSchema = z.object({
  status: z.enum(REPORT_STATUSES, "Status must be pending, reviewed, resolved or dismissed"),
  adminNotes: z.string().trim().max(LIMITS.adminNotesMax, "Notes are too long").nullish(),
});
export type ReportUpdateInput = z.infer<typeof reportUpdateSchema>;

/** The UI's own, stricter report-form messages (docs/product-rules.md#validation-messages). */
export const reportFormSchema = z.object({
  reportCategory: z.string().min(1, "Please select a report category"),
  description: z
    .string()
    .refine((d) => d.trim().length >= LIMITS.reportDescriptionMin, "Please provide at least 10 characters describing the issue")
    .refine((d) => d.length <= LIMITS.reportDescriptionMax, "Description too long"),
});

export const searchFormSchema = z.object({
  query: z.string().trim().min(1),
  location: z.string().trim().optional(),
  searchType: z.enum(["landlord", "address"]).default("landlord"),
});

export const contactFormSchema = z.object({
  name: trimmed().min(1, "Name is required"),
  email: trimmed().email("Invalid email address"),
  subject: trimmed().min(1, "Subject is required"),
  message: trimmed().min(1, "Message is required"),
});

export const verificationFormSchema = z.object({
  fullName: trimmed("Full name is required").min(1, "Full name is required").max(LIMITS.verificationTextMax, "Full name is too long"),
  email: trimmed("Invalid email address").max(LIMITS.emailMax, "Invalid email address").email("Invalid email address"),
  phone: trimmed("Phone is required").min(1, "Phone is required").max(LIMITS.verificationTextMax, "Phone is too long"),
  businessName: trimmed().max(LIMITS.verificationTextMax, "Business name is too long").optional(),
  businessAddress: trimmed("Business address is required").min(1, "Business address is required").max(LIMITS.verificationTextMax, "Business address is too long"),
  businessLicense: trimmed().max(LIMITS.verificationTextMax, "Business license is too long").optional(),
  yearsInBusiness: z.coerce
    .number("Years in business is required")
    .int("Years in business must be a whole number")
    .min(0, "Years in business cannot be negative")
    .max(200, "Years in business is too large"),
  propertyCount: z.coerce
    .number("Number of properties is required")
    .int("Number of properties must be a whole number")
    .min(1, "At least 1 property is required")
    .max(1_000_000, "Number of properties is too large"),
  additionalInfo: trimmed().max(LIMITS.verificationInfoMax, "Additional information is too long").optional(),
});

/**
 * POST /api/verification-requests (docs/product-rules.md#verification-badges-and-replies): the form's fields, the two counts as numbers
 * (the server takes no text for them), and the landlord profile claimed, if any.
 */
export const verificationRequestSchema = verificationFormSchema.extend({
  yearsInBusiness: z
    .number("Years in business is required")
    .int("Years in business must be a whole number")
    .min(0, "Years in business cannot be negative")
    .max(200, "Years in business is too large"),
  propertyCount: z
    .number("Number of properties is required")
    .int("Number of properties must be a whole number")
    .min(1, "At least 1 property is required")
    .max(1_000_000, "Number of properties is too large"),
  landlordId: z.string().nullish(),
});
export type VerificationRequestInput = z.infer<typeof verificationRequestSchema>;

export const verificationDecisionSchema = z.object({
  status: z.enum(["approved", "rejected"], "Status must be approved or rejected"),
  adminNotes: z.string().trim().max(LIMITS.adminNotesMax, "Notes are too long").nullish(),
});
export type VerificationDecisionInput = z.infer<typeof verificationDecisionSchema>;

/** PUT /api/reviews/{id}/reply (docs/product-rules.md#verification-badges-and-replies). */
export const replySchema = z.object({
  text: trimmed("Reply must be at least 10 characters")
    .min(LIMITS.replyTextMin, "Reply must be at least 10 characters")
    .max(LIMITS.replyTextMax, "Reply must be less than 2000 characters"),
});
export type ReplyInput = z.infer<typeof replySchema>;

/** Turns zod issues into the `errors` map of docs/product-rules.md#the-api: first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "body";
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

// ---- Moderation (docs/product-rules.md#moderation) ----

/** PATCH /api/reports: many reports at once. */
export const reportsBulkUpdateSchema = reportUpdateSchema.extend({
  ids: z
    .array(z.number("Report ids must be numbers").int("Report ids must be numbers").positive("Report ids must be numbers"), "Choose at least one report")
    .min(1, "Choose at least one report")
    .max(100, "At most 100 reports at once"),
});
export type ReportsBulkUpdateInput = z.infer<typeof reportsBulkUpdateSchema>;

export const suspendSchema = z.object({
  hours: z
    .number("Choose how long the suspension lasts")
    .int("Choose how long the suspension lasts")
    .min(SUSPENSION_HOURS.min, "A suspension lasts 24 hours to 7 days")
    .max(SUSPENSION_HOURS.max, "A suspension lasts 24 hours to 7 days"),
  reason: trimmed("Please give a reason").min(1, "Please give a reason").max(LIMITS.moderationReasonMax, "Reason is too long"),
});
export type SuspendInput = z.infer<typeof suspendSchema>;

/** The contact page's rules (contactFormSchema) with the server's size bounds. */
export const contactMessageSchema = z.object({
  name: trimmed("Name is required").min(1, "Name is required").max(LIMITS.nameMax, "Name is too long"),
  email: trimmed("Invalid email address").max(LIMITS.emailMax, "Invalid email address").email("Invalid email address"),
  subject: trimmed("Subject is required").min(1, "Subject is required").max(LIMITS.contactSubjectMax, "Subject is too long"),
  message: trimmed("Message is required").min(1, "Message is required").max(LIMITS.contactMessageMax, "Message is too long"),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactMessageUpdateSchema = z.object({
  status: z.enum(["read", "archived"], "Status must be read or archived"),
});

export const landlordMergeSchema = z.object({
  intoId: z.string("Choose the landlord to keep").min(1, "Choose the landlord to keep"),
  /** The "Duplicate profile" report this merge answers, resolved with it. */
  reportId: z.number().int().positive().optional(),
  reason: trimmed().max(LIMITS.moderationReasonMax, "Reason is too long").optional(),
});
export type LandlordMergeInput = z.infer<typeof landlordMergeSchema>;

/** POST /api/admin/reviews/{id}/hide and /api/admin/replies/{reviewId}/hide (contract §7.5). */
export const hideSchema = z.object({
  reason: z.enum(HIDE_REASONS, "Choose a reason"),
  note: trimmed().max(LIMITS.moderationReasonMax, "Note is too long").optional(),
});
export type HideInput = z.infer<typeof hideSchema>;

/** POST /api/appeals: the author of a hidden review, or a suspended account (contract §7.5). */
export const appealSchema = z.object({
  targetType: z.enum(APPEAL_TARGET_TYPES, "Choose what you appeal"),
  // A review's id (UUIDs compare lower-cased, as paths' ids do) or the account's own id for a suspension.
  targetId: trimmed("Choose what you appeal").min(1, "Choose what you appeal").max(64, "Choose what you appeal").transform((s) => s.toLowerCase()),
  text: trimmed("Appeal must be at least 10 characters")
    .min(APPEAL_TEXT.min, "Appeal must be at least 10 characters")
    .max(APPEAL_TEXT.max, "Appeal must be less than 2000 characters"),
});
export type AppealInput = z.infer<typeof appealSchema>;

/** PATCH /api/admin/appeals/{id}. */
export const appealDecisionSchema = z.object({
  decision: z.enum(["granted", "upheld"], "Choose granted or upheld"),
  note: trimmed().max(LIMITS.moderationReasonMax, "Note is too long").optional(),
});
export type AppealDecisionInput = z.infer<typeof appealDecisionSchema>;

/** POST /api/admin/users/{id}/warn. */
export const warnSchema = z.object({
  reason: trimmed("Please give a reason").min(1, "Please give a reason").max(LIMITS.moderationReasonMax, "Reason is too long"),
});
export type WarnInput = z.infer<typeof warnSchema>;
