// SWR keys are the API paths themselves (the default fetcher GETs the key), named once here.
export const keys = {
  user: "/api/user",
  userStats: "/api/user/stats",
  userReviews: "/api/user/reviews",
  recentReviews: "/api/reviews/recent",
  landlords: "/api/landlords",
  landlord: (id: string) => `/api/landlords/${id}`,
  landlordReviews: (id: string) => `/api/landlords/${id}/reviews`,
  reports: "/api/reports",
} as const;
