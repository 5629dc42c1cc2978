import { describe, expect, it } from "vitest";
import { matchPath } from "react-router-dom";
import { isPagePath, paths, routes } from "./paths";

const samples = [
  "/",
  "/search",
  "/search/",
  "/SEARCH",
  "/landlord/3f2a",
  "/landlord/",
  "/landlord/a/b",
  "/write-review",
  "/write-review/abc",
  "/admin/reports",
  "/admin",
  "/admin-reports/x",
  "/about",
  "/aboutus",
  "/nope",
  "/landlord-verification",
  "/resources",
];

describe("the route table's patterns (docs/product-rules.md#pages, docs/product-rules.md#the-api)", () => {
  it.each(samples)("%s is a page exactly when react-router's router would draw one", (pathname) => {
    const routerMatches = Object.values(routes).some((pattern) => matchPath({ path: pattern }, pathname) !== null);
    expect(isPagePath(pathname)).toBe(routerMatches);
  });

  it("every link the UI builds leads to a page", () => {
    const links = [paths.home, paths.search(), paths.search({ query: "x" }).split("?")[0], paths.landlord("id-1"), paths.writeReview(), paths.writeReview("id-1"), paths.dashboard, paths.adminReports, paths.auth, paths.about, paths.contact, paths.privacy, paths.terms, paths.tenantRights, paths.communityGuidelines, paths.landlordVerification, paths.resources(), paths.resources("Chicago, IL").split("?")[0]];
    for (const link of links) expect(isPagePath(link), link).toBe(true);
  });
});
