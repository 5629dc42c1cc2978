// A labelled form field with its message under it (aria-invalid + aria-describedby), for the
// contact and verification forms.
import { useId, type InputHTMLAttributes } from "react";

type Props = {
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  optional?: boolean;
  multiline?: boolean;
  rows?: number;
  hint?: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "required" | "className">;

export function FormField({ name, label, error, required, optional, multiline, rows = 5, hint, className, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={id}>
        {label}
        {required && <span className="required-mark" aria-hidden="true">*</span>}
        {optional && <span className="muted"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} placeholder={input.placeholder} />
      ) : (
        <input {...common} {...input} />
      )}
      {hint && !error && <small id={hintId} className="muted">{hint}</small>}
      {error && (
        <small id={errorId} style={{ color: "var(--rf-danger)" }}>
          {error}
        </small>
      )}
    </div>
  );
}
