// Every page of docs/product-rules.md#pages, named once. `routes` holds the patterns: the UI's router is built
// from them (app/App.tsx) and the server answers 200 for a page path only when one matches and
// 404 otherwise (src/plugins/ui.ts, docs/product-rules.md#the-api). `paths` builds the links. This file is imported
// by the server too, so it imports nothing (no React, no DOM).

/** Route patterns in react-router's syntax: ":name" stands for one path segment. */
export const routes = {
  home: "/",
  search: "/search",
  landlord: "/landlord/:id",
  writeReview: "/write-review",
  writeReviewFor: "/write-review/:landlordId",
  dashboard: "/dashboard",
  adminReports: "/admin-reports",
  adminReportsAlias: "/admin/reports",
  auth: "/auth",
  about: "/about",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  tenantRights: "/tenant-rights",
  communityGuidelines: "/community-guidelines",
  landlordVerification: "/landlord-verification",
  account: "/account",
  resetPassword: "/reset-password/:token",
  confirmEmail: "/confirm-email/:token",
  moderationLog: "/moderation-log",
  resources: "/resources",
  building: "/building/:id",
  city: "/city/:slug",
  notifications: "/notifications",
  unsubscribe: "/unsubscribe/:token",
} as const;

export type RouteName = keyof typeof routes;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// As react-router matches by default: case-insensitive, one optional trailing slash, a parameter
// is one non-empty segment (ui/src/lib/paths.test.ts checks this against react-router itself).
const matchers = Object.values(routes).map((pattern) => {
  const source = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)))
    .join("/");
  return new RegExp(`^${source}/?$`, "i");
});

/** Whether `pathname` is a page of the route table (else the UI draws its 404 page). */
export function isPagePath(pathname: string): boolean {
  return matchers.some((re) => re.test(pathname));
}

/** Links to the pages, with their parameters filled in. */
export const paths = {
  home: routes.home,
  search: (params?: { query?: string; location?: string; type?: "landlord" | "address" }) => {
    if (!params) return routes.search;
    const q = new URLSearchParams();
    if (params.query) q.set("query", params.query);
    if (params.type) q.set("type", params.type);
    if (params.location) q.set("location", params.location);
    const s = q.toString();
    return s ? `${routes.search}?${s}` : routes.search;
  },
  landlord: (id: string) => `/landlord/${encodeURIComponent(id)}`,
  /** A review on its landlord's page: the page scrolls to it and highlights it. */
  review: (landlordId: string, reviewId: string) => `/landlord/${encodeURIComponent(landlordId)}#review-${encodeURIComponent(reviewId)}`,
  writeReview: (landlordId?: string) => (landlordId ? `/write-review/${encodeURIComponent(landlordId)}` : routes.writeReview),
  dashboard: routes.dashboard,
  adminReports: routes.adminReports,
  auth: routes.auth,
  about: routes.about,
  contact: routes.contact,
  privacy: routes.privacy,
  terms: routes.terms,
  tenantRights: routes.tenantRights,
  communityGuidelines: routes.communityGuidelines,
  landlordVerification: routes.landlordVerification,
  account: routes.account,
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  confirmEmail: (token: string) => `/confirm-email/${encodeURIComponent(token)}`,
  moderationLog: routes.moderationLog,
  /** "Get Help", the directory of help, filtered to a place when given. */
  resources: (location?: string) => (location ? `${routes.resources}?${new URLSearchParams({ location })}` : routes.resources),
  building: (id: string) => `/building/${encodeURIComponent(id)}`,
  city: (slug: string) => `/city/${encodeURIComponent(slug)}`,
  notifications: routes.notifications,
  /** A follow target's page (buildings and cities once issue 25's pages exist). */
  followTarget: (targetType: "landlord" | "building" | "city", targetId: string) => `/${targetType}/${encodeURIComponent(targetId)}`,
} as const;
