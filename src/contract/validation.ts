// The validation messages of the shared schemas (docs/product-rules.md#validation-messages), by key.
// A schema carries the KEY as its zod message (`V.invalid_email_address`); `fieldErrors` (schemas.ts)
// and the server (plugins/errors.ts) turn it into words in the reader's language: these English
// ones, or a language's table (src/contract/i18n/<locale>.ts, typed so a missing key fails the
// type check). Keys never change once shipped; a new message is a new key here and in each table.

export { activeValidationCatalog, setValidationCatalog } from "./validation-catalog";

export const VALIDATION_MESSAGES = {
  choose_a_language: "Choose a language",
  username_must_be_at_least_3_characters: "Username must be at least 3 characters",
  username_must_be_less_than_50_characters: "Username must be less than 50 characters",
  invalid_email_address: "Invalid email address",
  password_must_be_at_least_6_characters: "Password must be at least 6 characters",
  password_must_be_less_than_255_characters: "Password must be less than 255 characters",
  first_name_must_be_less_than_100_characters: "First name must be less than 100 characters",
  last_name_must_be_less_than_100_characters: "Last name must be less than 100 characters",
  current_password_is_required: "Current password is required",
  password_is_required: "Password is required",
  choose_whether_to_delete_or_anonymize_your_reviews: "Choose whether to delete or anonymize your reviews",
  this_confirmation_link_is_invalid_or_has_expired: "This confirmation link is invalid or has expired",
  this_reset_link_is_invalid_or_has_expired: "This reset link is invalid or has expired",
  please_select_a_landlord_type: "Please select a landlord type",
  landlord_name_is_required: "Landlord name is required",
  name_is_too_long: "Name is too long",
  location_is_required: "Location is required",
  location_is_too_long: "Location is too long",
  utilities_must_be_less_than_500_characters: "Utilities must be less than 500 characters",
  review_must_be_at_least_10_characters: "Review must be at least 10 characters",
  review_must_be_less_than_1000_characters: "Review must be less than 1000 characters",
  property_address_is_too_long: "Property address is too long",
  please_select_length_of_residence: "Please select length of residence",
  rent_must_be_a_whole_number: "Rent must be a whole number",
  rent_cannot_be_negative: "Rent cannot be negative",
  rent_must_be_at_most_50000: "Rent must be at most 50000",
  please_select_a_rent_period: "Please select a rent period",
  name_must_be_less_than_100_characters: "Name must be less than 100 characters",
  choose_a_landlord_or_add_a_new_one: "Choose a landlord or add a new one",
  report_type_must_be_review_landlord_or_reply: "Report type must be review, landlord or reply",
  target_is_required: "Target is required",
  please_select_a_category: "Please select a category",
  please_provide_more_details: "Please provide more details",
  description_too_long: "Description too long",
  status_must_be_pending_reviewed_resolved_or_dismissed: "Status must be pending, reviewed, resolved or dismissed",
  notes_are_too_long: "Notes are too long",
  please_select_a_report_category: "Please select a report category",
  please_provide_at_least_10_characters_describing_the_issue: "Please provide at least 10 characters describing the issue",
  name_is_required: "Name is required",
  subject_is_required: "Subject is required",
  message_is_required: "Message is required",
  full_name_is_required: "Full name is required",
  full_name_is_too_long: "Full name is too long",
  phone_is_required: "Phone is required",
  phone_is_too_long: "Phone is too long",
  business_name_is_too_long: "Business name is too long",
  business_address_is_required: "Business address is required",
  business_address_is_too_long: "Business address is too long",
  business_license_is_too_long: "Business license is too long",
  years_in_business_is_required: "Years in business is required",
  years_in_business_must_be_a_whole_number: "Years in business must be a whole number",
  years_in_business_cannot_be_negative: "Years in business cannot be negative",
  years_in_business_is_too_large: "Years in business is too large",
  number_of_properties_is_required: "Number of properties is required",
  number_of_properties_must_be_a_whole_number: "Number of properties must be a whole number",
  at_least_1_property_is_required: "At least 1 property is required",
  number_of_properties_is_too_large: "Number of properties is too large",
  additional_information_is_too_long: "Additional information is too long",
  status_must_be_approved_or_rejected: "Status must be approved or rejected",
  reply_must_be_at_least_10_characters: "Reply must be at least 10 characters",
  reply_must_be_less_than_2000_characters: "Reply must be less than 2000 characters",
  report_ids_must_be_numbers: "Report ids must be numbers",
  choose_at_least_one_report: "Choose at least one report",
  at_most_100_reports_at_once: "At most 100 reports at once",
  choose_how_long_the_suspension_lasts: "Choose how long the suspension lasts",
  a_suspension_lasts_24_hours_to_7_days: "A suspension lasts 24 hours to 7 days",
  please_give_a_reason: "Please give a reason",
  reason_is_too_long: "Reason is too long",
  subject_is_too_long: "Subject is too long",
  message_is_too_long: "Message is too long",
  status_must_be_read_or_archived: "Status must be read or archived",
  choose_the_landlord_to_keep: "Choose the landlord to keep",
  limit_must_be_a_whole_number_of_at_least_1: "limit must be a whole number of at least 1",
  offset_must_be_a_whole_number_of_at_least_0: "offset must be a whole number of at least 0",
  sort_must_be_newest_highest_lowest_or_helpful: "sort must be newest, highest, lowest or helpful",
  status_must_be_pending_approved_or_rejected: "Status must be pending, approved or rejected",
  type_must_be_landlord_or_address: "type must be landlord or address",
  type_must_be_review_landlord_or_reply: "Type must be review, landlord or reply",
  group_must_be_target: "group must be target",
  status_must_be_new_read_archived_or_inbox: "Status must be new, read, archived or inbox",
  overall_rating_is_required: "Overall rating is required",
  overall_rating_must_be_between_0_5_and_5: "Overall rating must be between 0.5 and 5",
  overall_rating_must_be_in_steps_of_0_5: "Overall rating must be in steps of 0.5",
  responsiveness_rating_is_required: "Responsiveness rating is required",
  responsiveness_rating_must_be_between_0_5_and_5: "Responsiveness rating must be between 0.5 and 5",
  responsiveness_rating_must_be_in_steps_of_0_5: "Responsiveness rating must be in steps of 0.5",
  maintenance_rating_is_required: "Maintenance rating is required",
  maintenance_rating_must_be_between_0_5_and_5: "Maintenance rating must be between 0.5 and 5",
  maintenance_rating_must_be_in_steps_of_0_5: "Maintenance rating must be in steps of 0.5",
  fairness_rating_is_required: "Fairness rating is required",
  fairness_rating_must_be_between_0_5_and_5: "Fairness rating must be between 0.5 and 5",
  fairness_rating_must_be_in_steps_of_0_5: "Fairness rating must be in steps of 0.5",
  rent_must_be_a_whole_number_from_0_to_50000: "Rent must be a whole number from 0 to 50000",
  // Merged after issue 26 (appeals, hiding, local pages and resources, follows).
  choose_a_reason: "Choose a reason",
  note_is_too_long: "Note is too long",
  choose_what_you_appeal: "Choose what you appeal",
  appeal_must_be_at_least_10_characters: "Appeal must be at least 10 characters",
  appeal_must_be_at_most_2000_characters: "Appeal must be at most 2,000 characters",
  choose_granted_or_upheld: "Choose granted or upheld",
  status_must_be_pending_granted_or_upheld: "Status must be pending, granted or upheld",
  give_ids_or_all_true: "Give ids or all: true",
  the_page_text_is_required: "The page text is required",
  the_page_text_must_be_at_most_50000_characters: "The page text must be at most 50,000 characters",
  resource_name_is_required: "Name is required",
  name_must_be_at_most_120_characters: "Name must be at most 120 characters",
  kind_must_be_tenant_union_legal_aid_government_hotline_or_other: "Kind must be tenant-union, legal-aid, government, hotline or other",
  location_must_be_at_most_120_characters: "Location must be at most 120 characters",
  phone_must_be_at_most_40_characters: "Phone must be at most 40 characters",
  website_must_be_at_most_500_characters: "Website must be at most 500 characters",
  website_must_be_an_http_or_https_address: "Website must be an http:// or https:// address",
  languages_must_be_at_most_200_characters: "Languages must be at most 200 characters",
  description_must_be_at_most_2000_characters: "Description must be at most 2,000 characters",
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;
/** A language's table: every key, and `fallback` for a message that is no key (zod's own). */
export type ValidationCatalog = { readonly [K in ValidationKey]: string } & { readonly fallback: string };

/** The keys, as schemas name them: `V.name_is_required` is the string "name_is_required". */
export const V = Object.fromEntries(Object.keys(VALIDATION_MESSAGES).map((k) => [k, k])) as { readonly [K in ValidationKey]: K };

export const isValidationKey = (message: string): message is ValidationKey => Object.hasOwn(VALIDATION_MESSAGES, message);

/**
 * A schema's message in words: its text in `catalog` (a language's table), else in English. A
 * message that is no key (zod's own, for input no form sends) is left as it is in English, and
 * is `fallback` in another language.
 */
export function validationText(message: string, catalog?: ValidationCatalog): string {
  if (isValidationKey(message)) return catalog ? catalog[message] : VALIDATION_MESSAGES[message];
  return catalog?.fallback ?? message;
}
