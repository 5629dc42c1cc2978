// /confirm-email/{token} (docs/product-rules.md#accounts): the page a confirmation link opens, signed in
// or not. The address is confirmed when the person presses the button (a POST), never by opening
// the link: mail scanners that fetch links must not spend it.
import { useState } from "react";
import { Link } from "react-router-dom";
import { ApiError, showFailure } from "../../../lib/api";
import { paths } from "../../../lib/paths";
import { confirmEmail } from "../api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function ConfirmEmailScreen({ token }: { token: string }) {
  const [state, setState] = useState<"idle" | "pending" | "done" | "invalid">("idle");

  async function confirm() {
    setState("pending");
    try {
      await confirmEmail(token);
      setState("done");
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setState("invalid");
      else {
        showFailure(error, { title: t`Failed to confirm your e-mail` });
        setState("idle");
      }
    }
  }

  if (state === "done")
    return (
      <div className="card" role="status">
        <h1><Trans>E-mail confirmed</Trans></h1>
        <p><Trans>Signing in with another service that uses this address now reaches your account.</Trans></p>
        <Link to={paths.account} role="button">
          <Trans>Account settings</Trans>
        </Link>
      </div>
    );

  return (
    <div className="card">
      <h1><Trans>Confirm your e-mail</Trans></h1>
      {state === "invalid" ? (
        <div role="alert" className="error-state">
          <p><Trans>This confirmation link is invalid or has expired. Links work once, within 24 hours; ask for a new one in your account settings.</Trans></p>
        </div>
      ) : (
        <p><Trans>Confirm that this address is yours, so that signing in with another service that uses it reaches your account.</Trans></p>
      )}
      <button type="button" onClick={() => void confirm()} disabled={state === "pending" || state === "invalid"} aria-busy={state === "pending" || undefined}>
        {state === "pending" ? t`Confirming...` : t`Confirm my e-mail`}
      </button>
    </div>
  );
}
