// Account settings (docs/product-rules.md#privacy): the profile (names, username), sign-in and e-mail
// (SignInSection.tsx), the password, a download of
// everything stored, and deleting the account with the choice of what becomes of the reviews.
// Each form checks its fields with the server's own schemas (src/contract/schemas.ts) and shows
// the server's per-field messages in the same places.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import type { User } from "@contract/types";
import {
  accountDeleteSchema,
  fieldErrors,
  passwordChangeSchema,
  profileUpdateSchema,
  type AccountReviewChoice,
} from "@contract/schemas";
import { ApiError, showFailure } from "../../../lib/api";
import { paths } from "../../../lib/paths";
import { SITE_NAME } from "../../../lib/site";
import { toast } from "../../../lib/toast";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormField } from "../../../components/FormField";
import { ErrorSummary } from "../../../components/ErrorSummary";
import { useForm } from "../../../components/use-form";
import { changePassword, deleteAccount, EXPORT_URL, updateProfile } from "../api";
import { SignInSection } from "./SignInSection";
import "./account.css";
import { Trans } from "@lingui/react/macro";
import { plural, t } from "@lingui/core/macro";

type Errors = Record<string, string>;

/** `following`: the follows list, composed by the page (app/routes/account.tsx) from the follows feature. */
export function AccountScreen({ user, reviewsWritten, following }: { user: User; reviewsWritten: number | null; following?: ReactNode }) {
  return (
    <div className="account">
      <header className="account__header">
        <h1><Trans>Account settings</Trans></h1>
        <p className="muted">
          <Trans>Signed in as <strong>{user.email}</strong>. Your e-mail address is never shown to anyone.</Trans>
        </p>
      </header>
      <ProfileSection user={user} />
      <SignInSection />
      <PasswordSection />
      {following}
      <DataSection />
      <DeleteSection reviewsWritten={reviewsWritten} />
    </div>
  );
}

/** Sends a checked form; a failure shows its field messages where they belong, else a toast. */
async function sendOrReport(send: () => Promise<unknown>, done: () => void, failureTitle: string): Promise<Errors | void> {
  try {
    await send();
    done();
  } catch (error) {
    return showFailure(error, { title: failureTitle, fields: true });
  }
}

function ProfileSection({ user }: { user: User }) {
  const { errors, pending, onSubmit, onChange, summary } = useForm({
    schema: profileUpdateSchema,
    submit: (values) =>
      sendOrReport(() => updateProfile(values), () => toast(t`Profile updated`, t`Your names and username have been saved.`), t`Failed to update profile`),
  });

  return (
    <section className="card account__section" aria-labelledby="account-profile">
      <h2 id="account-profile"><Trans>Profile</Trans></h2>
      <p className="muted">
        <Trans>Your username and names show in the header and on your dashboard. Reviews never show them: a review carries only the
        name you type on it, if any.</Trans>
      </p>
      <form onSubmit={onSubmit} onChange={onChange} noValidate aria-label={t`Profile`}>
        <ErrorSummary {...summary} />
        <FormField name="username" label={t`Username`} autoComplete="username" defaultValue={user.username} error={errors.username} required />
        <div className="form-grid">
          <FormField name="firstName" label={t`First name`} optional autoComplete="given-name" defaultValue={user.firstName ?? ""} error={errors.firstName} />
          <FormField name="lastName" label={t`Last name`} optional autoComplete="family-name" defaultValue={user.lastName ?? ""} error={errors.lastName} />
        </div>
        <button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t`Saving...` : t`Save changes`}
        </button>
      </form>
    </section>
  );
}

function PasswordSection() {
  const { errors, pending, onSubmit, onChange, summary } = useForm({
    schema: passwordChangeSchema,
    submit: (values, form) =>
      sendOrReport(
        () => changePassword(values),
        () => {
          form.reset();
          toast(t`Password changed`, t`You stay signed in here; every other device has been signed out.`);
        },
        t`Failed to change password`,
      ),
  });

  return (
    <section className="card account__section" aria-labelledby="account-password">
      <h2 id="account-password"><Trans>Password</Trans></h2>
      <p className="muted">
        <Trans>Changing your password signs you out on every other device. Signed up with another service and never chose a
        password? Sign out and use "Forgot password?" on the sign-in page to set one.</Trans>
      </p>
      <form onSubmit={onSubmit} onChange={onChange} noValidate aria-label={t`Change password`}>
        <ErrorSummary {...summary} />
        <FormField name="currentPassword" label={t`Current password`} type="password" autoComplete="current-password" error={errors.currentPassword} required />
        <FormField name="newPassword" label={t`New password`} type="password" autoComplete="new-password" error={errors.newPassword} hint={t`At least 6 characters.`} required />
        <button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t`Changing...` : t`Change password`}
        </button>
      </form>
    </section>
  );
}

function DataSection() {
  return (
    <section className="card account__section" aria-labelledby="account-data">
      <h2 id="account-data"><Trans>Your data</Trans></h2>
      <p className="muted">
        <Trans>One JSON file with everything {SITE_NAME} stores about you: your account, your reviews as you wrote them, the helpful
        votes you cast, the reports and verification requests you filed, and any replies you wrote as a landlord.</Trans>
      </p>
      <a href={EXPORT_URL} download role="button" className="secondary">
        <Trans>Download my data</Trans>
      </a>
    </section>
  );
}

const CHOICES: { value: AccountReviewChoice; label: string; hint: string }[] = [
  { value: "anonymize", get label() { return t`Keep my reviews, anonymously`; }, get hint() { return t`They stay up as Anonymous, linked to no one. Nobody can edit or delete them afterwards, you included.`; } },
  { value: "delete", get label() { return t`Delete my reviews`; }, get hint() { return t`They are removed, and the landlords' ratings are recalculated without them.`; } },
];

function DeleteSection({ reviewsWritten }: { reviewsWritten: number | null }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const [choice, setChoice] = useState<AccountReviewChoice | "">("");
  const [password, setPassword] = useState("");
  const [confirming, setConfirming] = useState(false);
  const passwordId = useId();
  const reviews = reviewsWritten === null ? t`your reviews` : plural(reviewsWritten, { one: "your # review", other: "your # reviews" });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = accountDeleteSchema.safeParse({ password, reviews: choice });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setConfirming(true);
  }

  /** Deletes the account; a failure closes the dialog and shows its messages on the form. */
  async function confirm(): Promise<boolean> {
    const parsed = accountDeleteSchema.parse({ password, reviews: choice });
    try {
      await deleteAccount(parsed);
      toast(t`Account deleted`, t`Your account has been deleted. Thank you for helping other renters.`);
      navigate(paths.home);
      return true;
    } catch (error) {
      setConfirming(false);
      const fields = showFailure(error, { title: t`Failed to delete account`, fields: true });
      if (fields) setErrors(fields);
      if (error instanceof ApiError && error.fieldErrors.password) document.getElementById(passwordId)?.focus();
      return false;
    }
  }

  return (
    <section className="card account__section account__danger" aria-labelledby="account-delete">
      <h2 id="account-delete"><Trans>Delete account</Trans></h2>
      <p className="muted"><Trans>Leave {SITE_NAME} for good. Choose what becomes of {reviews} first.</Trans></p>
      <form onSubmit={onSubmit} noValidate aria-label={t`Delete account`}>
        <fieldset aria-describedby={errors.reviews ? `${passwordId}-reviews-error` : undefined}>
          <legend><Trans>Your reviews</Trans></legend>
          {CHOICES.map((c) => (
            <label key={c.value} className="account__choice">
              <input type="radio" name="reviews" value={c.value} checked={choice === c.value} onChange={() => setChoice(c.value)} />
              <span>
                {c.label}
                <small className="muted">{c.hint}</small>
              </span>
            </label>
          ))}
          {errors.reviews && (
            <small id={`${passwordId}-reviews-error`} className="field-error">
              {errors.reviews}
            </small>
          )}
        </fieldset>
        <FormField
          id={passwordId}
          name="password"
          label={t`Your password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          required
        />
        <button type="submit" className="danger">
          <Trans>Delete account…</Trans>
        </button>
      </form>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete your account?`}
        body={
          <>
            <p><Trans>This permanently removes:</Trans></p>
            <ul>
              <li><Trans>your account: username, e-mail address, names and password;</Trans></li>
              <li><Trans>every session, so you are signed out everywhere;</Trans></li>
              <li><Trans>the helpful votes you cast and the reports you filed.</Trans></li>
            </ul>
            <p>
              {choice === "delete"
                ? reviewsWritten === null
                  ? t`Your reviews will be deleted, and the landlords' ratings recalculated without them.`
                  : plural(reviewsWritten, {
                      one: "Your # review will be deleted, and the landlords' ratings recalculated without it.",
                      other: "Your # reviews will be deleted, and the landlords' ratings recalculated without them.",
                    })
                : reviewsWritten === null
                  ? t`Your reviews will stay on the site as Anonymous, linked to no one; nobody will be able to edit or delete them.`
                  : plural(reviewsWritten, {
                      one: "Your # review will stay on the site as Anonymous, linked to no one; nobody will be able to edit or delete it.",
                      other: "Your # reviews will stay on the site as Anonymous, linked to no one; nobody will be able to edit or delete them.",
                    })}
            </p>
            <p>
              <strong><Trans>This cannot be undone.</Trans></strong>
            </p>
          </>
        }
        confirmLabel={t`Delete my account`}
        pendingLabel={t`Deleting...`}
        onConfirm={confirm}
      />
    </section>
  );
}

