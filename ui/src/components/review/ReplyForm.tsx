// The owner's reply form (docs/product-rules.md#verification-badges-and-replies): write or edit the
// one reply to a review (a second save replaces it). Loaded by OwnerReply.tsx only when the owner
// opens it, so review cards elsewhere (the landing page's) carry neither the form nor zod.
import { useId, useState, type FormEvent } from "react";
import type { Review } from "@contract/types";
import { LIMITS } from "@contract/constants";
import { issueText, replySchema } from "@contract/schemas";
import { V } from "@contract/validation";
import { showFailure } from "../../lib/api";
import { toast } from "../../lib/toast";
import { saveReply } from "../../lib/reviews";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState(review.reply?.text ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = replySchema.safeParse({ text });
    if (!parsed.success) {
      setError(issueText(parsed.error.issues[0]?.message ?? V.reply_must_be_at_least_10_characters));
      return;
    }
    setPending(true);
    try {
      await saveReply(review.id, parsed.data.text);
      toast(t`Reply published`, t`Your response now shows under the review.`);
      onDone();
    } catch (err) {
      showFailure(err, { title: t`Error`, fallback: t`Failed to save your reply` });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="owner-reply__form" onSubmit={onSubmit} noValidate>
      <label htmlFor={id}><Trans>Your response to this review</Trans></label>
      <textarea
        id={id}
        value={text}
        rows={4}
        maxLength={LIMITS.replyTextMax}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
      />
      <small id={`${id}-help`} className={error ? "field-error" : "muted"}>
        {error ?? t`${text.length}/${LIMITS.replyTextMax} characters. Renters see it under their review; the review itself stays as they wrote it.`}
      </small>
      <div className="owner-reply__buttons">
        <button type="submit" className="small" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t`Saving...` : review.reply ? t`Save reply` : t`Publish reply`}
        </button>
        <button type="button" className="secondary outline small" onClick={onDone} disabled={pending}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
