// The site header (docs/product-rules.md#pages): the product name linking home, the link set for signed-out,
// signed-in and admin visitors with the current route highlighted (aria-current="page"), the
// user's first name or username (truncated), Sign In or Logout. Below the large breakpoint
// (1024 px) the links move into the right-hand slide-out panel (MobileNav). Signed in, the bell
// (NotificationBell) stays in the bar at every width, beside the menu button.
import { useRef, useState } from "react";
import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { NavItemLink } from "./NavItemLink";
import { useUser, displayName } from "../lib/auth";
import { paths } from "../lib/paths";
import { navItems } from "./nav-items";
import { useLogout } from "../lib/auth";
import { MobileNav } from "./MobileNav";
import { Brand } from "./Brand";
import { NotificationBell } from "./NotificationBell";
import { LogInIcon, LogOutIcon, MenuIcon, UserIcon } from "./icons";

export function Header() {
  const { t } = useLingui();
  const { user, isAdmin, isLoading } = useUser();
  const { logout, pending } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const items = navItems(Boolean(user), isAdmin);
  const name = user ? displayName(user) : "";

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Brand />
        <nav className="desktop-nav" aria-label={t`Main`}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} />
              </li>
            ))}
          </ul>
          <LanguageSwitcher className="header-language" compact />
          {!isLoading &&
            (user ? (
              <div className="header-actions">
                <Link to={paths.account} className="nav-user" title={name} aria-label={t`${name}, account settings`} data-testid="signed-in-as">
                  <UserIcon />
                  <span className="truncate">{name}</span>
                </Link>
                <button type="button" className="outline secondary small" onClick={logout} disabled={pending}>
                  <LogOutIcon />
                  <Trans>Logout</Trans>
                </button>
              </div>
            ) : (
              <Link to={paths.auth} role="button" className="small">
                <LogInIcon />
                <Trans>Sign In</Trans>
              </Link>
            ))}
        </nav>
        <div className="header-tools">
          {user && <NotificationBell />}
        <button
          ref={toggleRef}
          type="button"
          className="ghost menu-toggle"
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <MenuIcon />
        </button>
        </div>
      </div>
      {menuOpen && (
        <MobileNav
          items={items}
          userName={user ? name : null}
          onLogout={logout}
          logoutPending={pending}
          onClose={(restoreFocus) => {
            setMenuOpen(false);
            if (restoreFocus) toggleRef.current?.focus();
          }}
        />
      )}
    </header>
  );
}
