// One reported item of the queue (docs/product-rules.md#pages "Admin reports", docs/product-rules.md#moderation): what is reported
// (the landlord and the review's opening words, or the landlord's name and location) right on the
// card, every report on it with its category, description and date (one review reported five
// times is one card with five reasons), a checkbox for the bulk actions, "View" to the content
// itself, View Details, and the item's actions.
import { Link } from "react-router-dom";
import type { QueuedReport } from "@contract/types";
import { BuildingIcon, MessageIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { timeAgo } from "../../../lib/relative-time";
import { STATUS_BADGE, STATUS_LABEL, TYPE_LABEL, groupStatus, suggestedAction, type ReportGroup } from "../reports";
import { Trans } from "@lingui/react/macro";
import { plural, t } from "@lingui/core/macro";
import { formatDate } from "../../../lib/i18n";
import { reportCategoryLabel } from "../../../lib/report-labels";

export interface GroupActions {
  onSelect: (group: ReportGroup, selected: boolean) => void;
  onDetails: (report: QueuedReport) => void;
  onStatus: (group: ReportGroup, status: "resolved" | "dismissed") => void;
  onReopen: (group: ReportGroup) => void;
  onDelete: (group: ReportGroup) => void;
  onHide: (group: ReportGroup) => void;
  onMerge: (group: ReportGroup) => void;
}

/** Where "View" goes: the review itself on its landlord's page, or the landlord; none once gone. */
export function contentHref(r: Pick<QueuedReport, "reportType" | "targetId" | "target">): string | null {
  if (!r.target) return null;
  return r.reportType === "review" ? paths.review(r.target.landlordId, r.targetId) : paths.landlord(r.target.landlordId);
}

const dateOf = (iso: string) => formatDate(iso, { year: "numeric", month: "short", day: "numeric" });

export function ReportGroupCard({ group, selected, busy, actions }: { group: ReportGroup; selected: boolean; busy: boolean; actions: GroupActions }) {
  const status = groupStatus(group);
  const href = contentHref(group);
  const titleId = `item-${group.key.replace(/[^a-z0-9]/gi, "-")}-title`;
  const count = group.reports.length;
  const categories = [...new Set(group.reports.map((r) => r.reportCategory))];
  // Hide is suggested for content reports, Delete for spam and illegal content (contract §7.5).
  const suggested = suggestedAction(group.reports.filter((r) => r.status === "pending").map((r) => r.reportCategory));
  const isDuplicate = group.reportType === "landlord" && group.reports.some((r) => r.reportCategory === "Duplicate profile" && r.status === "pending");
  const what = group.target
    ? group.reportType === "landlord"
      ? group.target.landlordName
      : `${TYPE_LABEL[group.reportType] ?? group.reportType} of ${group.target.landlordName}`
    : `${TYPE_LABEL[group.reportType] ?? group.reportType} (deleted)`;

  return (
    <article className="report-card card" aria-labelledby={titleId} data-testid="report-card" data-status={status}>
      <div className="report-card__head">
        <div className="report-card__heading">
          {group.pendingIds.length > 0 && (
            <input
              type="checkbox"
              className="report-card__select"
              checked={selected}
              onChange={(e) => actions.onSelect(group, e.currentTarget.checked)}
              aria-label={t`Select: ${what}`}
            />
          )}
          <span className="report-card__icon" aria-hidden="true">
            {group.reportType === "landlord" ? <BuildingIcon /> : <MessageIcon />}
          </span>
          <div>
            <h3 id={titleId} className="report-card__category">
              {what}
            </h3>
            <p className="report-card__meta">
              <span className="badge badge-outline">{TYPE_LABEL[group.reportType] ?? group.reportType}</span>
              <span>{plural(count, { one: "Reported once", other: "Reported # times" })}</span>
              <span>{categories.map(reportCategoryLabel).join(" · ")}</span>
            </p>
          </div>
        </div>
        <span className={STATUS_BADGE[status]} data-testid="report-status">
          {STATUS_LABEL[status]}
        </span>
      </div>

      {group.target ? (
        <blockquote className="report-card__target" data-testid="reported-text">
          <span className="report-card__excerpt">{group.target.excerpt}</span>
        </blockquote>
      ) : (
        <p className="muted report-card__target"><Trans>The reported content has been deleted.</Trans></p>
      )}

      <ul className="report-card__reasons" aria-label={t`Reports`}>
        {group.reports.map((r) => (
          <li key={r.id}>
            <strong>{reportCategoryLabel(r.reportCategory)}</strong>{" "}
            <span className="muted">
              · <time dateTime={r.createdAt}>{dateOf(r.createdAt)}</time> ({timeAgo(r.createdAt)}) · {STATUS_LABEL[r.status]}
            </span>
            <p className="report-card__description">{r.description}</p>
          </li>
        ))}
      </ul>

      <div className="report-card__actions">
        <div className="btn-row">
          {href && (
            <Link to={href} className="report-card__link">
              <Trans>View</Trans>
            </Link>
          )}
          <button type="button" className="secondary outline small" onClick={() => actions.onDetails(group.reports[0]!)}>
            <Trans>View Details</Trans>
          </button>
        </div>
        <div className="btn-row">
          {group.pendingIds.length > 0 ? (
            <>
              <button type="button" className="secondary small" disabled={busy} onClick={() => actions.onStatus(group, "dismissed")}>
                <Trans>Dismiss</Trans>
              </button>
              {group.target && group.reportType === "review" && (
                <>
                  <button
                    type="button"
                    className={suggested === "hide" ? "small" : "secondary outline small"}
                    disabled={busy}
                    onClick={() => actions.onHide(group)}
                    data-suggested={suggested === "hide" || undefined}
                  >
                    <Trans>Hide Review</Trans>
                  </button>
                  <button
                    type="button"
                    className={suggested === "delete" ? "danger small" : "danger outline small"}
                    disabled={busy}
                    onClick={() => actions.onDelete(group)}
                    data-suggested={suggested === "delete" || undefined}
                  >
                    <Trans>Delete Review</Trans>
                  </button>
                </>
              )}
              {group.target && group.reportType === "reply" && (
                <>
                  {group.target.reviewId && (
                    <button type="button" className="small" disabled={busy} onClick={() => actions.onHide(group)} data-suggested={suggested === "hide" || undefined}>
                      <Trans>Hide Reply</Trans>
                    </button>
                  )}
                  <button type="button" className="danger outline small" disabled={busy} onClick={() => actions.onDelete(group)}>
                    <Trans>Remove Reply</Trans>
                  </button>
                </>
              )}
              {group.target && group.reportType === "landlord" && (
                <>
                  {isDuplicate && (
                    <button type="button" className="secondary outline small" disabled={busy} onClick={() => actions.onMerge(group)}>
                      <Trans>Merge</Trans>
                    </button>
                  )}
                  <button type="button" className="danger small" disabled={busy} onClick={() => actions.onDelete(group)}>
                    <Trans>Delete Landlord</Trans>
                  </button>
                </>
              )}
              <button type="button" className="secondary small" disabled={busy} onClick={() => actions.onStatus(group, "resolved")}>
                <Trans>Resolve</Trans>
              </button>
            </>
          ) : (
            <button type="button" className="secondary outline small" disabled={busy} onClick={() => actions.onReopen(group)}>
              <Trans>Reopen</Trans>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
