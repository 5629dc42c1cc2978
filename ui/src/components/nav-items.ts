// The header's link sets (product.md §2): signed out, signed in, and the admin extra.
import { paths } from "../lib/paths";

export interface NavItem {
  to: string;
  label: string;
  /** Highlight only on this exact path (Home), not its children. */
  end?: boolean;
}

export function navItems(signedIn: boolean, isAdmin: boolean): NavItem[] {
  if (!signedIn) {
    return [
      { to: paths.home, label: "Home", end: true },
      { to: paths.search(), label: "Browse Landlords" },
      { to: paths.about, label: "About" },
    ];
  }
  const items: NavItem[] = [
    { to: paths.home, label: "Home", end: true },
    { to: paths.dashboard, label: "Dashboard" },
    { to: paths.search(), label: "Browse Landlords" },
    { to: paths.writeReview(), label: "Add Review" },
  ];
  if (isAdmin) items.push({ to: paths.adminReports, label: "Admin" });
  return items;
}
