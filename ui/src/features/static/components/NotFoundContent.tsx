import { Link, useLocation } from "react-router-dom";
import { paths } from "../../../lib/paths";
import { useDocumentTitle } from "../../../components/DocumentTitle";
import { HomeIcon, SearchIcon } from "../../../components/icons";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function NotFoundContent() {
  useDocumentTitle(t`Page Not Found`);
  const { pathname } = useLocation();
  return (
    <div className="not-found">
      <p className="code" aria-hidden="true">404</p>
      <h1><Trans>Page Not Found</Trans></h1>
      <p className="muted">
        <Trans>Sorry, we couldn't find <code>{pathname}</code>. It may have moved, or the link may be mistyped.</Trans>
      </p>
      <div className="btn-row">
        <Link to={paths.home} role="button"><HomeIcon /> <Trans>Go Home</Trans></Link>
        <Link to={paths.search()} role="button" className="outline"><SearchIcon /> <Trans>Browse Landlords</Trans></Link>
      </div>
    </div>
  );
}
