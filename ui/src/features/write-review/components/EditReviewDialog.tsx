// Edit a review (docs/product-rules.md#pages "Dashboard", §7): the write form's fields and rules in a dialog,
// saved with PUT /api/reviews/{id}.
import { useState, type FormEvent } from "react";
import type { Review } from "@contract/types";
import { showFailure, fieldErrorsOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { updateReview } from "../api";
import { REVIEW_FIELD_ORDER, fromReview, reviewControlId, toPayload, validate, type ReviewFormValues } from "../review-form";
import { ErrorSummary } from "../../../components/ErrorSummary";
import { useForm } from "../../../components/use-form";
import { Dialog, DialogActions } from "../../../components/Dialog";
import { ReviewFormFields } from "./ReviewFormFields";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function EditReviewDialog({ review, onClose, onSaved }: { review: Review | null; onClose: () => void; onSaved?: (review: Review) => void }) {
  return (
    <Dialog open={review !== null} onClose={onClose} title={t`Edit Review`} subtitle={review?.landlord?.name} className="dialog--wide">
      {review && <EditReviewForm key={review.id} review={review} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function EditReviewForm({ review, onClose, onSaved }: { review: Review; onClose: () => void; onSaved?: (review: Review) => void }) {
  const [values, setValues] = useState<ReviewFormValues>(() => fromReview(review));
  const { errors, summary, check, show } = useForm({ values, validate, order: REVIEW_FIELD_ORDER, controlId: (f) => reviewControlId("edit-review", f) });
  const [saving, setSaving] = useState(false);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!check()) return;
    setSaving(true);
    try {
      const updated = await updateReview(review.id, toPayload(values));
      toast(t`Review Updated`, t`Your review has been updated successfully!`);
      onSaved?.(updated);
      onClose();
    } catch (error) {
      show(fieldErrorsOf(error));
      showFailure(error, { title: t`Error`, fallback: t`Failed to update review` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label={t`Edit Review`}>
      <ErrorSummary {...summary} />
      <ReviewFormFields
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        errors={errors}
        idPrefix="edit-review"
        location={review.landlord?.location ?? ""}
        compact
      />
      <DialogActions sticky>
        <button type="button" className="secondary" onClick={onClose} disabled={saving}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t`Saving...` : t`Save Changes`}
        </button>
      </DialogActions>
    </form>
  );
}
