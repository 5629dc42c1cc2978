// The dashboard's reads (product.md §7): the signed-in user's stats and reviews, and the recent
// reviews of the whole site. No retries (SWR's global config in App.tsx).
import useSWR from "swr";
import type { Review, UserStats } from "@contract/types";
import { keys } from "../../lib/swr-keys";

export const useUserStats = () => useSWR<UserStats>(keys.userStats);
export const useUserReviews = () => useSWR<Review[]>(keys.userReviews);
export const useRecentReviews = () => useSWR<Review[]>(keys.recentReviews);
