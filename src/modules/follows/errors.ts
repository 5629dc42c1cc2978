// The errors of follows, notifications, unsubscribe links and feeds (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const followNotFound = defineError({ code: "follow.not_found", status: 404, message: "Follow not found" });
export const followTargetNotFound = defineError({ code: "follow.target_not_found", status: 404, message: "Nothing to follow here" });
export const alreadyFollowing = defineError({ code: "follow.exists", status: 409, message: "You already follow this" });
export const unsubscribeLinkInvalid = defineError({ code: "follow.unsubscribe_invalid", status: 404, message: "This unsubscribe link is not valid" });
export const feedNotFound = defineError({ code: "feed.not_found", status: 404, message: "Feed not found" });
