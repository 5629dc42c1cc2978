// "Continue with GitHub / Gitea / ..." (docs/product-rules.md "Accounts"): one button per provider the
// operator configured, none at all when there are none. Each is a plain link to
// /api/auth/{provider}, which sends the browser to the provider; nothing is contacted before a
// person presses one. When the provider sends someone back with a problem, the sign-in page
// arrives with ?oauthError=... and this says what happened and what to do.
import { useSearchParams } from "react-router-dom";
import { useOutsideProviders } from "../api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

function failureMessage(reason: string, provider: string): string {
  switch (reason) {
    case "unverified-email":
      return t`An account with this e-mail address already exists here, and ${provider} has not confirmed that the address is yours, so we can't link them. Sign in with your password instead, or confirm the address at ${provider} and try again.`;
    case "denied":
      return t`Sign-in with ${provider} was cancelled.`;
    case "provider":
      return t`${provider} did not answer as expected. Please try again in a moment, or sign in with your password.`;
    default:
      return t`Sign-in with ${provider} could not be completed. Please try again.`;
  }
}

export function OutsideSignIn() {
  const { data: providers } = useOutsideProviders();
  const [params] = useSearchParams();
  const reason = params.get("oauthError");
  const providerId = params.get("provider") ?? "";
  const providerLabel = providers?.find((p) => p.id === providerId)?.label ?? "the other site";

  return (
    <>
      {reason && (
        <p role="alert" className="outside-signin-error">
          {failureMessage(reason, providerLabel)}
        </p>
      )}
      {providers && providers.length > 0 && (
        <div className="outside-signin" aria-label={t`Sign in with another account`} role="group">
          <p className="muted outside-signin-divider"><Trans>or</Trans></p>
          {providers.map((p) => (
            <a key={p.id} href={`/api/auth/${p.id}`} role="button" className="secondary outline outside-signin-button">
              <Trans>Continue with {p.label}</Trans>
            </a>
          ))}
        </div>
      )}
    </>
  );
}
