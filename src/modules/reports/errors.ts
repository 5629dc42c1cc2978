// The errors of reports (see src/http.ts for how errors are declared and answered). A report on
// a target that does not exist answers that target's own not-found error.
import { HttpError, defineError } from "../../http";

export const reportNotFound = defineError({ code: "report.not_found", status: 404, message: "Report not found" });
export const alreadyReported = defineError({ code: "report.already_reported", status: 409, message: "You have already reported this content" });

const reportUnchanged = defineError({ code: "report.unchanged", status: 409, message: "This report already has that status" });
/** Another moderator got there first: "Report 12 is already dismissed". */
export const reportAlready = (report: { id: number; status: string }, status: string) =>
  new HttpError(reportUnchanged, { reportId: report.id, status: report.status }, `Report ${report.id} is already ${status}`);
/** One id of a bulk change that names no report: "Report 12 not found". */
export const reportIdNotFound = (id: number) => new HttpError(reportNotFound, { reportId: id }, `Report ${id} not found`);
