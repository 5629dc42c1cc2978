// SWR keys are the API paths themselves: the default fetcher (lib/api.ts) GETs the key, and a path
// prefix names every cached variant below it ("/api/landlords" covers a landlord, its reviews and
// every search), which is what invalidate() (lib/invalidate.ts) matches on. The keys more than one
// feature reads or refreshes are named here; a feature's own keys live in its api.ts.
const enc = encodeURIComponent;

export const keys = {
  user: "/api/user",
  userStats: "/api/user/stats",
  userReviews: "/api/user/reviews",
  /** Every review read: recent reviews and anything else under /api/reviews. */
  reviews: "/api/reviews",
  recentReviews: "/api/reviews/recent",
  /** Every landlord read: the list, one landlord, its reviews, searches. */
  landlords: "/api/landlords",
  landlord: (id: string) => `/api/landlords/${enc(id)}`,
  landlordReviews: (id: string) => `/api/landlords/${enc(id)}/reviews`,
  reports: "/api/reports",
  /** The profiles the signed-in account owns, with their reviews (an owner's reply changes them). */
  ownerProperties: "/api/user/properties",
} as const;
