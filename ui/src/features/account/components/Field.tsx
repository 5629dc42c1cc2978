// A labelled input with its message under it (aria-invalid, aria-describedby), for the account forms.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

type Props = { name: string; label: ReactNode; error?: string; hint?: ReactNode; ref?: Ref<HTMLInputElement> } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name"
>;

export function Field({ name, label, error, hint, ref, ...input }: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}
