// Every route path of product.md §2, built in one place.
export const paths = {
  home: "/",
  search: (params?: { query?: string; location?: string; type?: "landlord" | "address" }) => {
    if (!params) return "/search";
    const q = new URLSearchParams();
    if (params.query) q.set("query", params.query);
    if (params.type) q.set("type", params.type);
    if (params.location) q.set("location", params.location);
    const s = q.toString();
    return s ? `/search?${s}` : "/search";
  },
  landlord: (id: string) => `/landlord/${id}`,
  writeReview: (landlordId?: string) => (landlordId ? `/write-review/${landlordId}` : "/write-review"),
  dashboard: "/dashboard",
  adminReports: "/admin-reports",
  auth: "/auth",
  about: "/about",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  tenantRights: "/tenant-rights",
  communityGuidelines: "/community-guidelines",
  landlordVerification: "/landlord-verification",
} as const;
