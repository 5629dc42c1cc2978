// The errors of helpful votes (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const alreadyVoted = defineError({ code: "vote.already_voted", status: 409, message: "You have already marked this review as helpful" });
export const ownReview = defineError({ code: "vote.own_review", status: 403, message: "You cannot vote for your own review" });
