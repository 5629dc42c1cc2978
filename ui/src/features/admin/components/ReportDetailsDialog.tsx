// A report's details (docs/product-rules.md#pages): type, category, status, submitted time, description, the
// existing admin notes and a box to add notes, with Dismiss / Delete Review / Mark Resolved for
// any report (docs/product-rules.md#states).
import { useState } from "react";
import { Link } from "react-router-dom";
import type { QueuedReport } from "@contract/types";
import { LIMITS } from "@contract/constants";
import { Dialog, DialogActions } from "../../../components/Dialog";
import { timeAgo } from "../../../lib/relative-time";
import { contentHref } from "./ReportGroupCard";
import { STATUS_BADGE, STATUS_LABEL, TYPE_LABEL } from "../reports";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { formatDateTime } from "../../../lib/i18n";
import { reportCategoryLabel } from "../../../lib/report-labels";

export function ReportDetailsDialog({
  report,
  busy,
  onClose,
  onStatus,
  onDeleteReview,
}: {
  report: QueuedReport | null;
  busy: boolean;
  onClose: () => void;
  onStatus: (report: QueuedReport, status: "resolved" | "dismissed", notes: string) => Promise<boolean>;
  onDeleteReview: (report: QueuedReport) => void;
}) {
  const [notes, setNotes] = useState("");
  if (!report) return null;

  async function act(status: "resolved" | "dismissed") {
    if (!report) return;
    if (await onStatus(report, status, notes)) onClose();
  }

  return (
    <Dialog open onClose={onClose} title={t`Report Details`} busy={busy} closeButton>
      <dl className="report-details">
        <div>
          <dt><Trans>Type</Trans></dt>
          <dd>{TYPE_LABEL[report.reportType]}</dd>
        </div>
        <div>
          <dt><Trans>Category</Trans></dt>
          <dd>{reportCategoryLabel(report.reportCategory)}</dd>
        </div>
        <div>
          <dt><Trans>Status</Trans></dt>
          <dd>
            <span className={STATUS_BADGE[report.status]}>{STATUS_LABEL[report.status]}</span>
          </dd>
        </div>
        <div>
          <dt><Trans>Submitted</Trans></dt>
          <dd>
            <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time> <span className="muted">({timeAgo(report.createdAt)})</span>
          </dd>
        </div>
        <div className="report-details__wide">
          <dt><Trans>Description</Trans></dt>
          <dd className="report-details__text">{report.description}</dd>
        </div>
        <div className="report-details__wide">
          <dt><Trans>Reported content</Trans></dt>
          <dd>
            {report.target ? (
              <>
                <Link to={contentHref(report)!} onClick={onClose}><Trans>View reported {report.reportType}</Trans></Link>
                <span className="report-details__text"> ({report.target.landlordName}){report.reportType === "review" && `: ${report.target.excerpt}`}</span>
              </>
            ) : (
              <span className="muted"><Trans>The reported {report.reportType} no longer exists.</Trans></span>
            )}
          </dd>
        </div>
        {report.adminNotes && (
          <div className="report-details__wide">
            <dt><Trans>Admin Notes</Trans></dt>
            <dd className="report-details__text">{report.adminNotes}</dd>
          </div>
        )}
      </dl>
      <label htmlFor="report-admin-notes"><Trans>Add Notes (optional)</Trans></label>
      <textarea
        id="report-admin-notes"
        rows={3}
        maxLength={LIMITS.adminNotesMax}
        placeholder={t`Notes for other moderators: what you checked and why you decided`}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <DialogActions>
        <button type="button" className="secondary" disabled={busy} onClick={() => act("dismissed")}>
          <Trans>Dismiss</Trans>
        </button>
        {report.reportType === "review" && (
          <button type="button" className="danger" disabled={busy} onClick={() => onDeleteReview(report)}>
            <Trans>Delete Review</Trans>
          </button>
        )}
        <button type="button" disabled={busy} aria-busy={busy || undefined} onClick={() => act("resolved")}>
          <Trans>Mark Resolved</Trans>
        </button>
      </DialogActions>
    </Dialog>
  );
}
