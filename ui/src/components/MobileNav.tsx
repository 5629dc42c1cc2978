// The mobile slide-out panel (docs/product-rules.md#pages): right side, 300 px wide. It is a modal dialog:
// focus moves into it on open and is kept inside; choosing a link, Escape, the close button or a
// click on the backdrop closes it, and focus returns to the menu button.
import { useEffect, useRef, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { Link, useLocation } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { NavItemLink } from "./NavItemLink";
import { NotificationBell } from "./NotificationBell";
import { paths } from "../lib/paths";
import type { NavItem } from "./nav-items";
import { CloseIcon, LogInIcon, LogOutIcon, UserIcon } from "./icons";
import { Brand } from "./Brand";

export function MobileNav(props: {
  items: NavItem[];
  userName: string | null;
  onLogout: () => Promise<void>;
  logoutPending: boolean;
  /** restoreFocus: false when the panel closes because the page changed. */
  onClose: (restoreFocus: boolean) => void;
}) {
  const { items, userName, onLogout, logoutPending, onClose } = props;
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const firstPath = useRef(location.pathname + location.search);

  // Focus into the panel on open.
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, []);

  // Any navigation closes the panel (choosing a link).
  useEffect(() => {
    if (location.pathname + location.search !== firstPath.current) onClose(false);
  }, [location, onClose]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose(true);
      return;
    }
    if (e.key !== "Tab" || !panelRef.current) return;
    const focusable = Array.from(
      panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'),
    );
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  // A portal: the sticky header's backdrop-filter would otherwise trap this fixed panel inside it.
  return createPortal(
    <>
      <div className="mobile-nav-backdrop" data-testid="mobile-nav-backdrop" onClick={() => onClose(true)} aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-nav"
        className="mobile-nav"
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        onKeyDown={onKeyDown}
      >
        <div className="mobile-nav-header">
          <Brand />
          <button type="button" className="ghost icon-only" aria-label={t`Close menu`} data-autofocus onClick={() => onClose(true)}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t`Mobile`}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} onClick={() => onClose(false)} />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher className="mobile-nav-language" />
        <div className="mobile-nav-footer">
          {userName ? (
            <>
              <NotificationBell withText onNavigate={() => onClose(false)} />
              <Link to={paths.account} className="nav-user" title={userName} aria-label={t`${userName}, account settings`} onClick={() => onClose(false)}>
                <UserIcon />
                <span className="truncate">{userName}</span>
              </Link>
              <button
                type="button"
                className="outline secondary"
                disabled={logoutPending}
                onClick={async () => {
                  await onLogout();
                  onClose(false);
                }}
              >
                <LogOutIcon />
                <Trans>Logout</Trans>
              </button>
            </>
          ) : (
            <Link to={paths.auth} role="button" onClick={() => onClose(false)}>
              <LogInIcon />
              <Trans>Sign In</Trans>
            </Link>
          )}
        </div>
      </div>
    </>,
    document.body,
  );
}
