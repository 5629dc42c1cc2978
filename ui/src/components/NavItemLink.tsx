// A header link that marks itself as the current page (aria-current="page", highlighted by
// .nav-link[aria-current=page]) on its route, the routes below it and its aliases.
import { Link, useLocation } from "react-router-dom";
import { useLingui } from "@lingui/react";
import { isActive, type NavItem } from "./nav-items";

export function NavItemLink({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  return (
    <Link to={item.to} className="nav-link" aria-current={isActive(item, pathname) ? "page" : undefined} onClick={onClick}>
      {i18n._(item.label)}
    </Link>
  );
}
