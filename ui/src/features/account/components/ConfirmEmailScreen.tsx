// /confirm-email/{token} (docs/product-rules.md#accounts): the page a confirmation link opens, signed in
// or not. The address is confirmed when the person presses the button (a POST), never by opening
// the link: mail scanners that fetch links must not spend it.
import { useState } from "react";
import { Link } from "react-router-dom";
import { ApiError, showFailure } from "../../../lib/api";
import { paths } from "../../../lib/paths";
import { confirmEmail } from "../api";

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
        showFailure(error, { title: "Failed to confirm your e-mail" });
        setState("idle");
      }
    }
  }

  if (state === "done")
    return (
      <div className="card" role="status">
        <h1>E-mail confirmed</h1>
        <p>Signing in with another service that uses this address now reaches your account.</p>
        <Link to={paths.account} role="button">
          Account settings
        </Link>
      </div>
    );

  return (
    <div className="card">
      <h1>Confirm your e-mail</h1>
      {state === "invalid" ? (
        <div role="alert" className="error-state">
          <p>This confirmation link is invalid or has expired. Links work once, within 24 hours; ask for a new one in your account settings.</p>
        </div>
      ) : (
        <p>Confirm that this address is yours, so that signing in with another service that uses it reaches your account.</p>
      )}
      <button type="button" onClick={() => void confirm()} disabled={state === "pending" || state === "invalid"} aria-busy={state === "pending" || undefined}>
        {state === "pending" ? "Confirming..." : "Confirm my e-mail"}
      </button>
    </div>
  );
}
