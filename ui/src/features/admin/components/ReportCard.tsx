// One report (product.md §2 "Admin reports"): category, type, date, status badge, a two-line
// description, what it reports (its target: the landlord and the review's opening words, contract
// §6.2), View Details, a link to the content, and the pending report's actions.
import { Link } from "react-router-dom";
import type { QueuedReport } from "@contract/types";
import { BuildingIcon, FlagIcon, MessageIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { timeAgo } from "../../../lib/relative-time";
import { STATUS_BADGE, STATUS_LABEL, TYPE_LABEL } from "../reports";

export interface ReportActions {
  onDetails: (report: QueuedReport) => void;
  onStatus: (report: QueuedReport, status: "resolved" | "dismissed") => void;
  onDeleteReview: (report: QueuedReport) => void;
  onDeleteLandlord: (report: QueuedReport) => void;
}

/** The page the reported content is on: its landlord's profile; none once the content is gone. */
export const contentHref = (report: QueuedReport): string | null => (report.target ? paths.landlord(report.target.landlordId) : null);

export function ReportCard({ report, busy, actions }: { report: QueuedReport; busy: boolean; actions: ReportActions }) {
  const href = contentHref(report);
  const titleId = `report-${report.id}-title`;
  return (
    <article className="report-card" aria-labelledby={titleId} data-testid="report-card">
      <div className="report-card__head">
        <div className="report-card__heading">
          <span className="report-card__icon" aria-hidden="true">
            {report.reportType === "review" ? <MessageIcon /> : <BuildingIcon />}
          </span>
          <div>
            <h3 id={titleId} className="report-card__category">
              {report.reportCategory}
            </h3>
            <p className="report-card__meta">
              <span className="badge badge-outline">{TYPE_LABEL[report.reportType]}</span>
              <time dateTime={report.createdAt} title={new Date(report.createdAt).toLocaleString()}>
                {new Date(report.createdAt).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" })} ({timeAgo(report.createdAt)})
              </time>
            </p>
          </div>
        </div>
        <span className={STATUS_BADGE[report.status]} data-testid="report-status">
          {STATUS_LABEL[report.status]}
        </span>
      </div>

      <p className="report-card__description">{report.description}</p>
      {report.target ? (
        <blockquote className="report-card__target" data-testid="report-target">
          <strong>{report.target.landlordName}</strong>
          {report.reportType === "review" && <span className="report-card__excerpt">{report.target.excerpt}</span>}
        </blockquote>
      ) : (
        <p className="muted report-card__target">The reported {report.reportType} no longer exists.</p>
      )}

      <div className="report-card__actions">
        <div className="btn-row">
          <button type="button" className="secondary outline small" onClick={() => actions.onDetails(report)}>
            View Details
          </button>
          {href ? (
            <Link to={href} className="report-card__link">
              <FlagIcon /> View reported {report.reportType}
            </Link>
          ) : null}
        </div>
        {report.status === "pending" && (
          <div className="btn-row">
            <button type="button" className="secondary small" disabled={busy} onClick={() => actions.onStatus(report, "dismissed")}>
              Dismiss
            </button>
            {report.reportType === "review" ? (
              <button type="button" className="danger small" disabled={busy} onClick={() => actions.onDeleteReview(report)}>
                Delete Review
              </button>
            ) : (
              <button type="button" className="danger small" disabled={busy} onClick={() => actions.onDeleteLandlord(report)}>
                Delete Landlord
              </button>
            )}
            <button type="button" className="small" disabled={busy} onClick={() => actions.onStatus(report, "resolved")}>
              Resolve
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
