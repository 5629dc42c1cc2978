// /unsubscribe/{token}: the page a follow mail's link opens (contract §7.4). No sign-in: the signed
// token names the one follow whose mails stop. A button, not the page load, stops them, so a mail
// scanner that opens links cannot unsubscribe anyone.
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { useDocumentTitle } from "../../../components/DocumentTitle";
import { ApiError } from "../../../lib/api";
import { paths } from "../../../lib/paths";
import { MailIcon } from "../../../components/icons";
import { unsubscribe } from "../api";
import "./follows.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function UnsubscribeScreen() {
  useDocumentTitle(t`Stop e-mail alerts`);
  const { token = "" } = useParams<{ token: string }>();
  const [state, setState] = useState<"ready" | "pending" | "done" | "invalid" | "failed">("ready");

  async function stop() {
    setState("pending");
    try {
      await unsubscribe(token);
      setState("done");
    } catch (error) {
      setState(error instanceof ApiError && error.status === 404 ? "invalid" : "failed");
    }
  }

  return (
    <div className="page unsubscribe">
      <div className="card unsubscribe__card">
        <MailIcon />
        <h1><Trans>Stop e-mail alerts</Trans></h1>
        {state === "done" ? (
          <p role="status"><Trans>Done. You will get no more e-mails for this follow. You still see new reviews in your notifications.</Trans></p>
        ) : state === "invalid" ? (
          <p role="alert"><Trans>This unsubscribe link is not valid. You can change e-mail alerts in your <Link to={paths.account}>account settings</Link>.</Trans></p>
        ) : (
          <>
            <p><Trans>Stop the e-mails this link came with? Other follows keep their e-mail choice.</Trans></p>
            {state === "failed" && <p role="alert"><Trans>Something went wrong. Please try again.</Trans></p>}
            <button type="button" onClick={() => void stop()} disabled={state === "pending"}>
              <Trans>Stop these e-mails</Trans>
            </button>
          </>
        )}
      </div>
    </div>
  );
}
