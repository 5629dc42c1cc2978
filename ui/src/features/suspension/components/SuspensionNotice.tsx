// What a suspended account sees on every page (docs/product-rules.md#moderation, the Terms' sanctions): until when,
// why, what still works, and how to appeal. The server refuses the writes either way; this says
// so before someone spends time on a review they cannot post.
import { Link } from "react-router-dom";
import { AlertIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { useMySuspension } from "../api";
import "./suspension.css";
import { Trans } from "@lingui/react/macro";
import { formatDateTime } from "../../../lib/i18n";

const formatEnd = (iso: string) => formatDateTime(iso, { dateStyle: "long", timeStyle: "short" });

export function SuspensionNotice({ signedIn }: { signedIn: boolean }) {
  const suspension = useMySuspension(signedIn).data?.suspension;
  if (!suspension) return null;
  return (
    <div className="suspension-notice" role="status" data-testid="suspension-notice">
      <AlertIcon />
      <p>
        <Trans><strong>Your account is suspended until {formatEnd(suspension.until)}.</strong> You can still read reviews, but you
        cannot post, edit, vote or report until then. Reason: {suspension.reason}. You may appeal within 14 days from{" "}
        <Link to={paths.dashboard}>your dashboard</Link>.</Trans>
      </p>
    </div>
  );
}
