// The Login / Register forms (product.md §2 "Auth page"). Each field is checked with the shared
// zod schemas (product.md §5's messages, the same the server answers with) and its message shown
// under the field; the server's per-field errors land in the same places.
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { loginSchema, registerSchema, fieldErrors } from "@contract/schemas";
import { login, register, displayName } from "../../../lib/auth";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { SITE_NAME } from "../../../lib/site";

export type AuthMode = "login" | "register";

type Errors = Record<string, string>;

function Field(props: {
  name: string;
  label: ReactNode;
  type?: string;
  autoComplete?: string;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <label htmlFor={id}>
      {props.label}
      {props.required && <span className="required-mark" aria-hidden="true">*</span>}
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      {props.error && (
        <small id={errorId} className="field-error-msg" style={{ color: "var(--rf-danger)" }}>
          {props.error}
        </small>
      )}
    </label>
  );
}

function formValues(form: HTMLFormElement, mode: AuthMode): Record<string, string | undefined> {
  const data = new FormData(form);
  const text = (k: string) => {
    const v = data.get(k);
    return typeof v === "string" ? v : "";
  };
  if (mode === "login") return { email: text("email"), password: text("password") };
  // Optional names are left out when blank rather than sent as "".
  const opt = (k: string) => (text(k).trim() ? text(k) : undefined);
  return {
    username: text("username"),
    email: text("email"),
    password: text("password"),
    firstName: opt("firstName"),
    lastName: opt("lastName"),
  };
}

export function AuthForm({ mode }: { mode: AuthMode }) {
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const submitted = useRef(false);

  function validate(form: HTMLFormElement): Errors {
    const values = formValues(form, mode);
    const parsed = mode === "login" ? loginSchema.safeParse(values) : registerSchema.safeParse(values);
    return parsed.success ? {} : fieldErrors(parsed.error);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    submitted.current = true;
    const found = validate(form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      // Focus the first field with a problem so keyboard users land on it.
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const values = formValues(form, mode);
    setPending(true);
    try {
      if (mode === "login") {
        const user = await login(loginSchema.parse(values));
        toast("Welcome back!", `Good to see you again, ${displayName(user)}.`);
      } else {
        const user = await register(registerSchema.parse(values));
        toast("Account created!", `Welcome to ${SITE_NAME}, ${displayName(user)}!`);
      }
      // On success the page re-renders signed in (or redirects); nothing to reset.
    } catch (error) {
      const title = mode === "login" ? "Login failed" : "Registration failed";
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        toast(title, error.serverMessage || title, "destructive");
      } else {
        toast(title, title, "destructive");
      }
      setPending(false);
    }
  }

  function onChange(e: FormEvent<HTMLFormElement>) {
    // After a first submit, messages follow the user's corrections as they type.
    if (submitted.current) setErrors(validate(e.currentTarget));
  }

  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate aria-label={mode === "login" ? "Sign in" : "Create an account"}>
      {mode === "register" && (
        <Field name="username" label="Username" autoComplete="username" error={errors.username} required />
      )}
      <Field name="email" label="Email" type="email" autoComplete="email" error={errors.email} required />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete={mode === "login" ? "current-password" : "new-password"}
        error={errors.password}
        required
      />
      {mode === "register" && (
        <div className="form-grid">
          <Field name="firstName" label={<>First name <span className="muted">(optional)</span></>} autoComplete="given-name" error={errors.firstName} />
          <Field name="lastName" label={<>Last name <span className="muted">(optional)</span></>} autoComplete="family-name" error={errors.lastName} />
        </div>
      )}
      <button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {mode === "login" ? (pending ? "Signing in..." : "Sign In") : pending ? "Creating account..." : "Create Account"}
      </button>
    </form>
  );
}
