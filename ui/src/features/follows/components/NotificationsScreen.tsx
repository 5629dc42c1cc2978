// "Notifications" (contract §7.4): newest first, twenty a page; unread ones stand out. Opening one
// marks it read and goes to its page; "Mark all as read" clears the bell.
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { Notification } from "@contract/follows";
import { BellIcon } from "../../../components/icons";
import { useDocumentTitle } from "../../../components/DocumentTitle";
import { showFailure } from "../../../lib/api";
import { paths } from "../../../lib/paths";
import { timeAgo } from "../../../lib/relative-time";
import { markRead, NOTIFICATIONS_PAGE_SIZE, useNotifications } from "../api";
import { notificationTitle } from "../notification-title";
import "./follows.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function NotificationsScreen() {
  useDocumentTitle(t`Notifications`);
  const [page, setPage] = useState(0);
  const list = useNotifications(page);
  const navigate = useNavigate();
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  const anyUnread = list.data?.items.some((n) => !n.readAt) ?? false;

  async function open(n: Notification) {
    try {
      if (!n.readAt) await markRead({ ids: [n.id] });
    } catch (error) {
      showFailure(error, { title: t`Could not mark it read` });
    }
    navigate(n.url);
  }

  return (
    <div className="page notifications">
      <header className="page-header notifications__header">
        <h1><Trans>Notifications</Trans></h1>
        {anyUnread && (
          <button type="button" className="secondary outline" onClick={() => void markRead({ all: true }).catch((error) => showFailure(error, { title: t`Could not mark them read` }))}>
            <Trans>Mark all as read</Trans>
          </button>
        )}
      </header>
      {list.isLoading ? (
        <div className="stack" aria-busy="true" aria-label={t`Loading notifications`}>
          {[0, 1, 2].map((i) => <div key={i} className="skeleton" style={{ height: "3rem" }} />)}
        </div>
      ) : list.error ? (
        <div className="error-state card" role="alert">
          <h2><Trans>Could not load your notifications</Trans></h2>
          <button type="button" onClick={() => void list.mutate()}><Trans>Try again</Trans></button>
        </div>
      ) : !list.data?.items.length ? (
        <div className="empty-state card">
          <BellIcon />
          <h2 className="text-lg"><Trans>No notifications yet</Trans></h2>
          <p>
            <Trans>Follow a landlord to hear of new reviews. Replies to your reviews and moderators' decisions show here too.{" "}
            <Link to={paths.search()}>Browse landlords</Link></Trans>
          </p>
        </div>
      ) : (
        <>
          <ul className="notifications__list" aria-label={t`Notifications, newest first`}>
            {list.data.items.map((n) => (
              <li key={n.id} className={n.readAt ? "notifications__item" : "notifications__item notifications__item--unread"} data-testid="notification">
                <a
                  href={n.url}
                  onClick={(e) => {
                    e.preventDefault();
                    void open(n);
                  }}
                >
                  <span className="notifications__title">{notificationTitle(n.title)}</span>
                  {!n.readAt && <span className="visually-hidden"><Trans>Unread.</Trans></span>}
                </a>
                <time dateTime={n.createdAt} className="muted small">
                  {timeAgo(n.createdAt)}
                </time>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="cluster notifications__pager" aria-label={t`Notification pages`}>
              <button type="button" className="secondary outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                <Trans>Newer</Trans>
              </button>
              <span className="muted">
                <Trans>Page {page + 1} of {pages}</Trans>
              </span>
              <button type="button" className="secondary outline" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
                <Trans>Older</Trans>
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
