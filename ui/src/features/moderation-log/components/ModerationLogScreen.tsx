// "Moderation Log" (docs/product-rules.md#moderation): what moderators did, to what kind of content, for which
// category or reason, and when; never who reported or who moderated (the API does not say).
// Lobsters' public moderation log is the model (docs/moderation.md).
import { useState } from "react";
import { Link } from "react-router-dom";
import type { AppealStatus } from "@contract/constants";

const appealOutcome = (status: AppealStatus): string =>
  status === "pending" ? t`Appealed, awaiting decision` : status === "granted" ? t`Appealed: reversed` : t`Appealed: upheld`;
import { ScaleIcon } from "../../../components/icons";
import { useDocumentTitle } from "../../../components/DocumentTitle";
import { paths } from "../../../lib/paths";
import { timeAgo } from "../../../lib/relative-time";
import { MODERATION_LOG_PAGE_SIZE, useModerationLog } from "../api";
import "./moderation-log.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { formatDateTime } from "../../../lib/i18n";
import { moderationActionLabel, moderationTargetLabel } from "../../../lib/report-labels";

const dateFormat = { format: (d: Date) => formatDateTime(d, { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }) };

export function ModerationLogScreen() {
  useDocumentTitle(t`Moderation Log`);
  const [page, setPage] = useState(0);
  const log = useModerationLog(page);
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MODERATION_LOG_PAGE_SIZE));

  return (
    <div className="static-page moderation-log">
      <header className="page-header">
        <div className="cluster" style={{ marginBottom: "0.75rem" }}>
          <span className="icon-bubble" aria-hidden="true"><ScaleIcon /></span>
        </div>
        <h1><Trans>Moderation Log</Trans></h1>
        <p>
          <Trans>Every action our moderators take is recorded here: what was done, to what kind of content, and why. It never
          shows who reported something or who moderated it. The rules we apply are the{" "}
          <Link to={paths.communityGuidelines}>community guidelines</Link>.</Trans>
        </p>
      </header>

      {log.isLoading ? (
        <div className="stack" aria-busy="true" aria-label={t`Loading the moderation log`}>
          {[0, 1, 2, 3].map((i) => <div key={i} className="skeleton" style={{ height: "2.5rem" }} />)}
        </div>
      ) : log.error ? (
        <div className="error-state" role="alert">
          <h2><Trans>Could not load the moderation log</Trans></h2>
          <button type="button" onClick={() => void log.mutate()}><Trans>Try again</Trans></button>
        </div>
      ) : !log.data?.items.length ? (
        <div className="empty-state">
          <h2 className="text-lg"><Trans>No moderation yet</Trans></h2>
          <p><Trans>Actions will be listed here as moderators take them.</Trans></p>
        </div>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0} aria-label={t`Moderation actions`}>
            <table className="moderation-log__table">
              <caption className="visually-hidden"><Trans>Moderation actions, newest first</Trans></caption>
              <thead>
                <tr>
                  <th scope="col"><Trans>Date</Trans></th>
                  <th scope="col"><Trans>Action</Trans></th>
                  <th scope="col"><Trans>Content</Trans></th>
                  <th scope="col"><Trans>Category or reason</Trans></th>
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((e) => (
                  <tr key={e.id} data-testid="moderation-log-row">
                    <td data-label="Date">
                      <time dateTime={e.createdAt} title={timeAgo(e.createdAt)}>{dateFormat.format(new Date(e.createdAt))}</time>
                    </td>
                    <td data-label="Action">
                      {moderationActionLabel(e.action)}
                      {/* An appealed action shows its appeal's outcome beside it (contract §7.5). */}
                      {e.appeal && (
                        <>
                          {" "}
                          <span className={e.appeal === "granted" ? "badge badge-secondary" : "badge badge-outline"} data-testid="log-appeal">
                            {appealOutcome(e.appeal)}
                          </span>
                        </>
                      )}
                    </td>
                    <td data-label="Content">{moderationTargetLabel(e.targetType)}</td>
                    <td data-label="Category or reason">{[e.category, e.reason].filter(Boolean).join(" — ") || <span className="muted">—</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label={t`Moderation log pages`}>
            <button type="button" className="secondary outline small" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              <Trans>Previous</Trans>
            </button>
            <span aria-live="polite">
              <Trans>Page {page + 1} of {pages} ({total} actions)</Trans>
            </span>
            <button type="button" className="secondary outline small" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
              <Trans>Next</Trans>
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
