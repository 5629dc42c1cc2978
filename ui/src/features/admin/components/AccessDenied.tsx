// The admin screen's access-denied view (docs/product-rules.md#pages "Admin reports").
import { Link } from "react-router-dom";
import { LockIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export const ACCESS_MESSAGES = {
  get notAdmin() { return t`You need admin privileges to access this page.`; },
  get signedOut() { return t`You need to be logged in to access the admin panel.`; },
  get forbidden() { return t`You don't have administrator privileges.`; },
} as const;

export function AccessDenied({ message }: { message: string }) {
  return (
    <div className="error-state admin-denied" role="alert" data-testid="access-denied">
      <LockIcon />
      <h1><Trans>Access Denied</Trans></h1>
      <p>{message}</p>
      <div className="btn-row">
        <Link to={paths.home} role="button">
          <Trans>Go Home</Trans>
        </Link>
        {message === ACCESS_MESSAGES.signedOut && (
          <Link to={paths.auth} role="button" className="secondary outline">
            <Trans>Sign In</Trans>
          </Link>
        )}
      </div>
    </div>
  );
}
