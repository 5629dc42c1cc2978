// The "Appeals" tab (contract §7.5, product.md §9: appeals within 14 days, answered in 5 business
// days): each appeal with its text, the original content and the action appealed, and Grant
// (restores the review or lifts the suspension) or Uphold, with a note the public log shows.
import { useId, useState } from "react";
import { APPEAL_STATUSES, LIMITS, type AppealStatus } from "@contract/constants";
import type { AdminAppeal } from "@contract/types";
import { ApiError, showFailure } from "../../../lib/api";
import { invalidate } from "../../../lib/invalidate";
import { toast } from "../../../lib/toast";
import { decideAppeal, useAppeals, useReviewHistory } from "../api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { formatDate, formatDateTime } from "../../../lib/i18n";
import { moderationActionLabel } from "../../../lib/report-labels";

const STATUS_WORDS: Record<AppealStatus, string> = { get pending() { return t`Waiting`; }, get granted() { return t`Granted`; }, get upheld() { return t`Upheld`; } };
const dateOf = (iso: string) => formatDate(iso, { year: "numeric", month: "short", day: "numeric" });

export function AppealsPanel() {
  const [status, setStatus] = useState<AppealStatus>("pending");
  const appeals = useAppeals(status);
  const id = useId();
  return (
    <div className="admin-queue stack">
      <div>
        <label htmlFor={`${id}-status`}><Trans>Show appeals</Trans></label>
        <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.currentTarget.value as AppealStatus)}>
          {APPEAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_WORDS[s]}
            </option>
          ))}
        </select>
      </div>
      {appeals.isLoading ? (
        <div className="skeleton" style={{ height: "6rem" }} aria-busy="true" aria-label={t`Loading appeals`} />
      ) : appeals.error ? (
        <div className="error-state" role="alert">
          <h2><Trans>Could not load appeals</Trans></h2>
          <button type="button" onClick={() => void appeals.mutate()}><Trans>Try again</Trans></button>
        </div>
      ) : !appeals.data?.length ? (
        <div className="empty-state">
          <h2 className="text-lg">{status === "pending" ? t`No appeals waiting` : t`No appeals here`}</h2>
          <p><Trans>Authors of hidden reviews and suspended accounts may appeal within 14 days.</Trans></p>
        </div>
      ) : (
        <div className="stack">
          {appeals.data.map((a) => (
            <AppealCard key={a.id} appeal={a} />
          ))}
        </div>
      )}
    </div>
  );
}

function AppealCard({ appeal }: { appeal: AdminAppeal }) {
  const [note, setNote] = useState("");
  const [pending, setPending] = useState(false);
  const id = useId();
  const titleId = `appeal-${appeal.id}-title`;

  async function decide(decision: "granted" | "upheld") {
    setPending(true);
    try {
      await decideAppeal(appeal.id, { decision, ...(note.trim() ? { note: note.trim() } : {}) });
      toast(decision === "granted" ? t`Appeal granted` : t`Appeal upheld`, decision === "granted" ? t`The decision is reversed and the author is told.` : t`The decision stands and the author is told.`);
    } catch (error) {
      showFailure(error, { title: t`Failed to decide appeal`, fallback: t`Please try again.` });
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) await invalidate(["/api/admin/appeals"]);
    } finally {
      setPending(false);
    }
  }

  return (
    <article className="card report-card" aria-labelledby={titleId} data-testid="appeal-card">
      <div className="report-card__head">
        <div>
          <h3 id={titleId} className="report-card__category">
            {appeal.targetType === "review" ? t`Appeal of a hidden review` : t`Appeal of a suspension`}
          </h3>
          <p className="report-card__meta">
            <span><Trans>By {appeal.user.username}</Trans></span>
            <span>
              <Trans>Filed <time dateTime={appeal.createdAt}>{dateOf(appeal.createdAt)}</time></Trans>
            </span>
          </p>
        </div>
        <span className={appeal.status === "pending" ? "badge badge-warning" : "badge badge-secondary"}>{STATUS_WORDS[appeal.status]}</span>
      </div>
      <h4 className="text-sm"><Trans>The action</Trans></h4>
      <p data-testid="appeal-action">
        <Trans><strong>{moderationActionLabel(appeal.action.action)}</strong> on <time dateTime={appeal.action.at}>{dateOf(appeal.action.at)}</time></Trans>
        {appeal.action.category && <> · {appeal.action.category}</>}
        {appeal.action.reason && <> · {appeal.action.reason}</>}
        {appeal.action.note && <> · Note: {appeal.action.note}</>}
      </p>
      <h4 className="text-sm"><Trans>The original content</Trans></h4>
      {appeal.review ? (
        <blockquote className="report-card__target" data-testid="appeal-content">
          <strong>{appeal.review.landlord.name}</strong> · {appeal.review.overallRating}/5
          <br />
          {appeal.review.reviewText}
        </blockquote>
      ) : null}
      {appeal.review?.editedAt && <ReviewHistory reviewId={appeal.review.id} />}
      {appeal.review ? null : appeal.suspension ? (
        <p><Trans>Suspended until {formatDateTime(appeal.suspension.until)} · {appeal.suspension.reason}</Trans></p>
      ) : (
        <p className="muted"><Trans>The content is gone or the suspension has ended.</Trans></p>
      )}
      <h4 className="text-sm"><Trans>The appeal</Trans></h4>
      <blockquote className="report-card__description" data-testid="appeal-text">{appeal.text}</blockquote>
      {appeal.status === "pending" ? (
        <div className="stack">
          <div>
            <label htmlFor={`${id}-note`}><Trans>Decision note (published in the Moderation Log, without names)</Trans></label>
            <textarea id={`${id}-note`} rows={2} maxLength={LIMITS.moderationReasonMax} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          </div>
          <div className="btn-row">
            <button type="button" className="small" disabled={pending} onClick={() => void decide("granted")}>
              {appeal.targetType === "review" ? t`Grant and restore` : t`Grant and lift`}
            </button>
            <button type="button" className="secondary small" disabled={pending} onClick={() => void decide("upheld")}>
              <Trans>Uphold decision</Trans>
            </button>
          </div>
        </div>
      ) : (
        <p className="muted">
          {appeal.decisionNote ? <Trans>Decided {appeal.decidedAt ? dateOf(appeal.decidedAt) : ""} · {appeal.decisionNote}</Trans> : <Trans>Decided {appeal.decidedAt ? dateOf(appeal.decidedAt) : ""}</Trans>}
        </p>
      )}
    </article>
  );
}

/** The review's earlier versions (GET /api/admin/reviews/{id}/history), fetched when opened. */
function ReviewHistory({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const history = useReviewHistory(open ? reviewId : null);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary><Trans>Earlier versions</Trans></summary>
      {history.isLoading ? (
        <p aria-busy="true"><Trans>Loading earlier versions</Trans></p>
      ) : history.error ? (
        <p role="alert"><Trans>Could not load the earlier versions.</Trans></p>
      ) : (
        <ol className="report-card__reasons">
          {(history.data ?? []).map((v) => (
            <li key={v.replacedAt}>
              <span className="muted">
                <Trans>Written {dateOf(v.writtenAt)}, replaced {dateOf(v.replacedAt)} · {v.overallRating}/5</Trans>
              </span>
              <p className="report-card__description">{v.reviewText}</p>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
