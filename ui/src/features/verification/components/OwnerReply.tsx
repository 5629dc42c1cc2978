// The right of reply under a review (docs/product-rules.md#verification-badges-and-replies): the owner's reply drawn as "Response from the
// owner" with its date, reportable like a review; and, for the profile's verified owner, a form to
// write it, edit it (a second save replaces it: one reply per review) or delete it.
import { useId, useState, type FormEvent } from "react";
import type { Review } from "@contract/types";
import { LIMITS } from "@contract/constants";
import { replySchema } from "@contract/schemas";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { ReportDialog } from "../../reviews/components/ReportDialog";
import { deleteReply, saveReply } from "../api";

const dateOf = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState(review.reply?.text ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = replySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Reply must be at least 10 characters");
      return;
    }
    setPending(true);
    try {
      await saveReply(review.id, parsed.data.text);
      toast("Reply published", "Your response now shows under the review.");
      onDone();
    } catch (err) {
      toast("Error", err instanceof ApiError ? err.serverMessage : "Failed to save your reply", "destructive");
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="owner-reply__form" onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>Your response to this review</label>
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
        {error ?? `${text.length}/${LIMITS.replyTextMax} characters. Renters see it under their review; the review itself stays as they wrote it.`}
      </small>
      <div className="owner-reply__buttons">
        <button type="submit" className="small" disabled={pending} aria-busy={pending || undefined}>
          {pending ? "Saving..." : review.reply ? "Save reply" : "Publish reply"}
        </button>
        <button type="button" className="secondary outline small" onClick={onDone} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function OwnerReply({ review, canReply }: { review: Review; canReply: boolean }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const reply = review.reply;
  if (!reply && !canReply) return null;

  async function onDelete() {
    setDeleting(true);
    try {
      await deleteReply(review.id);
      toast("Reply deleted", "Your response was removed.");
    } catch (err) {
      toast("Error", err instanceof ApiError ? err.serverMessage : "Failed to delete your reply", "destructive");
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  if (editing) return <ReplyForm review={review} onDone={() => setEditing(false)} />;

  if (!reply) {
    return (
      <div className="owner-reply__actions">
        <button type="button" className="secondary outline small" onClick={() => setEditing(true)}>
          Reply to this review
        </button>
      </div>
    );
  }

  const edited = reply.updatedAt !== reply.createdAt;
  return (
    <section className="owner-reply" aria-label="Response from the owner" data-testid="owner-reply">
      <div className="owner-reply__head">
        <strong>Response from the owner</strong>
        <time dateTime={reply.createdAt} className="muted text-sm">
          {dateOf(reply.createdAt)}
          {edited && ` (edited ${dateOf(reply.updatedAt)})`}
        </time>
      </div>
      <p className="owner-reply__text">{reply.text}</p>
      <div className="owner-reply__actions">
        {canReply ? (
          confirming ? (
            <>
              <span className="text-sm">Delete your reply?</span>
              <button type="button" className="small danger" onClick={onDelete} disabled={deleting} aria-busy={deleting || undefined}>
                {deleting ? "Deleting..." : "Delete reply"}
              </button>
              <button type="button" className="secondary outline small" onClick={() => setConfirming(false)} disabled={deleting}>
                Cancel
              </button>
            </>
          ) : (
            <>
              <button type="button" className="secondary outline small" onClick={() => setEditing(true)}>
                Edit reply
              </button>
              <button type="button" className="secondary outline small" onClick={() => setConfirming(true)}>
                Delete reply
              </button>
            </>
          )
        ) : (
          <ReportDialog
            reportType="reply"
            targetId={reply.id}
            trigger={(open) => (
              <button type="button" className="secondary outline small" onClick={open} aria-label="Report this response">
                Report response
              </button>
            )}
          />
        )}
      </div>
    </section>
  );
}
