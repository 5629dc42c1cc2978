// The errors of replies (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const replyNotFound = defineError({ code: "reply.not_found", status: 404, message: "Reply not found" });
export const notTheOwner = defineError({
  code: "reply.not_owner",
  status: 403,
  message: "Only the verified owner of this landlord profile can reply to its reviews",
});
