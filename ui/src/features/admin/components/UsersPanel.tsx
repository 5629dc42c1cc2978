// The "Users" tab (docs/product-rules.md#moderation, the Terms' sanctions): find an account, see its reported or
// moderated reviews (never all of them: that would unmask anonymous authors) and the reports on them, suspend it for 24-48 hours or 1-7 days with a reason, or lift the suspension.
// Without a search, the accounts whose reviews drew the most reports come first.
import { useId, useState, type FormEvent } from "react";
import type { AccountRecord, AdminUserSummary } from "@contract/types";
import { LIMITS } from "@contract/constants";
import { ApiError, showFailure } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useDebounced } from "../../../lib/use-debounced";
import { liftSuspension, restoreReview, suspendUser, useAccountRecord, useAdminUserReviews, useAdminUsers, warnUser } from "../api";
import { STATUS_LABEL } from "../reports";
import { formatRating } from "../../../components/StarRating";
import { Plural, Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { formatDate, formatDateTime } from "../../../lib/i18n";
import { reportCategoryLabel } from "../../../lib/report-labels";

/** The Terms' ladder: a second offense 24-48 hours, a third 1-7 days (docs/product-rules.md#constants). */
const DURATIONS = [
  { hours: 24, get label() { return t`24 hours (second offense)`; } },
  { hours: 48, get label() { return t`48 hours (second offense)`; } },
  { hours: 72, get label() { return t`3 days (third offense)`; } },
  { hours: 120, get label() { return t`5 days (third offense)`; } },
  { hours: 168, get label() { return t`7 days (third offense)`; } },
] as const;

const formatEnd = (iso: string) => formatDateTime(iso);
const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : t`Please try again.`);

export function UsersPanel() {
  const [query, setQuery] = useState("");
  const debounced = useDebounced(query.trim(), 300);
  const users = useAdminUsers(true, debounced);
  const [open, setOpen] = useState<number | null>(null);
  const searchId = useId();

  return (
    <div className="admin-queue stack">
      <div>
        <label htmlFor={searchId}><Trans>Find an account</Trans></label>
        <input id={searchId} type="search" placeholder={t`Username, e-mail or name`} value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      </div>
      {users.isLoading ? (
        <div className="skeleton" style={{ height: "6rem" }} aria-busy="true" aria-label={t`Loading accounts`} />
      ) : users.error ? (
        <div className="error-state" role="alert">
          <h2><Trans>Could not load accounts</Trans></h2>
          <button type="button" onClick={() => void users.mutate()}><Trans>Try again</Trans></button>
        </div>
      ) : !users.data?.length ? (
        <div className="empty-state">
          <h2 className="text-lg"><Trans>No accounts found</Trans></h2>
          <p><Trans>Try another username, e-mail or name.</Trans></p>
        </div>
      ) : (
        <div className="stack">
          {users.data.map((u) => (
            <AccountCard key={u.id} user={u} open={open === u.id} onToggle={() => setOpen(open === u.id ? null : u.id)} />
          ))}
        </div>
      )}
    </div>
  );
}

function AccountCard({ user, open, onToggle }: { user: AdminUserSummary; open: boolean; onToggle: () => void }) {
  const titleId = `account-${user.id}-title`;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return (
    <article className="card report-card" aria-labelledby={titleId} data-testid="account-card">
      <div className="report-card__head">
        <div>
          <h3 id={titleId} className="report-card__category">
            {user.username}
            {name && <span className="muted"> · {name}</span>}
          </h3>
          <p className="report-card__meta">
            <span>{user.email}</span>
            <span><Plural value={user.reviewCount} one="# review" other="# reviews" /></span>
            <span><Plural value={user.reportCount} one="# report on them" other="# reports on them" /></span>
            {user.isAdmin === 1 && <span className="badge badge-outline"><Trans>Admin</Trans></span>}
          </p>
        </div>
        {user.suspension ? (
          <span className="badge badge-warning" data-testid="account-status"><Trans>Suspended until {formatEnd(user.suspension.until)}</Trans></span>
        ) : (
          <span className="badge badge-secondary" data-testid="account-status"><Trans>Active</Trans></span>
        )}
      </div>
      {user.suspension && <p className="muted"><Trans>Reason: {user.suspension.reason}</Trans></p>}
      <div className="report-card__actions">
        <button type="button" className="secondary outline small" aria-expanded={open} onClick={onToggle}>
          {open ? t`Hide reviews` : t`View reviews and reports`}
        </button>
        {user.isAdmin !== 1 && <SanctionControls user={user} />}
      </div>
      {open && <AccountRecordView user={user} />}
      {open && <AccountReviews userId={user.id} />}
    </article>
  );
}

function SanctionControls({ user }: { user: AdminUserSummary }) {
  const [hours, setHours] = useState<number>(DURATIONS[0].hours);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);
  // The form is opened per account: a whole form on every card made the list a wall of fields.
  const [formOpen, setFormOpen] = useState(false);
  const id = useId();

  if (user.suspension) {
    return (
      <button
        type="button"
        className="secondary small"
        disabled={pending}
        onClick={async () => {
          setPending(true);
          try {
            await liftSuspension(user.id);
            toast(t`Suspension lifted`, t`${user.username} can write again.`);
          } catch (err) {
            showFailure(err, { title: t`Failed to lift suspension`, fallback: t`Please try again.` });
          } finally {
            setPending(false);
          }
        }}
      >
        <Trans>Lift suspension</Trans>
      </button>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      setError(t`Please give a reason`);
      return;
    }
    setPending(true);
    try {
      const s = await suspendUser(user.id, { hours, reason: reason.trim() });
      toast(t`Account suspended`, t`${user.username} is suspended until ${formatEnd(s.until)}.`);
      setReason("");
      setError("");
      setFormOpen(false);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setError(fields.reason ?? fields.hours ?? messageOf(err));
    } finally {
      setPending(false);
    }
  }

  if (!formOpen) {
    return (
      <button type="button" className="danger outline small" aria-expanded={false} onClick={() => setFormOpen(true)}>
        <Trans>Suspend…</Trans>
      </button>
    );
  }

  return (
    <form className="admin-form-row" onSubmit={submit} noValidate aria-label={t`Suspend ${user.username}`}>
      <label htmlFor={`${id}-hours`}>
        <span id={`${id}-hours-label`}><Trans>Suspend for</Trans></span>
        {/* Opened by the Suspend… button: focus goes to the form's first field. */}
        <select id={`${id}-hours`} aria-labelledby={`${id}-hours-label`} value={hours} autoFocus onChange={(e) => setHours(Number(e.currentTarget.value))}>
          {DURATIONS.map((d) => <option key={d.hours} value={d.hours}>{d.label}</option>)}
        </select>
      </label>
      <label htmlFor={`${id}-reason`}>
        <span id={`${id}-reason-label`}><Trans>Reason</Trans></span>
        <input
          id={`${id}-reason`}
          aria-labelledby={`${id}-reason-label`}
          value={reason}
          maxLength={LIMITS.moderationReasonMax}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      </label>
      <button type="submit" className="danger small" disabled={pending} aria-busy={pending || undefined}>
        <Trans>Suspend</Trans>
      </button>
      <button
        type="button"
        className="secondary outline small"
        onClick={() => {
          setFormOpen(false);
          setError("");
        }}
      >
        <Trans>Cancel</Trans>
      </button>
      {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
    </form>
  );
}

/** Shown above an account's reviews: why the list is short (the server sends no others). */
const onlyReportedNote = () => t`Only reviews that were reported or moderated are shown: the account's other reviews stay anonymous, to admins too.`;

/**
 * The account's reported or moderated reviews (GET /api/admin/users/{id}/reviews answers no others:
 * docs/product-rules.md#moderation), each with its reports.
 */
function AccountReviews({ userId }: { userId: number }) {
  const reviews = useAdminUserReviews(userId);
  if (reviews.isLoading) return <div className="skeleton" style={{ height: "4rem" }} aria-busy="true" aria-label={t`Loading reviews`} />;
  if (reviews.error) return <p role="alert"><Trans>Could not load this account's reviews.</Trans></p>;
  if (!reviews.data?.length) return <p className="muted"><Trans>No reported or moderated reviews.</Trans> {onlyReportedNote()}</p>;
  return (
    <>
      <p className="muted text-sm">{onlyReportedNote()}</p>
      <ul className="admin-user__reviews report-card__reasons" aria-label={t`Reviews by this account`}>
        {reviews.data.map(({ review, reports }) => (
          <li key={review.id}>
            <strong>{review.landlord.name}</strong> <span className="muted">· {formatRating(review.overallRating)}/5 · {formatDate(review.createdAt, { dateStyle: "short" })}</span>
            <p className="report-card__description">{review.reviewText.slice(0, LIMITS.truncateReviewAt)}{review.reviewText.length > LIMITS.truncateReviewAt ? "..." : ""}</p>
            {reports.length > 0 && (
              <p className="muted">
                <Trans>Reports: {reports.map((r) => `${reportCategoryLabel(r.reportCategory)} (${STATUS_LABEL[r.status]})`).join("; ")}</Trans>
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The Terms' next step (product.md §9), as the record proposes it. */
const NEXT_STEP: Record<AccountRecord["nextStep"], string> = {
  get warning() { return t`Next step under the Terms: a warning (first offense).`; },
  get "suspension-short"() { return t`Next step under the Terms: a 24-48 hour suspension (second offense).`; },
  get "suspension-long"() { return t`Next step under the Terms: a 1-7 day suspension (third offense).`; },
};
const day = (iso: string) => formatDate(iso, { year: "numeric", month: "short", day: "numeric" });

/** The account's record (contract §7.5): warnings, suspensions, hidden and deleted reviews, appeals, and the Terms' next step. */
function AccountRecordView({ user }: { user: AdminUserSummary }) {
  const record = useAccountRecord(user.id);
  if (record.isLoading) return <div className="skeleton" style={{ height: "4rem" }} aria-busy="true" aria-label={t`Loading the account's record`} />;
  if (record.error || !record.data) return <p role="alert"><Trans>Could not load this account's record.</Trans></p>;
  const r = record.data;
  const empty = !r.warnings.length && !r.suspensions.length && !r.hiddenReviews.length && !r.deletedReviews.length && !r.appeals.length;
  return (
    <section className="admin-record stack" aria-label={t`Record of ${user.username}`} data-testid="account-record">
      <h4 className="admin-record__title"><Trans>Record</Trans></h4>
      <p>
        <strong>{NEXT_STEP[r.nextStep]}</strong>
      </p>
      {empty ? (
        <p className="muted"><Trans>No warnings, suspensions, hidden or deleted reviews, or appeals.</Trans></p>
      ) : (
        <ul className="report-card__reasons" aria-label={t`Record`}>
          {r.warnings.map((w) => (
            <li key={`w${w.id}`}><Trans>Warning · {day(w.createdAt)} · {w.reason}</Trans></li>
          ))}
          {r.suspensions.map((x) => (
            <li key={`s${x.at}`}>{x.reason ? <Trans>Suspension · {day(x.at)} · {x.reason}</Trans> : <Trans>Suspension · {day(x.at)}</Trans>}</li>
          ))}
          {r.hiddenReviews.map((h) => (
            <li key={`h${h.id}`}>
              <Trans>Hidden review of {h.landlordName} · {day(h.at)} · {reportCategoryLabel(h.reason)}</Trans>{" "}
              <button
                type="button"
                className="secondary outline small"
                aria-label={t`Restore the hidden review of ${h.landlordName}`}
                onClick={async () => {
                  try {
                    await restoreReview(h.id);
                    toast(t`Review restored`, t`The review is visible again and its landlord's figures include it.`);
                  } catch (err) {
                    showFailure(err, { title: t`Failed to restore review`, fallback: t`Please try again.` });
                  }
                }}
              >
                <Trans>Restore</Trans>
              </button>
            </li>
          ))}
          {r.deletedReviews.map((d) => (
            <li key={`d${d.at}`}>{d.category ? <Trans>Deleted review · {day(d.at)} · {reportCategoryLabel(d.category)}</Trans> : <Trans>Deleted review · {day(d.at)}</Trans>}</li>
          ))}
          {r.appeals.map((a) => (
            <li key={`a${a.id}`}><Trans>Appeal of a {a.targetType === "review" ? "hidden review" : "suspension"} · {day(a.createdAt)} · {a.status}</Trans></li>
          ))}
        </ul>
      )}
      {user.isAdmin !== 1 && <WarnForm user={user} />}
    </section>
  );
}

function WarnForm({ user }: { user: AdminUserSummary }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      setError(t`Please give a reason`);
      return;
    }
    setPending(true);
    try {
      await warnUser(user.id, { reason: reason.trim() });
      toast(t`Warning sent`, t`${user.username} has been warned.`);
      setReason("");
      setError("");
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setError(fields.reason ?? messageOf(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="admin-form-row" onSubmit={submit} noValidate aria-label={t`Warn ${user.username}`}>
      <label htmlFor={`${id}-reason`}>
        <span id={`${id}-reason-label`}><Trans>Warning message</Trans></span>
        <input
          id={`${id}-reason`}
          aria-labelledby={`${id}-reason-label`}
          value={reason}
          maxLength={LIMITS.moderationReasonMax}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      </label>
      <button type="submit" className="secondary small" disabled={pending} aria-busy={pending || undefined}>
        <Trans>Warn</Trans>
      </button>
      {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
    </form>
  );
}
