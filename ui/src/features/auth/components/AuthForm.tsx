// The Login / Register forms (docs/product-rules.md#pages "Auth page"). Each field is checked with the shared
// zod schemas (the messages of docs/product-rules.md#validation-messages, the same the server answers with) and its message shown
// under the field; the server's per-field errors land in the same places.
import { loginSchema, registerSchema, type LoginInput, type RegisterInput } from "@contract/schemas";
import { login, register, displayName } from "../../../lib/auth";
import { showFailure, fieldErrorsOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { SITE_NAME } from "../../../lib/site";
import { FormField } from "../../../components/FormField";
import { ErrorSummary } from "../../../components/ErrorSummary";
import { useForm, type FieldErrors } from "../../../components/use-form";
import { t } from "@lingui/core/macro";

export type AuthMode = "login" | "register";

/** Optional names are left out when blank rather than sent as "". */
function readRegister(values: Record<string, string>): Record<string, unknown> {
  const opt = (k: string) => (values[k]?.trim() ? values[k] : undefined);
  return { ...values, firstName: opt("firstName"), lastName: opt("lastName") };
}

export function AuthForm({ mode }: { mode: AuthMode }) {
  async function send(values: LoginInput | RegisterInput): Promise<FieldErrors | void> {
    try {
      if (mode === "login") {
        const user = await login(values as LoginInput);
        toast(t`Welcome back!`, t`Good to see you again, ${displayName(user)}.`);
      } else {
        const user = await register(values as RegisterInput);
        toast(t`Account created!`, t`Welcome to ${SITE_NAME}, ${displayName(user)}!`);
      }
      // On success the page re-renders signed in (or redirects); nothing to reset.
    } catch (error) {
      showFailure(error, { title: mode === "login" ? t`Login failed` : t`Registration failed` });
      return fieldErrorsOf(error);
    }
  }
  const { errors, pending, onSubmit, onChange, summary } = useForm(
    mode === "login" ? { schema: loginSchema, submit: send } : { schema: registerSchema, read: readRegister, submit: send },
  );

  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate aria-label={mode === "login" ? t`Sign in` : t`Create an account`}>
      <ErrorSummary {...summary} />
      {mode === "register" && (
        <FormField name="username" label={t`Username`} autoComplete="username" error={errors.username} required />
      )}
      <FormField name="email" label={t`Email`} type="email" autoComplete="email" error={errors.email} required />
      <FormField
        name="password"
        label={t`Password`}
        type="password"
        autoComplete={mode === "login" ? "current-password" : "new-password"}
        error={errors.password}
        required
      />
      {mode === "register" && (
        <div className="form-grid">
          <FormField name="firstName" label={t`First name`} optional autoComplete="given-name" error={errors.firstName} />
          <FormField name="lastName" label={t`Last name`} optional autoComplete="family-name" error={errors.lastName} />
        </div>
      )}
      <button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {mode === "login" ? (pending ? t`Signing in...` : t`Sign In`) : pending ? t`Creating account...` : t`Create Account`}
      </button>
    </form>
  );
}
