// The dashboard's own read (docs/product-rules.md#routes): the signed-in user's stats. Its review lists come
// from lib/reviews.ts. How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { UserStats } from "@contract/types";
import { keys } from "../../lib/keys";
import type { Appeal, ModerationDecision, Suspension } from "@contract/types";
import type { AppealInput } from "@contract/schemas";
import { apiRequest, mutation } from "../../lib/api";

export const useUserStats = () => useSWR<UserStats>(keys.userStats);

// Moderation decisions about the account and its reviews, and its appeals (contract §7.5): shown
// on the dashboard, the contract's fallback until notifications arrive.

const myModeration = "/api/user/moderation";
export const useMyModeration = () => useSWR<{ decisions: ModerationDecision[]; appeals: Appeal[] }>(myModeration);
/** The account's running suspension (the suspension feature's notice reads the same key). */
export const useOwnSuspension = () => useSWR<{ suspension: Suspension | null }>("/api/user/suspension");

export const fileAppeal = mutation((input: AppealInput) => apiRequest<Appeal>("POST", "/api/appeals", input), [myModeration, keys.userReviews]);
