import { describe, expect, it } from "vitest";
import { isActive, navItems } from "./nav-items";

const labels = (signedIn: boolean, admin: boolean) => navItems(signedIn, admin).map((i) => i.label.message);

describe("header link sets (docs/product-rules.md#pages)", () => {
  it("signed out: Home, Browse Landlords, About", () => {
    expect(labels(false, false)).toEqual(["Home", "Browse Landlords", "About"]);
  });
  it("signed in: Home, Dashboard, Browse Landlords, Add Review", () => {
    expect(labels(true, false)).toEqual(["Home", "Dashboard", "Browse Landlords", "Add Review"]);
  });
  it("admins also get Admin, pointing at the reports screen", () => {
    const items = navItems(true, true);
    expect(items.at(-1)).toMatchObject({ to: "/admin-reports", label: { message: "Admin" } });
  });
  it("highlights the current route, its children and aliases", () => {
    const [home, dashboard, , addReview, admin] = navItems(true, true);
    expect(isActive(home, "/")).toBe(true);
    expect(isActive(home, "/about")).toBe(false);
    expect(isActive(dashboard, "/dashboard")).toBe(true);
    expect(isActive(addReview, "/write-review/abc")).toBe(true);
    expect(isActive(addReview, "/write-reviewer")).toBe(false);
    expect(isActive(admin, "/admin-reports")).toBe(true);
    expect(isActive(admin, "/admin/reports")).toBe(true);
  });
  it("only Home needs an exact match to be highlighted", () => {
    expect(navItems(true, true).filter((i) => i.end).map((i) => i.label.message)).toEqual(["Home"]);
  });
});
