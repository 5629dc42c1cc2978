// The header's bell (contract §7.4): a link to the notifications page with the unread count. The
// count is fetched when the page loads and again at each navigation (the app never polls:
// docs/product-rules.md#constants), so a new review by someone else shows at the next page.
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router-dom";
import { BellIcon } from "./icons";
import { paths } from "../lib/paths";
import { useUnreadCount } from "../lib/notifications";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { plural } from "@lingui/core/macro";

/** `withText`: the mobile panel's row, "Notifications" written beside the bell. */
export function NotificationBell({ onNavigate, withText = false }: { onNavigate?: () => void; withText?: boolean }) {
  const { pathname } = useLocation();
  const { data: unread = 0, mutate } = useUnreadCount(true);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void mutate();
  }, [pathname, mutate]);
  const label = unread === 0 ? t`Notifications, none unread` : plural(unread, { one: "Notifications, # unread", other: "Notifications, # unread" });
  return (
    <Link
      to={paths.notifications}
      className={withText ? "nav-link notification-bell notification-bell--row" : "notification-bell"}
      aria-label={label}
      title={label}
      data-testid={withText ? "notification-bell-menu" : "notification-bell"}
      onClick={onNavigate}
    >
      <BellIcon />
      {withText && <span><Trans>Notifications</Trans></span>}
      {unread > 0 && (
        <span className="notification-count" aria-hidden="true" data-testid="notification-count">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}
