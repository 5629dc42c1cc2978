// The errors of the admin tools (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const keptLandlordNotFound = defineError({ code: "merge.kept_not_found", status: 404, message: "The landlord to keep was not found" });
export const mergeIntoItself = defineError({ code: "merge.into_itself", status: 400, message: "A landlord cannot be merged into itself" });
export const reportNotAboutEither = defineError({ code: "merge.report_unrelated", status: 400, message: "That report is not about either landlord" });
/**
 * Two profiles with different verified owners are not one landlord's duplicates, or one owner is
 * wrong: a merge must never quietly hand one owner's profile to the other (issue 30).
 */
export const mergeOwnersDiffer = defineError({
  code: "merge.owners_differ",
  status: 409,
  message: "Both landlords have a different verified owner, so they cannot be merged. Settle which owner is right (reject or revoke a verification) first.",
});
