// "Sign-in and e-mail" on the account page (docs/product-rules.md#accounts): whether the account's
// e-mail is confirmed, "Send confirmation link" where the site can mail, and "Connect <provider>"
// for each sign-in service the operator configured. An outside sign-in reaches this account only
// through a confirmed e-mail or a connection made here, signed in with the password, so nobody who
// registered someone else's address first can be handed that person's sign-ins (issue 30).
// Coming back from a connection, the page arrives with ?connected=<id> or ?oauthError=<reason>.
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { showFailure } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { connectUrl, requestEmailProof, useConnections } from "../api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

function connectionMessage(reason: string, provider: string): string {
  switch (reason) {
    case "taken":
      return t`That ${provider} account already signs in to another account here, so it cannot be connected to this one.`;
    case "denied":
      return t`Connecting ${provider} was cancelled.`;
    case "provider":
      return t`${provider} did not answer as expected. Please try again in a moment.`;
    default:
      return t`Connecting ${provider} could not be completed. Please try again.`;
  }
}

export function SignInSection() {
  const { data } = useConnections();
  const [params] = useSearchParams();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const label = (id: string | null) => data?.providers.find((p) => p.id === id)?.label ?? "the other site";
  const connected = params.get("connected");
  const failure = params.get("oauthError");

  async function sendLink() {
    setSending(true);
    try {
      await requestEmailProof();
      setSent(true);
      toast(t`Confirmation link sent`, t`Open the link in the mail to confirm your e-mail address.`);
    } catch (error) {
      showFailure(error, { title: t`Failed to send the confirmation link` });
    } finally {
      setSending(false);
    }
  }

  if (!data) return null;
  return (
    <section className="card account__section" aria-labelledby="account-signin">
      <h2 id="account-signin"><Trans>Sign-in and e-mail</Trans></h2>
      {connected && (
        <p role="status" className="account__notice">
          <Trans>{label(connected)} is connected: you can sign in with it, and every other device has been signed out.</Trans>
        </p>
      )}
      {failure && (
        <p role="alert" className="field-error">
          {connectionMessage(failure, label(params.get("provider")))}
        </p>
      )}
      {data.emailVerified ? (
        <p data-testid="email-status"><Trans>Your e-mail address is confirmed.</Trans></p>
      ) : (
        <>
          <p data-testid="email-status">
            <Trans>Your e-mail address is not confirmed. Until it is, signing in with another service that uses this address makes a
            separate account instead of reaching this one.</Trans>
          </p>
          {data.canConfirmEmail && (
            <button type="button" className="secondary" onClick={() => void sendLink()} disabled={sending || sent} aria-busy={sending || undefined}>
              {sent ? t`Confirmation link sent` : sending ? t`Sending...` : t`Send confirmation link`}
            </button>
          )}
        </>
      )}
      {data.providers.length > 0 && (
        <ul className="account__connections" aria-label={t`Sign-in services`}>
          {data.providers.map((p) => (
            <li key={p.id}>
              {p.connected ? (
                <span><Trans>Connected to {p.label}</Trans></span>
              ) : (
                <a href={connectUrl(p.id)} role="button" className="secondary outline">
                  <Trans>Connect {p.label}</Trans>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
