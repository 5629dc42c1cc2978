// The errors of contestable moderation (contract §7.5; see src/http.ts for how errors are declared).
import { defineError } from "../../http";

export const reviewAlreadyHidden = defineError({ code: "moderation.already_hidden", status: 409, message: "This review is already hidden" });
export const reviewNotHidden = defineError({ code: "moderation.not_hidden", status: 409, message: "This review is not hidden" });
export const replyAlreadyHidden = defineError({ code: "moderation.reply_already_hidden", status: 409, message: "This reply is already hidden" });
export const replyNotHidden = defineError({ code: "moderation.reply_not_hidden", status: 409, message: "This reply is not hidden" });
export const appealNotFound = defineError({ code: "appeal.not_found", status: 404, message: "Appeal not found" });
export const nothingToAppeal = defineError({ code: "appeal.nothing_to_appeal", status: 404, message: "There is no moderation decision to appeal here" });
export const appealNotYours = defineError({
  code: "appeal.not_yours",
  status: 403,
  message: "You can only appeal decisions about your own reviews or your own account",
});
export const appealTooLate = defineError({
  code: "appeal.deadline_passed",
  status: 403,
  message: "Appeals are accepted within 14 days of the decision, and that time has passed",
});
export const alreadyAppealed = defineError({ code: "appeal.already_appealed", status: 409, message: "You have already appealed this decision" });
export const appealAlreadyDecided = defineError({ code: "appeal.already_decided", status: 409, message: "This appeal has already been decided" });
