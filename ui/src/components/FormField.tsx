// The one labelled form field: a label (with a required mark or "(optional)"), the control, and
// under it a hint or the field's message, tied to the control with aria-invalid and
// aria-describedby (the messages of docs/product-rules.md#validation-messages, from the contract's zod schemas). The control is an
// <input>, a <textarea> (`multiline`) or a <select> (`options`); other props go to the control, so
// a field can be uncontrolled (read with FormData) or controlled, both checked by use-form.ts.
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";

type ControlProps = Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>, "name" | "required" | "className" | "id">;

export type FormFieldProps = {
  name: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
  hint?: string;
  /** A <textarea> with this many rows. */
  multiline?: boolean;
  rows?: number;
  /** A <select> of these options (value and label). */
  options?: readonly { value: string; label: string }[];
  /** The control's id, when something else needs to find it; else a generated one. */
  id?: string;
  /** Classes on the field's wrapper (e.g. "full" in a .form-grid). */
  className?: string;
} & ControlProps;

export function FormField({ name, label, error, required, optional, hint, multiline, rows = 5, options, id, className, ...control }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(" ") || undefined;
  const common = { id: controlId, name, required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;
  return (
    <div className={className}>
      <label htmlFor={controlId}>
        {label}
        {required && <span className="required-mark" aria-hidden="true">*</span>}
        {optional && <span className="muted"> <Trans>(optional)</Trans></span>}
      </label>
      {options ? (
        <select {...common} {...control}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...common} rows={rows} {...control} />
      ) : (
        <input {...common} {...control} />
      )}
      {hint && !error && (
        <small id={hintId} className="muted">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} style={{ color: "var(--rf-danger)" }}>
          {error}
        </small>
      )}
    </div>
  );
}
