// "Hide Review" (contract §7.5): hiding instead of deleting. The reason is one of the review
// categories (the report's own when it names one), with an optional note the author reads; the
// author is told and may appeal within 14 days. Reversible, so no alert dialog.
import { useId, useState, type FormEvent } from "react";
import { HIDE_REASONS, LIMITS } from "@contract/constants";
import type { HideInput } from "@contract/schemas";

type HideReason = HideInput["reason"];
const isReason = (s: string | undefined): s is HideReason => !!s && (HIDE_REASONS as readonly string[]).includes(s);
import { Dialog, DialogActions } from "../../../components/Dialog";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { reportCategoryLabel } from "../../../lib/report-labels";

export interface HideDialogProps {
  open: boolean;
  /** What is hidden: a review, or an owner's reply. */
  what: "review" | "reply";
  /** The reason chosen first: the reported category when it is a review category. */
  suggestedReason: string | undefined;
  onClose: () => void;
  /** Runs the hide; true when it succeeded (the dialog then closes). */
  onHide: (input: HideInput) => Promise<boolean>;
}

export function HideDialog({ open, what, suggestedReason, onClose, onHide }: HideDialogProps) {
  const title = what === "review" ? t`Hide Review` : t`Hide Reply`;
  const [reason, setReason] = useState<HideReason>(isReason(suggestedReason) ? suggestedReason : HIDE_REASONS[0]);
  const [note, setNote] = useState("");
  const [pending, setPending] = useState(false);
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    const ok = await onHide({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
    setPending(false);
    if (ok) onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} title={title} describedBy={`${id}-about`} busy={pending}>
      <form onSubmit={submit} noValidate>
        {what === "review" ? (
          <p id={`${id}-about`}>
            <Trans>The review leaves the site, its landlord's figures and search, but it is not deleted. Its author sees the reason and may appeal within 14 days.</Trans>
          </p>
        ) : (
          <p id={`${id}-about`}><Trans>The owner's reply is no longer shown under the review, but it is not deleted and can be restored.</Trans></p>
        )}
        <label htmlFor={`${id}-reason`}><Trans>Reason</Trans></label>
        <select id={`${id}-reason`} value={reason} onChange={(e) => isReason(e.currentTarget.value) && setReason(e.currentTarget.value)}>
          {HIDE_REASONS.map((r) => (
            <option key={r} value={r}>
              {reportCategoryLabel(r)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-note`}><Trans>Note for the author (optional)</Trans></label>
        <textarea id={`${id}-note`} rows={3} maxLength={LIMITS.moderationReasonMax} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        <DialogActions>
          <button type="button" className="secondary" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? t`Hiding...` : title}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
