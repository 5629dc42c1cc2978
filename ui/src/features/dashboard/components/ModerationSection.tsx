// What moderators decided about the account and its reviews (contract §7.5), on the author's
// dashboard: each hidden review marked "Hidden by moderators" with the reason and the appeal
// deadline, the appeal form (once, within 14 days, product.md §9), a suspension's appeal, and the
// decisions taken (warnings, restores, appeal outcomes). This is the contract's fallback for
// telling authors until notifications arrive (issue 27); it stays useful after.
import { appealSchema } from "@contract/schemas";
import type { Appeal, ModerationDecision, Review } from "@contract/types";
import { ErrorSummary } from "../../../components/ErrorSummary";
import { FormField } from "../../../components/FormField";
import { useForm } from "../../../components/use-form";
import { showFailure } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useUserReviews } from "../../../lib/reviews";
import { fileAppeal, useMyModeration, useOwnSuspension } from "../api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { formatDate } from "../../../lib/i18n";
import { reportCategoryLabel } from "../../../lib/report-labels";

const day = (iso: string) => formatDate(iso);
const textOnly = appealSchema.pick({ text: true });

export function ModerationSection({ userId }: { userId: number }) {
  const reviews = useUserReviews();
  const mine = useMyModeration();
  const suspension = useOwnSuspension().data?.suspension ?? null;
  const hidden = (reviews.data ?? []).filter((r) => r.moderation);
  const decisions = mine.data?.decisions ?? [];
  const appeals = mine.data?.appeals ?? [];
  if (!hidden.length && !decisions.length && !suspension) return null;
  // The suspension's appeal: one made since the suspension began and still waiting.
  const suspensionAppeal = appeals.find((a) => a.targetType === "suspension" && a.status === "pending");

  return (
    <section className="card dashboard-section dashboard-moderation" aria-labelledby="moderation-title" data-testid="moderation-section">
      <h2 id="moderation-title"><Trans>Moderation</Trans></h2>
      {hidden.map((r) => (
        <HiddenReview key={r.id} review={r} />
      ))}
      {suspension && (
        <article className="dashboard-moderation__item" aria-label={t`Your suspension`}>
          <h3 className="text-lg"><Trans>Your account is suspended</Trans></h3>
          <p>
            <Trans>Suspended until {day(suspension.until)}. Reason: {suspension.reason}.</Trans>
          </p>
          {suspensionAppeal ? (
            <p data-testid="appeal-status"><Trans>Your appeal is waiting for a moderator's decision.</Trans></p>
          ) : (
            <AppealForm targetType="suspension" targetId={String(userId)} formId="appeal-suspension" />
          )}
        </article>
      )}
      {decisions.length > 0 && (
        <>
          <h3 className="text-lg"><Trans>Decisions</Trans></h3>
          <ul className="dashboard-moderation__decisions" data-testid="moderation-decisions">
            {decisions.map((d, i) => (
              <li key={`${d.kind}-${d.at}-${i}`}>
                <DecisionText decision={d} /> <span className="muted">{day(d.at)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function HiddenReview({ review }: { review: Review }) {
  const m = review.moderation!;
  const late = Date.now() > Date.parse(m.appealDeadline);
  return (
    <article className="dashboard-moderation__item" aria-label={t`Your review of ${review.landlord.name}`} data-testid="hidden-review">
      <p>
        <span className="badge badge-warning"><Trans>Hidden by moderators</Trans></span>
      </p>
      <p>
        <Trans>Your review of <strong>{review.landlord.name}</strong> was hidden on {day(m.at)}. Reason: {reportCategoryLabel(m.reason)}.</Trans>
      </p>
      {m.note && <p><Trans>Moderators' note: {m.note}</Trans></p>}
      <blockquote className="dashboard-moderation__text">{review.reviewText}</blockquote>
      {m.appeal ? (
        <AppealState appeal={m.appeal} />
      ) : late ? (
        <p><Trans>The 14 days to appeal this decision have passed.</Trans></p>
      ) : (
        <>
          <p><Trans>You may appeal until {day(m.appealDeadline)}. A moderator answers within 5 business days.</Trans></p>
          <AppealForm targetType="review" targetId={review.id} formId={`appeal-${review.id}`} />
        </>
      )}
    </article>
  );
}

function AppealState({ appeal }: { appeal: NonNullable<Review["moderation"]>["appeal"] & {} }) {
  if (appeal.status === "pending") return <p data-testid="appeal-status"><Trans>Your appeal is waiting for a moderator's decision.</Trans></p>;
  if (appeal.status === "granted") return <p data-testid="appeal-status"><Trans>Your appeal was granted.</Trans></p>;
  return (
    <p data-testid="appeal-status">
      <Trans>Your appeal was not granted; the decision stands.{appeal.note ? t` Moderators' note: ${appeal.note}` : ""}</Trans>
    </p>
  );
}

function AppealForm({ targetType, targetId, formId }: { targetType: Appeal["targetType"]; targetId: string; formId: string }) {
  const { errors, pending, onSubmit, onChange, summary } = useForm({
    schema: textOnly,
    submit: async ({ text }, form) => {
      try {
        await fileAppeal({ targetType, targetId, text });
      } catch (error) {
        return showFailure(error, { title: t`Appeal not sent`, fallback: t`Please try again.`, fields: true });
      }
      form.reset();
      toast(t`Appeal sent`, t`A moderator will look at it within 5 business days.`);
    },
  });
  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate aria-label={t`Appeal this decision`}>
      <ErrorSummary {...summary} />
      <FormField id={`${formId}-text`} name="text" label={t`Why should this decision be reversed?`} required multiline rows={3} maxLength={2000} error={errors.text} />
      <button type="submit" className="small" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t`Sending...` : t`Send Appeal`}
      </button>
    </form>
  );
}

/** A moderator's words inside a sentence that ends with its own full stop. */
const clause = (text: string | null) => (text ?? "").trim().replace(/[.!?]+$/, "");

/** One decision as a whole sentence (easy to translate, issue 26). */
function DecisionText({ decision }: { decision: ModerationDecision }) {
  const d = { ...decision, reason: decision.reason ? clause(reportCategoryLabel(decision.reason)) : null };
  switch (d.kind) {
    case "review.hidden":
      return <span><Trans>Your review of {d.landlordName ?? t`a landlord`} was hidden: {d.reason}.</Trans></span>;
    case "review.restored":
      return <span><Trans>Your review of {d.landlordName ?? t`a landlord`} was restored.</Trans></span>;
    case "reply.hidden":
      return <span><Trans>Your reply on {d.landlordName ?? t`a landlord`}'s page was hidden: {d.reason}.</Trans></span>;
    case "reply.restored":
      return <span><Trans>Your reply on {d.landlordName ?? t`a landlord`}'s page is visible again.</Trans></span>;
    case "user.warned":
      return <span><Trans>You received a warning: {d.reason}.</Trans></span>;
    case "user.suspended":
      return <span><Trans>Your account was suspended: {d.reason}.</Trans></span>;
    case "appeal.granted":
      return <span>{d.reason ? <Trans>Your appeal was granted: {d.reason}.</Trans> : <Trans>Your appeal was granted.</Trans>}</span>;
    case "appeal.upheld":
      return <span>{d.reason ? <Trans>Your appeal was not granted; the decision stands: {d.reason}.</Trans> : <Trans>Your appeal was not granted; the decision stands.</Trans>}</span>;
  }
}
