// The errors of sanctions (see src/http.ts for how errors are declared and answered).
import { HttpError, defineError } from "../../http";
import type { Suspension } from "../../contract/types";

export const userNotFound = defineError({ code: "user.not_found", status: 404, message: "User not found" });
export const adminNotSuspendable = defineError({
  code: "sanction.admin",
  status: 409,
  message: "An administrator cannot be suspended; revoke admin rights first",
});
export const alreadySuspended = defineError({ code: "sanction.already_suspended", status: 409, message: "This account is already suspended" });
export const notSuspended = defineError({ code: "sanction.not_suspended", status: 409, message: "This account is not suspended" });
const suspended = defineError({ code: "sanction.suspended", status: 403, message: "Your account is suspended" });

/** "November 25, 2026, 6:00 PM UTC": the end date as the answers state it. */
export function formatSuspensionEnd(until: string): string {
  return `${new Date(until).toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" })} UTC`;
}

/** The 403 every write of a suspended account gets (docs/product-rules.md#moderation), with the end date. */
export const accountSuspended = (s: Suspension) =>
  new HttpError(suspended, { suspendedUntil: s.until }, `Your account is suspended until ${formatSuspensionEnd(s.until)}`);

export const alreadySuspendedUntil = (until: string) =>
  new HttpError(alreadySuspended, { suspendedUntil: until }, `This account is already suspended until ${formatSuspensionEnd(until)}`);
