// The home page's data: GET /api/reviews/recent (newest first) through SWR's default fetcher.
import useSWR from "swr";
import type { Review } from "@contract/types";
import { keys } from "../../lib/swr-keys";

export function useRecentReviews() {
  const { data, error, isLoading, mutate } = useSWR<Review[]>(keys.recentReviews);
  return { reviews: data ?? [], error: error as Error | undefined, isLoading, retry: () => mutate() };
}
