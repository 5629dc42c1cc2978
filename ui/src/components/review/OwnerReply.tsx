// The right of reply under a review (docs/product-rules.md#verification-badges-and-replies): the owner's reply drawn as "Response from the
// owner" with its date, reportable like a review; and, for the profile's verified owner, a form to
// write it, edit it (a second save replaces it: one reply per review) or delete it.
import { lazy, Suspense, useState } from "react";
import type { Review } from "@contract/types";
import { showFailure } from "../../lib/api";
import { toast } from "../../lib/toast";
import { Spinner } from "../Spinner";
import { ReportDialog } from "./ReportDialog";
import { deleteReply } from "../../lib/reviews";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { formatDate } from "../../lib/i18n";
import { loadPageMessages } from "../../lib/i18n";

const ReplyForm = lazy(() => Promise.all([import("./ReplyForm"), loadPageMessages()]).then(([m]) => ({ default: m.ReplyForm })));

const dateOf = (iso: string) => formatDate(iso);

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
      toast(t`Reply deleted`, t`Your response was removed.`);
    } catch (err) {
      showFailure(err, { title: t`Error`, fallback: t`Failed to delete your reply` });
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  if (editing)
    return (
      <Suspense fallback={<Spinner />}>
        <ReplyForm review={review} onDone={() => setEditing(false)} />
      </Suspense>
    );

  if (!reply) {
    return (
      <div className="owner-reply__actions">
        <button type="button" className="secondary outline small" onClick={() => setEditing(true)}>
          <Trans>Reply to this review</Trans>
        </button>
      </div>
    );
  }

  const edited = reply.updatedAt !== reply.createdAt;
  return (
    <section className="owner-reply" aria-label={t`Response from the owner`} data-testid="owner-reply">
      <div className="owner-reply__head">
        <strong><Trans>Response from the owner</Trans></strong>
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
              <span className="text-sm"><Trans>Delete your reply?</Trans></span>
              <button type="button" className="small danger" onClick={onDelete} disabled={deleting} aria-busy={deleting || undefined}>
                {deleting ? t`Deleting...` : t`Delete reply`}
              </button>
              <button type="button" className="secondary outline small" onClick={() => setConfirming(false)} disabled={deleting}>
                <Trans>Cancel</Trans>
              </button>
            </>
          ) : (
            <>
              <button type="button" className="secondary outline small" onClick={() => setEditing(true)}>
                <Trans>Edit reply</Trans>
              </button>
              <button type="button" className="secondary outline small" onClick={() => setConfirming(true)}>
                <Trans>Delete reply</Trans>
              </button>
            </>
          )
        ) : (
          <ReportDialog
            reportType="reply"
            targetId={reply.id}
            trigger={(open) => (
              <button type="button" className="secondary outline small" onClick={open} aria-label={t`Report this response`}>
                <Trans>Report response</Trans>
              </button>
            )}
          />
        )}
      </div>
    </section>
  );
}
