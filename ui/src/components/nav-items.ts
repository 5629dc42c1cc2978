// The header's link sets (docs/product-rules.md#pages): signed out, signed in, and the admin extra.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { paths } from "../lib/paths";

export interface NavItem {
  to: string;
  /** Shown through i18n._ (NavItemLink), so it follows the language. */
  label: MessageDescriptor;
  /** Highlight only on this exact path (Home), not its children. */
  end?: boolean;
  /** Other paths that count as this item's route (the /admin/reports alias). */
  also?: string[];
}

/** Whether the item is the current route: its path, a path below it (unless `end`), or an alias. */
export function isActive(item: NavItem, pathname: string): boolean {
  const matches = (base: string) => pathname === base || (!item.end && pathname.startsWith(base.endsWith("/") ? base : `${base}/`));
  return matches(item.to) || (item.also ?? []).some(matches);
}

export function navItems(signedIn: boolean, isAdmin: boolean): NavItem[] {
  if (!signedIn) {
    return [
      { to: paths.home, label: msg`Home`, end: true },
      { to: paths.search(), label: msg`Browse Landlords` },
      { to: paths.about, label: msg`About` },
    ];
  }
  const items: NavItem[] = [
    { to: paths.home, label: msg`Home`, end: true },
    { to: paths.dashboard, label: msg`Dashboard` },
    { to: paths.search(), label: msg`Browse Landlords` },
    { to: paths.writeReview(), label: msg`Add Review` },
  ];
  if (isAdmin) items.push({ to: paths.adminReports, label: msg`Admin`, also: ["/admin"] });
  return items;
}
