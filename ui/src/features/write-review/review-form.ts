// The review form's model, shared by the write form and the edit dialog (docs/product-rules.md#validation-messages): what the
// fields hold, how they become the request body, and the rules checked before sending.
import { reviewFieldsSchema, fieldErrors, type ReviewFieldsInput } from "@contract/schemas";
import { LENGTHS_OF_RESIDENCE, LIMITS, type RentPeriod } from "@contract/constants";
import type { Review } from "@contract/types";
import { t } from "@lingui/core/macro";

export interface ReviewFormValues {
  overallRating: number;
  responsivenessRating: number;
  maintenanceRating: number;
  fairnessRating: number;
  reviewText: string;
  propertyAddress: string;
  lengthOfResidence: string;
  /** As typed; "" means not given. */
  monthlyRent: string;
  rentPeriod: RentPeriod;
  /** Client-only: the "Utilities are included in rent" checkbox. */
  utilitiesChecked: boolean;
  utilitiesText: string;
  reviewerName: string;
  /** Client-only: when set, reviewerName is dropped. */
  anonymous: boolean;
  /**
   * Client-only: which ratings the renter has set. An untouched one keeps the default of 1
   * (docs/product-rules.md#validation-messages) but is shown as not yet given, and the assistant does
   * not count it or write a sentence from it (issue 31).
   */
  rated: Record<RatingKey, boolean>;
}

export const RATING_FIELDS = [
  { key: "overallRating", get label() { return t`Overall Rating`; } },
  { key: "responsivenessRating", get label() { return t`Responsiveness`; } },
  { key: "maintenanceRating", get label() { return t`Maintenance`; } },
  { key: "fairnessRating", get label() { return t`Fairness`; } },
] as const;

export type RatingKey = (typeof RATING_FIELDS)[number]["key"];

/** The fields in the order the form shows them: the error summary lists messages in this order. */
export const REVIEW_FIELD_ORDER = [
  ...RATING_FIELDS.map((f) => f.key),
  "reviewText",
  "lengthOfResidence",
  "propertyAddress",
  "monthlyRent",
  "rentPeriod",
  "utilitiesIncluded",
  "reviewerName",
] as const;

/** The id of a field's control in ReviewFormFields (ids are `${idPrefix}-${field}`). */
export function reviewControlId(idPrefix: string, field: string): string | null {
  if (field === "utilitiesIncluded") return `${idPrefix}-utilitiesText`;
  return (REVIEW_FIELD_ORDER as readonly string[]).includes(field) ? `${idPrefix}-${field}` : null;
}

/** The write form starts every rating at 1 (docs/product-rules.md#validation-messages). */
export const DEFAULT_VALUES: ReviewFormValues = {
  overallRating: 1,
  responsivenessRating: 1,
  maintenanceRating: 1,
  fairnessRating: 1,
  reviewText: "",
  propertyAddress: "",
  lengthOfResidence: "",
  monthlyRent: "",
  rentPeriod: "monthly",
  utilitiesChecked: false,
  utilitiesText: "",
  reviewerName: "",
  anonymous: false,
  rated: { overallRating: false, responsivenessRating: false, maintenanceRating: false, fairnessRating: false },
};

/** The ratings the assistant reads: an untouched one as not given (0). */
export function givenRatings(v: ReviewFormValues): Record<RatingKey, number> {
  return {
    overallRating: v.rated.overallRating ? v.overallRating : 0,
    responsivenessRating: v.rated.responsivenessRating ? v.responsivenessRating : 0,
    maintenanceRating: v.rated.maintenanceRating ? v.maintenanceRating : 0,
    fairnessRating: v.rated.fairnessRating ? v.fairnessRating : 0,
  };
}

export function fromReview(r: Review): ReviewFormValues {
  const utilities = r.utilitiesIncluded ?? "false";
  return {
    overallRating: r.overallRating,
    responsivenessRating: r.responsivenessRating,
    maintenanceRating: r.maintenanceRating,
    fairnessRating: r.fairnessRating,
    reviewText: r.reviewText,
    propertyAddress: r.propertyAddress ?? "",
    lengthOfResidence: (LENGTHS_OF_RESIDENCE as readonly string[]).includes(r.lengthOfResidence) ? r.lengthOfResidence : "",
    monthlyRent: r.monthlyRent === null ? "" : String(r.monthlyRent),
    rentPeriod: r.rentPeriod ?? "monthly",
    utilitiesChecked: utilities !== "false",
    utilitiesText: utilities === "false" || utilities === "true" ? "" : utilities,
    reviewerName: r.reviewerName ?? "",
    anonymous: !r.reviewerName,
    rated: { overallRating: true, responsivenessRating: true, maintenanceRating: true, fairnessRating: true },
  };
}

/** The rent as a number, null when empty, NaN when not a whole number. */
export function parseRent(raw: string): number | null {
  const t = raw.trim();
  if (!t) return null;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** The request body: utilities "false" when unticked, true when ticked with no text; no anonymous flag. */
export function toPayload(v: ReviewFormValues): ReviewFieldsInput {
  const rent = parseRent(v.monthlyRent);
  return {
    overallRating: v.overallRating,
    responsivenessRating: v.responsivenessRating,
    maintenanceRating: v.maintenanceRating,
    fairnessRating: v.fairnessRating,
    reviewText: v.reviewText.trim(),
    propertyAddress: v.propertyAddress.trim() || null,
    lengthOfResidence: v.lengthOfResidence as ReviewFieldsInput["lengthOfResidence"],
    monthlyRent: rent,
    rentPeriod: v.rentPeriod,
    utilitiesIncluded: !v.utilitiesChecked ? "false" : v.utilitiesText.trim() ? v.utilitiesText.trim() : true,
    reviewerName: v.anonymous ? null : v.reviewerName.trim() || null,
  };
}

/** Field messages (docs/product-rules.md#validation-messages, via the shared schema); empty when the form may be sent. */
export function validate(v: ReviewFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const rent = parseRent(v.monthlyRent);
  if (rent !== null && (Number.isNaN(rent) || rent > LIMITS.rentMax))
    errors.monthlyRent = Number.isNaN(rent) ? t`Rent must be a whole number` : t`Rent must be at most 50000`;
  const parsed = reviewFieldsSchema.safeParse({ ...toPayload(v), monthlyRent: Number.isNaN(rent) ? null : rent });
  if (!parsed.success) Object.assign(errors, { ...fieldErrors(parsed.error), ...errors });
  return errors;
}
