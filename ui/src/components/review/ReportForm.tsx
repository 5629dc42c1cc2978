// The report form in its dialog (docs/product-rules.md#pages and docs/product-rules.md#validation-messages and docs/product-rules.md#constants): a category from §9's list for that type,
// a description with a 500-character counter, submit disabled until both are valid
// (reportFormSchema), reset after success. Loaded on first use by ReportDialog.tsx, so pages
// that only show a Report button (the landing page's review cards) do not carry the form or zod.
import { useId, useRef, useState, type FormEvent } from "react";
import { REPORT_CATEGORIES, LIMITS, type ReportType } from "@contract/constants";
import { issueText, reportFormSchema } from "@contract/schemas";
import { showFailure } from "../../lib/api";
import { toast } from "../../lib/toast";
import { submitReport } from "../../lib/reviews";
import { Dialog, DialogActions } from "../Dialog";
import "./reviews.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { reportCategoryLabel } from "../../lib/report-labels";

export interface ReportFormDialogProps {
  reportType: ReportType;
  targetId: string;
  open: boolean;
  onClose: () => void;
}

type Field = "reportCategory" | "description";

/** The dialog's title and lead for each kind of content: whole sentences, so each language words them its own way. */
const TITLES: Record<ReportType, string> = { get review() { return t`Report Review`; }, get landlord() { return t`Report Landlord`; }, get reply() { return t`Report Reply`; } };
const LEADS: Record<ReportType, string> = {
  get review() { return t`Tell our moderators what is wrong with this review.`; },
  get landlord() { return t`Tell our moderators what is wrong with this landlord profile.`; },
  get reply() { return t`Tell our moderators what is wrong with this reply from the owner.`; },
};

/** The UI's messages for each invalid field (docs/product-rules.md#validation-messages): a title and a description. */
const FIELD_MESSAGES: Record<Field, readonly [string, string]> = {
  get reportCategory() { return [t`Category required`, t`Please select a report category`] as const; },
  get description() { return [t`Description required`, t`Please provide at least 10 characters describing the issue`] as const; },
};

export function validateReport(values: { reportCategory: string; description: string }): Partial<Record<Field, string>> {
  const parsed = reportFormSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (!errors[field]) errors[field] = issueText(issue.message);
  }
  return errors;
}

export function ReportFormDialog({ reportType, targetId, open, onClose }: ReportFormDialogProps) {
  const [category, setCategory] = useState("");
  const [description, setDescription] = useState("");
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [pending, setPending] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const uid = useId();
  const ids = { category: `${uid}-category`, description: `${uid}-description`, counter: `${uid}-counter` };

  const errors = validateReport({ reportCategory: category, description });
  const valid = Object.keys(errors).length === 0;

  function reset() {
    setCategory("");
    setDescription("");
    setTouched({});
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!valid) {
      setTouched({ reportCategory: true, description: true });
      const field: Field = errors.reportCategory ? "reportCategory" : "description";
      toast(FIELD_MESSAGES[field][0], FIELD_MESSAGES[field][1], "destructive");
      return;
    }
    setPending(true);
    try {
      await submitReport({ reportType, targetId, reportCategory: category, description: description.trim() });
      toast(t`Report submitted`, t`Thank you for helping us maintain quality content. We'll review this report promptly.`);
      reset();
      setPending(false);
      onClose();
    } catch (error) {
      setPending(false);
      showFailure(error, { title: t`Failed to submit report`, fallback: "" });
    }
  }

  const showError = (field: Field) => Boolean(touched[field] && errors[field]);

  return (
    <Dialog open={open} onClose={onClose} title={TITLES[reportType]} initialFocus={selectRef} busy={pending}>
        <form className="report-form" onSubmit={onSubmit} noValidate>
          <p className="muted">
            {LEADS[reportType]}
          </p>
          <label htmlFor={ids.category}><Trans>Category</Trans></label>
          <select
            ref={selectRef}
            id={ids.category}
            value={category}
            required
            aria-invalid={showError("reportCategory") || undefined}
            aria-describedby={showError("reportCategory") ? `${ids.category}-error` : undefined}
            onChange={(e) => {
              setCategory(e.target.value);
              setTouched((t) => ({ ...t, reportCategory: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, reportCategory: true }))}
          >
            <option value=""><Trans>Select a category</Trans></option>
            {REPORT_CATEGORIES[reportType].map((c) => (
              <option key={c} value={c}>
                {reportCategoryLabel(c)}
              </option>
            ))}
          </select>
          {showError("reportCategory") && (
            <small id={`${ids.category}-error`} className="field-error">
              {FIELD_MESSAGES.reportCategory[1]}
            </small>
          )}
          <label htmlFor={ids.description}><Trans>Description</Trans></label>
          <textarea
            id={ids.description}
            value={description}
            rows={4}
            maxLength={LIMITS.reportDescriptionMax}
            placeholder={t`Please describe the issue in detail...`}
            required
            aria-invalid={showError("description") || undefined}
            aria-describedby={`${ids.counter}${showError("description") ? ` ${ids.description}-error` : ""}`}
            onChange={(e) => setDescription(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, description: true }))}
          />
          <div className="report-form__meta">
            {showError("description") ? (
              <small id={`${ids.description}-error`} className="field-error">
                {description.length > LIMITS.reportDescriptionMax ? t`Description too long` : FIELD_MESSAGES.description[1]}
              </small>
            ) : (
              <span />
            )}
            <small id={ids.counter} className="muted">
              {description.length}/{LIMITS.reportDescriptionMax}
            </small>
          </div>
          <DialogActions>
            <button type="button" className="secondary" onClick={onClose} disabled={pending}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" disabled={!valid || pending} aria-busy={pending || undefined}>
              {pending ? t`Submitting...` : t`Submit Report`}
            </button>
          </DialogActions>
        </form>
    </Dialog>
  );
}
