// The errors of reports (see src/http.ts for how errors are declared and answered). A report on
// a target that does not exist answers that target's own not-found error.
import { defineError } from "../../http";

export const reportNotFound = defineError({ code: "report.not_found", status: 404, message: "Report not found" });
export const alreadyReported = defineError({ code: "report.already_reported", status: 409, message: "You have already reported this content" });
