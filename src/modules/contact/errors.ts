// The errors of the contact inbox (see src/http.ts for how errors are declared and answered).
import { HttpError, defineError } from "../../http";

export const messageNotFound = defineError({ code: "message.not_found", status: 404, message: "Message not found" });
const messageUnchanged = defineError({ code: "message.unchanged", status: 409, message: "This message already has that status" });
/** Another admin got there first: "This message is already archived". */
export const messageAlready = (status: string) => new HttpError(messageUnchanged, { status }, `This message is already ${status}`);
