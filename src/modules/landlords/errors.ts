// The errors of landlords (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const landlordNotFound = defineError({ code: "landlord.not_found", status: 404, message: "Landlord not found" });
/** Sent with `landlordId` of the existing landlord, so the UI can offer it. */
export const landlordExists = defineError({
  code: "landlord.exists",
  status: 409,
  message: "A landlord with this name already exists in this location",
});
