// The write-review screen (docs/product-rules.md#pages "Write review"). Two steps: the landlord (add-landlord
// mode when the route has no landlord id) and the review form, with the recommendations panel
// beside them. A landlord can be held locally and sent with the review as landlordData, or created
// at once; a 409 on create takes the renter to the landlord that already exists.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { LandlordCreateInput, ReviewCreateInput } from "@contract/schemas";
import type { Review } from "@contract/types";
import { ReviewCard } from "../../../components/review/ReviewCard";
import { useOwnReviewOf } from "../../../lib/reviews";
import { EditReviewDialog } from "./EditReviewDialog";
import { ApiError, showFailure, fieldErrorsOf } from "../../../lib/api";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { SITE_NAME } from "../../../lib/site";
import { LANDLORD_TYPE_LABEL, createLandlord, useLandlord } from "../../../lib/landlords";
import { submitReview } from "../api";
import { DEFAULT_VALUES, REVIEW_FIELD_ORDER, reviewControlId, toPayload, validate, type ReviewFormValues } from "../review-form";
import { ErrorSummary } from "../../../components/ErrorSummary";
import { useForm } from "../../../components/use-form";
import type { Priority } from "../recommendations";
import { AddLandlordForm } from "./AddLandlordForm";
import { ReviewFormFields } from "./ReviewFormFields";
import { RecommendationsPanel } from "./RecommendationsPanel";
import { Celebration } from "./Celebration";
import "./write-review.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function WriteReviewScreen({ landlordId }: { landlordId?: string }) {
  const navigate = useNavigate();
  const landlord = useLandlord(landlordId);
  // One review per renter and landlord: one already written is offered for editing instead.
  const own = useOwnReviewOf(landlordId);
  const [editing, setEditing] = useState<Review | null>(null);
  // Set once this page's review is saved: it stays on the form (celebration, then away), rather
  // than turning into "already reviewed" when the user's reviews refresh.
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState<LandlordCreateInput | null>(null);
  const [step, setStep] = useState<"landlord" | "review">(landlordId ? "review" : "landlord");
  const [values, setValues] = useState<ReviewFormValues>(DEFAULT_VALUES);
  const { errors, summary, check, show } = useForm({ values, validate, order: REVIEW_FIELD_ORDER, controlId: (f) => reviewControlId("review", f) });
  const [submitting, setSubmitting] = useState(false);
  const [creating, setCreating] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  // Moving between the steps replaces the form under the renter's focus: move it to the new step.
  const movedStep = useRef(false);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!movedStep.current) return;
    if (step === "review") summaryRef.current?.focus();
    else document.getElementById("landlord-name")?.focus();
  }, [step]);
  const goTo = (next: "landlord" | "review") => {
    movedStep.current = true;
    setStep(next);
  };

  const title = landlordId ? t`Write a Review` : t`Add New Landlord & Write Review`;
  const chosen = pending ?? (landlord.data ? { name: landlord.data.name, type: landlord.data.type, location: landlord.data.location } : null);
  const location = chosen?.location ?? "";

  const priorities: Priority[] = (
    [
      ["responsiveness", values.responsivenessRating],
      ["maintenance", values.maintenanceRating],
      ["fairness", values.fairnessRating],
    ] as const
  )
    .filter(([, v]) => v <= 2.5)
    .map(([p]) => p);

  function holdLandlord(data: LandlordCreateInput) {
    setPending(data);
    goTo("review");
    toast(t`Landlord Information Saved`, t`Now complete your review to submit everything together!`);
  }

  async function createNow(data: LandlordCreateInput): Promise<Record<string, string> | void> {
    setCreating(true);
    try {
      const created = await createLandlord(data);
      toast(t`Landlord Added`, t`Now you can write your review!`);
      navigate(paths.writeReview(created.id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.body?.landlordId) {
        // Already listed: review that landlord rather than creating a twin.
        toast(error.serverMessage, t`Now you can write your review!`);
        navigate(paths.writeReview(error.body.landlordId));
        return;
      }
      showFailure(error, { title: t`Error`, fallback: t`Failed to create landlord` });
      if (error instanceof ApiError) return error.fieldErrors;
    } finally {
      setCreating(false);
    }
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!check()) return;
    const body: ReviewCreateInput = pending ? { ...toPayload(values), landlordData: pending } : { ...toPayload(values), landlordId };
    setSubmitting(true);
    try {
      const created = await submitReview(body);
      setSent(true);
      toast(t`Review Submitted`, t`Thank you for sharing your experience!`);
      if (created.isFirstReview) setCelebrating(true);
      else navigate(paths.landlord(created.landlordId));
    } catch (error) {
      show(fieldErrorsOf(error));
      showFailure(error, { title: t`Error`, fallback: t`Failed to submit review` });
    } finally {
      setSubmitting(false);
    }
  }

  if (landlordId && landlord.error && !pending) {
    const notFound = landlord.error instanceof ApiError && landlord.error.status === 404;
    return (
      <section className="write-review">
        <h1>{title}</h1>
        <article className="write-review__missing">
          <h2>{notFound ? t`Landlord Not Found` : t`Could not load this landlord`}</h2>
          <p>{notFound ? t`This landlord may have been removed. You can add them again or pick another one.` : t`Please check your connection and try again.`}</p>
          <p className="form-actions">
            <Link to={paths.writeReview()} role="button">
              <Trans>Add a New Landlord</Trans>
            </Link>
            <Link to={paths.search()} role="button" className="secondary outline">
              <Trans>Browse Landlords</Trans>
            </Link>
          </p>
        </article>
      </section>
    );
  }

  if (landlordId && !pending && !sent && (own.loading || own.review)) {
    return (
      <section className="write-review">
        <h1>{title}</h1>
        {own.review ? (
          <article className="card already-reviewed" aria-labelledby="already-reviewed-title">
            <h2 id="already-reviewed-title"><Trans>You have already reviewed {own.review.landlord.name}</Trans></h2>
            <p><Trans>You can edit your review at any time, or delete it and write it again.</Trans></p>
            <ReviewCard review={own.review} showOwnerActions onEdit={setEditing} />
            <p className="form-actions">
              <button type="button" onClick={() => setEditing(own.review)}>
                <Trans>Edit your review</Trans>
              </button>
              <Link to={paths.landlord(landlordId)} role="button" className="secondary outline">
                <Trans>View Landlord</Trans>
              </Link>
            </p>
          </article>
        ) : (
          <div className="card" aria-busy="true">
            <Trans>Loading…</Trans>
          </div>
        )}
        <EditReviewDialog review={editing} onClose={() => setEditing(null)} />
      </section>
    );
  }

  return (
    <section className="write-review">
      <header className="write-review__header">
        <h1>{title}</h1>
        <p className="write-review__lead"><Trans>Your honest experience helps other renters choose well. Reviews on {SITE_NAME} are public; keep them factual and leave out personal contact details.</Trans></p>
      </header>

      <div className="write-review__layout">
        <div className="write-review__main">
          {step === "landlord" ? (
            <AddLandlordForm
              initial={pending}
              onContinue={holdLandlord}
              onCreateNow={createNow}
              creating={creating}
              onCancel={landlordId || pending ? () => goTo("review") : undefined}
            />
          ) : (
            <>
              <article className="landlord-summary" aria-labelledby="landlord-summary-name">
                {landlordId && !pending && landlord.isLoading ? (
                  <div aria-busy="true"><Trans>Loading landlord…</Trans></div>
                ) : chosen ? (
                  <>
                    <div>
                      <small className="landlord-summary__kicker">{pending ? t`New landlord, added with your review` : t`Reviewing`}</small>
                      <h2 id="landlord-summary-name" className="landlord-summary__name" ref={summaryRef} tabIndex={-1}>
                        {chosen.name}
                      </h2>
                      <span className="badge badge-outline">{LANDLORD_TYPE_LABEL[chosen.type]}</span> <small>{chosen.location}</small>
                    </div>
                    <button type="button" className="secondary outline landlord-summary__change" onClick={() => goTo("landlord")}>
                      {pending ? t`Edit Landlord` : t`Change Landlord`}
                    </button>
                  </>
                ) : null}
              </article>
              <form className="card review-form" onSubmit={submit} noValidate aria-label={t`Review`}>
                <ErrorSummary {...summary} />
                <ReviewFormFields values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} errors={errors} idPrefix="review" location={location} />
                <div className="form-actions">
                  <button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
                    {submitting ? t`Submitting...` : t`Submit Review`}
                  </button>
                </div>
              </form>
            </>
          )}
        </div>
        <div className="write-review__aside">
          <RecommendationsPanel location={location} excludeId={landlordId} priorities={priorities} />
        </div>
      </div>

      {celebrating && (
        <Celebration
          onDone={() => {
            toast(t`Welcome to the ${SITE_NAME} community!`, t`You've written your first review. Thank you for helping other renters.`);
            navigate(paths.dashboard);
          }}
        />
      )}
    </section>
  );
}
