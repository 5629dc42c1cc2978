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
import "./follows.css";

export function NotificationsScreen() {
  useDocumentTitle("Notifications");
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
      showFailure(error, { title: "Could not mark it read" });
    }
    navigate(n.url);
  }

  return (
    <div className="page notifications">
      <header className="page-header notifications__header">
        <h1>Notifications</h1>
        {anyUnread && (
          <button type="button" className="secondary outline" onClick={() => void markRead({ all: true }).catch((error) => showFailure(error, { title: "Could not mark them read" }))}>
            Mark all as read
          </button>
        )}
      </header>
      {list.isLoading ? (
        <div className="stack" aria-busy="true" aria-label="Loading notifications">
          {[0, 1, 2].map((i) => <div key={i} className="skeleton" style={{ height: "3rem" }} />)}
        </div>
      ) : list.error ? (
        <div className="error-state card" role="alert">
          <h2>Could not load your notifications</h2>
          <button type="button" onClick={() => void list.mutate()}>Try again</button>
        </div>
      ) : !list.data?.items.length ? (
        <div className="empty-state card">
          <BellIcon />
          <h2 className="text-lg">No notifications yet</h2>
          <p>
            Follow a landlord to hear of new reviews. Replies to your reviews and moderators' decisions show here too.{" "}
            <Link to={paths.search()}>Browse landlords</Link>
          </p>
        </div>
      ) : (
        <>
          <ul className="notifications__list" aria-label="Notifications, newest first">
            {list.data.items.map((n) => (
              <li key={n.id} className={n.readAt ? "notifications__item" : "notifications__item notifications__item--unread"} data-testid="notification">
                <a
                  href={n.url}
                  onClick={(e) => {
                    e.preventDefault();
                    void open(n);
                  }}
                >
                  <span className="notifications__title">{n.title}</span>
                  {!n.readAt && <span className="visually-hidden">Unread.</span>}
                </a>
                <time dateTime={n.createdAt} className="muted small">
                  {timeAgo(n.createdAt)}
                </time>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="cluster notifications__pager" aria-label="Notification pages">
              <button type="button" className="secondary outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                Newer
              </button>
              <span className="muted">
                Page {page + 1} of {pages}
              </span>
              <button type="button" className="secondary outline" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
