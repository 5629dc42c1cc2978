// One report (product.md §2 "Admin reports"): category, type, date, status badge, a two-line
// description, View Details, a link to the content, and the pending report's actions.
import { Link } from "react-router-dom";
import type { Report } from "@contract/types";
import { BuildingIcon, FlagIcon, MessageIcon } from "../../../components/icons";
import { timeAgo } from "../../../lib/relative-time";
import { STATUS_BADGE, STATUS_LABEL, TYPE_LABEL } from "../reports";

export interface ReportActions {
  onDetails: (report: Report) => void;
  onStatus: (report: Report, status: "resolved" | "dismissed") => void;
  onDeleteReview: (report: Report) => void;
  onDeleteLandlord: (report: Report) => void;
}

export function ReportCard({ report, contentHref, busy, actions }: { report: Report; contentHref: string | null; busy: boolean; actions: ReportActions }) {
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

      <div className="report-card__actions">
        <div className="btn-row">
          <button type="button" className="secondary outline small" onClick={() => actions.onDetails(report)}>
            View Details
          </button>
          {contentHref ? (
            <Link to={contentHref} className="report-card__link">
              <FlagIcon /> View reported {report.reportType}
            </Link>
          ) : (
            <small className="muted">Review {report.targetId.slice(0, 8)}</small>
          )}
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
