// The "Messages" tab (docs/product-rules.md#moderation): what people sent from the contact page, newest first; new
// messages are marked, an admin marks one read or archives it. A message someone else already
// changed answers 409, and the list refreshes.
import { useState } from "react";
import type { ContactMessage } from "@contract/types";
import { Tabs, TabPanel } from "../../../components/Tabs";
import { ApiError, showFailure } from "../../../lib/api";
import { invalidate } from "../../../lib/invalidate";
import { toast } from "../../../lib/toast";
import { timeAgo } from "../../../lib/relative-time";
import { MESSAGES_PAGE_SIZE, updateMessage, useMessages, type MessageFilter } from "../api";
import { Plural, Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function MessagesPanel() {
  const [filter, setFilter] = useState<MessageFilter>("inbox");
  const [page, setPage] = useState(0);
  const messages = useMessages(true, filter, page);
  const total = messages.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE));

  async function set(m: ContactMessage, status: "read" | "archived") {
    try {
      await updateMessage(m.id, status);
      toast(status === "read" ? t`Marked as read` : t`Message archived`, m.subject);
    } catch (error) {
      showFailure(error, { title: t`Failed to update message`, fallback: t`Please try again.` });
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) await invalidate(["/api/admin/messages"]);
    }
  }

  return (
    <div className="admin-queue">
      <Tabs
        id="messages"
        label={t`Messages`}
        value={filter}
        onChange={(f) => {
          setFilter(f);
          setPage(0);
        }}
        tabs={[
          { value: "inbox", label: t`Inbox` },
          { value: "archived", label: t`Archived` },
        ]}
        className="admin-reports__tabs"
      />
      {(["inbox", "archived"] as const).map((f) => (
        <TabPanel key={f} id="messages" value={f} hidden={filter !== f}>
        {messages.isLoading ? (
          <div className="skeleton" style={{ height: "8rem" }} aria-busy="true" aria-label={t`Loading messages`} />
        ) : messages.error ? (
          <div className="error-state" role="alert">
            <h2><Trans>Could not load messages</Trans></h2>
            <button type="button" onClick={() => void messages.mutate()}><Trans>Try again</Trans></button>
          </div>
        ) : !messages.data?.items.length ? (
          <div className="empty-state">
            <h2 className="text-lg">{filter === "inbox" ? t`No messages` : t`No archived messages`}</h2>
            <p><Trans>Messages sent from the contact page appear here.</Trans></p>
          </div>
        ) : (
          <>
            <p className="admin-queue__summary"><Plural value={total} one="# message" other="# messages" /></p>
            <div className="stack admin-queue__list">
              {messages.data.items.map((m) => (
                <article key={m.id} className="card admin-message" data-status={m.status} aria-labelledby={`message-${m.id}-title`} data-testid="message-card">
                  <div className="admin-message__head">
                    <h3 id={`message-${m.id}-title`} className="report-card__category">
                      {m.subject}
                    </h3>
                    <span className={m.status === "new" ? "badge badge-warning" : "badge badge-secondary"}>
                      {m.status === "new" ? t`New` : m.status === "read" ? t`Read` : t`Archived`}
                    </span>
                  </div>
                  <p className="report-card__meta">
                    <span>
                      {m.name} &lt;<a href={`mailto:${m.email}`}>{m.email}</a>&gt;
                    </span>
                    <time dateTime={m.createdAt}>{timeAgo(m.createdAt)}</time>
                  </p>
                  <p className="admin-message__body">{m.message}</p>
                  <div className="btn-row">
                    {m.status === "new" && (
                      <button type="button" className="secondary small" onClick={() => void set(m, "read")}>
                        <Trans>Mark as read</Trans>
                      </button>
                    )}
                    {m.status !== "archived" && (
                      <button type="button" className="secondary outline small" onClick={() => void set(m, "archived")}>
                        <Trans>Archive</Trans>
                      </button>
                    )}
                  </div>
                </article>
              ))}
            </div>
            {pages > 1 && (
              <nav className="pager" aria-label={t`Message pages`}>
                <button type="button" className="secondary outline small" disabled={page === 0} onClick={() => setPage((p) => p - 1)}><Trans>Previous</Trans></button>
                <span><Trans>Page {page + 1} of {pages}</Trans></span>
                <button type="button" className="secondary outline small" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}><Trans>Next</Trans></button>
              </nav>
            )}
          </>
        )}
        </TabPanel>
      ))}
    </div>
  );
}
