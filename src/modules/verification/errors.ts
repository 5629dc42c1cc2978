// The errors of verification requests (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const requestNotFound = defineError({ code: "verification.not_found", status: 404, message: "Verification request not found" });
export const alreadyPending = defineError({
  code: "verification.already_pending",
  status: 409,
  message: "You already have a verification request waiting for review",
});
export const profileOwned = defineError({
  code: "verification.profile_owned",
  status: 409,
  message: "This landlord profile already has a verified owner",
});
