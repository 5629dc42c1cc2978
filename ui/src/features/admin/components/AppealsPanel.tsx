// The "Appeals" tab (contract §7.5, product.md §9: appeals within 14 days, answered in 5 business
// days): each appeal with its text, the original content and the action appealed, and Grant
// (restores the review or lifts the suspension) or Uphold, with a note the public log shows.
import { useId, useState } from "react";
import { APPEAL_STATUSES, LIMITS, MODERATION_ACTION_LABELS, type AppealStatus } from "@contract/constants";
import type { AdminAppeal } from "@contract/types";
import { ApiError, showFailure } from "../../../lib/api";
import { invalidate } from "../../../lib/invalidate";
import { toast } from "../../../lib/toast";
import { decideAppeal, useAppeals, useReviewHistory } from "../api";

const STATUS_WORDS: Record<AppealStatus, string> = { pending: "Waiting", granted: "Granted", upheld: "Upheld" };
const dateOf = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

export function AppealsPanel() {
  const [status, setStatus] = useState<AppealStatus>("pending");
  const appeals = useAppeals(status);
  const id = useId();
  return (
    <div className="admin-queue stack">
      <div>
        <label htmlFor={`${id}-status`}>Show appeals</label>
        <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.currentTarget.value as AppealStatus)}>
          {APPEAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_WORDS[s]}
            </option>
          ))}
        </select>
      </div>
      {appeals.isLoading ? (
        <div className="skeleton" style={{ height: "6rem" }} aria-busy="true" aria-label="Loading appeals" />
      ) : appeals.error ? (
        <div className="error-state" role="alert">
          <h2>Could not load appeals</h2>
          <button type="button" onClick={() => void appeals.mutate()}>Try again</button>
        </div>
      ) : !appeals.data?.length ? (
        <div className="empty-state">
          <h2 className="text-lg">{status === "pending" ? "No appeals waiting" : "No appeals here"}</h2>
          <p>Authors of hidden reviews and suspended accounts may appeal within 14 days.</p>
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
      toast(decision === "granted" ? "Appeal granted" : "Appeal upheld", decision === "granted" ? "The decision is reversed and the author is told." : "The decision stands and the author is told.");
    } catch (error) {
      showFailure(error, { title: "Failed to decide appeal", fallback: "Please try again." });
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
            {appeal.targetType === "review" ? "Appeal of a hidden review" : "Appeal of a suspension"}
          </h3>
          <p className="report-card__meta">
            <span>By {appeal.user.username}</span>
            <span>
              Filed <time dateTime={appeal.createdAt}>{dateOf(appeal.createdAt)}</time>
            </span>
          </p>
        </div>
        <span className={appeal.status === "pending" ? "badge badge-warning" : "badge badge-secondary"}>{STATUS_WORDS[appeal.status]}</span>
      </div>
      <h4 className="text-sm">The action</h4>
      <p data-testid="appeal-action">
        <strong>{MODERATION_ACTION_LABELS[appeal.action.action]}</strong> on <time dateTime={appeal.action.at}>{dateOf(appeal.action.at)}</time>
        {appeal.action.category && <> · {appeal.action.category}</>}
        {appeal.action.reason && <> · {appeal.action.reason}</>}
        {appeal.action.note && <> · Note: {appeal.action.note}</>}
      </p>
      <h4 className="text-sm">The original content</h4>
      {appeal.review ? (
        <blockquote className="report-card__target" data-testid="appeal-content">
          <strong>{appeal.review.landlord.name}</strong> · {appeal.review.overallRating}/5
          <br />
          {appeal.review.reviewText}
        </blockquote>
      ) : null}
      {appeal.review?.editedAt && <ReviewHistory reviewId={appeal.review.id} />}
      {appeal.review ? null : appeal.suspension ? (
        <p>Suspended until {new Date(appeal.suspension.until).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })} · {appeal.suspension.reason}</p>
      ) : (
        <p className="muted">The content is gone or the suspension has ended.</p>
      )}
      <h4 className="text-sm">The appeal</h4>
      <blockquote className="report-card__description" data-testid="appeal-text">{appeal.text}</blockquote>
      {appeal.status === "pending" ? (
        <div className="stack">
          <div>
            <label htmlFor={`${id}-note`}>Decision note (published in the Moderation Log, without names)</label>
            <textarea id={`${id}-note`} rows={2} maxLength={LIMITS.moderationReasonMax} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          </div>
          <div className="btn-row">
            <button type="button" className="small" disabled={pending} onClick={() => void decide("granted")}>
              {appeal.targetType === "review" ? "Grant and restore" : "Grant and lift"}
            </button>
            <button type="button" className="secondary small" disabled={pending} onClick={() => void decide("upheld")}>
              Uphold decision
            </button>
          </div>
        </div>
      ) : (
        <p className="muted">
          Decided {appeal.decidedAt ? dateOf(appeal.decidedAt) : ""}
          {appeal.decisionNote ? ` · ${appeal.decisionNote}` : ""}
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
      <summary>Earlier versions</summary>
      {history.isLoading ? (
        <p aria-busy="true">Loading earlier versions</p>
      ) : history.error ? (
        <p role="alert">Could not load the earlier versions.</p>
      ) : (
        <ol className="report-card__reasons">
          {(history.data ?? []).map((v) => (
            <li key={v.replacedAt}>
              <span className="muted">
                Written {dateOf(v.writtenAt)}, replaced {dateOf(v.replacedAt)} · {v.overallRating}/5
              </span>
              <p className="report-card__description">{v.reviewText}</p>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
