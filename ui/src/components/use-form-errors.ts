// The messages of a controlled form (its values in React state): shown on submit, with the error
// summary (ErrorSummary.tsx) focused, and from then on checked again whenever the values change,
// so a message goes as soon as its field is corrected (and a new one shows as soon as a field
// goes wrong). FormData forms use use-zod-form.ts, which behaves the same.
import { useEffect, useRef, useState } from "react";
import { summaryItems, type ErrorSummaryProps } from "./ErrorSummary";

export type FieldErrors = Record<string, string>;

export function useFormErrors<V>(options: {
  values: V;
  /** The form's rules: a message per field with a problem, empty when the form may be sent. */
  validate: (values: V) => FieldErrors;
  /** The fields in the order the form shows them (the summary's order). */
  order: readonly string[];
  /** The id of a field's control, for the summary's links. */
  controlId: (field: string) => string | null;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusKey, setFocusKey] = useState(0);
  const submitted = useRef(false);
  const { values, validate } = options;

  useEffect(() => {
    if (submitted.current) setErrors(validate(values));
    // Only a change of the values re-checks; `validate` is a plain function of them.
  }, [values]);

  /** Shows `found` (the form's own check, or the server's field errors) and focuses the summary. */
  function show(found: FieldErrors): boolean {
    submitted.current = true;
    setErrors(found);
    const problems = Object.keys(found).length > 0;
    if (problems) setFocusKey((k) => k + 1);
    return problems;
  }

  const summary: ErrorSummaryProps = { items: summaryItems(errors, options.order, options.controlId), focusKey };
  return {
    errors,
    summary,
    /** On submit: checks the values; true when they may be sent. */
    check: () => !show(validate(values)),
    /** The server's per-field errors (a 400's `errors`). */
    show,
  };
}
