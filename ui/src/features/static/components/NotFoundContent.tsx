import { Link, useLocation } from "react-router-dom";
import { paths } from "../../../lib/paths";
import { useDocumentTitle } from "../../../components/DocumentTitle";
import { HomeIcon, SearchIcon } from "../../../components/icons";

export function NotFoundContent() {
  useDocumentTitle("Page Not Found");
  const { pathname } = useLocation();
  return (
    <div className="not-found">
      <p className="code" aria-hidden="true">404</p>
      <h1>Page Not Found</h1>
      <p className="muted">
        Sorry, we couldn't find <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <div className="btn-row">
        <Link to={paths.home} role="button"><HomeIcon /> Go Home</Link>
        <Link to={paths.search()} role="button" className="outline"><SearchIcon /> Browse Landlords</Link>
      </div>
    </div>
  );
}
