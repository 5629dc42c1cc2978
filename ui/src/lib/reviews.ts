// Review reads and actions (docs/product-rules.md#routes): recent reviews, the signed-in user's reviews, helpful
// votes, deletes and reports, the verified owner's reply, each with the cached answers it refreshes. How an endpoint is
// declared: lib/api.ts.
import useSWR from "swr";
import type { Report, Review } from "@contract/types";
import type { ReportCreateInput } from "@contract/schemas";
import { apiRequest, mutation } from "./api";
import { keys } from "./keys";
import { useUser } from "./auth";

const enc = encodeURIComponent;

/** GET /api/reviews/recent: newest first (the home page's grid, the dashboard's Latest Reviews). */
/** `limit` asks for no more than a screen shows (the landing page's six): less to send on a phone. */
export const useRecentReviews = (limit?: number) => useSWR<Review[]>(limit ? `${keys.recentReviews}?limit=${limit}` : keys.recentReviews);

/** GET /api/user/reviews: the signed-in user's own, newest first. */
export const useUserReviews = () => useSWR<Review[]>(keys.userReviews);

/**
 * The signed-in user's own review of a landlord (one per landlord, docs/product-rules.md), from
 * GET /api/user/reviews (one request shared by every caller on a page); signed out, nothing is
 * asked. `loading` is true until the answer is known.
 */
export function useOwnReviewOf(landlordId: string | undefined): { review: Review | null; loading: boolean } {
  const { user, isLoading: userLoading } = useUser();
  const { data, isLoading } = useSWR<Review[]>(user && landlordId ? keys.userReviews : null);
  if (!landlordId) return { review: null, loading: false };
  if (userLoading) return { review: null, loading: true };
  if (!user) return { review: null, loading: false };
  return { review: data?.find((r) => r.landlordId === landlordId) ?? null, loading: isLoading || !data };
}

/** POST /api/reviews/{id}/helpful: one vote per user and review; answers the new count. */
export const voteHelpful = mutation(
  (reviewId: string) => apiRequest<{ helpfulCount: number }>("POST", `/api/reviews/${enc(reviewId)}/helpful`),
  // The author's helpful-vote total and the voter's activity list changed.
  [keys.userStats],
);

/** DELETE /api/reviews/{id}: the owner's delete; the landlord's figures change with it. */
export const deleteReview = mutation(
  (reviewId: string) => apiRequest<void>("DELETE", `/api/reviews/${enc(reviewId)}`),
  [keys.reviews, keys.userStats, keys.userReviews, keys.landlords],
);

/** POST /api/reports. */
export const submitReport = mutation((input: ReportCreateInput) => apiRequest<Report>("POST", "/api/reports", input), [keys.reports]);

/** PUT /api/reviews/{id}/reply: writes the review's one reply, or replaces it. */
export const saveReply = mutation(
  (reviewId: string, text: string) => apiRequest<Review>("PUT", `/api/reviews/${enc(reviewId)}/reply`, { text }),
  [keys.landlords, keys.reviews, keys.ownerProperties],
);

export const deleteReply = mutation(
  (reviewId: string) => apiRequest<void>("DELETE", `/api/reviews/${enc(reviewId)}/reply`),
  [keys.landlords, keys.reviews, keys.ownerProperties],
);
