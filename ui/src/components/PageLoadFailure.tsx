// What a page named by an id or a slug shows when its answer did not come: "… Not Found" for a 404
// (an empty state with the way back to search), otherwise an alert with "Try again". The landlord,
// building and city pages (ui/src/app/routes/) share it, each with its own words.
import { Link } from "react-router-dom";
import { Trans } from "@lingui/react/macro";
import { AlertIcon, SearchIcon } from "./icons";
import { ApiError } from "../lib/api";

export interface PageLoadFailureProps {
  error: unknown;
  /** The 404 state's heading and sentence, and where "Back to Search" leads. */
  notFoundTitle: string;
  notFoundText: string;
  backTo: string;
  /** Any other failure's heading; `onRetry` asks again. */
  failedTitle: string;
  onRetry: () => void;
}

export function PageLoadFailure({ error, notFoundTitle, notFoundText, backTo, failedTitle, onRetry }: PageLoadFailureProps) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="page">
      {notFound ? (
        <div className="empty-state card">
          <SearchIcon />
          <h1>{notFoundTitle}</h1>
          <p>{notFoundText}</p>
          <Link to={backTo} role="button">
            <Trans>Back to Search</Trans>
          </Link>
        </div>
      ) : (
        <div className="error-state card" role="alert">
          <AlertIcon />
          <h1>{failedTitle}</h1>
          <p><Trans>Something went wrong while loading this page. Please try again.</Trans></p>
          <button type="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
