// The admins' "Verification" tab (docs/product-rules.md#verification-badges-and-replies): verification requests, pending first, each with
// the form's details and the profile it claims; Approve or Reject with notes for the applicant.
// Approving makes the applicant the profile's owner (its "verified" badge, its right of reply);
// rejecting an approved request takes that back.
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import type { VerificationRequest } from "@contract/types";
import { LIMITS } from "@contract/constants";
import { ShieldCheckIcon } from "../../../components/icons";
import { showFailure } from "../../../lib/api";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { decideVerificationRequest, useAdminVerificationRequests } from "../api";
import { VerificationStatusBadge } from "./VerificationStatusBadge";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { formatDate } from "../../../lib/i18n";

const dateOf = (iso: string) => formatDate(iso, { year: "numeric", month: "short", day: "numeric" });

function RequestCard({ request }: { request: VerificationRequest }) {
  const notesId = useId();
  const [notes, setNotes] = useState("");
  const [busy, setBusy] = useState(false);

  async function decide(status: "approved" | "rejected") {
    setBusy(true);
    try {
      await decideVerificationRequest(request.id, { status, ...(notes.trim() ? { adminNotes: notes.trim() } : {}) });
      toast(status === "approved" ? t`Request approved` : t`Request rejected`, status === "approved" ? t`${request.fullName} is now verified.` : t`The applicant sees the decision on their dashboard.`);
      setNotes("");
    } catch (error) {
      showFailure(error, { title: t`Failed to update request`, fallback: t`Please try again.` });
    } finally {
      setBusy(false);
    }
  }

  const titleId = `verification-${request.id}-title`;
  return (
    <article className="report-card" aria-labelledby={titleId} data-testid="verification-request">
      <div className="report-card__head">
        <div>
          <h3 id={titleId} className="report-card__category">
            {request.fullName}
            {request.businessName && <span className="muted"> · {request.businessName}</span>}
          </h3>
          <p className="report-card__meta">
            <time dateTime={request.createdAt}><Trans>Submitted {dateOf(request.createdAt)}</Trans></time>
          </p>
        </div>
        <VerificationStatusBadge status={request.status} />
      </div>
      <dl className="verification-details">
        <div>
          <dt><Trans>Claims profile</Trans></dt>
          <dd>{request.landlord ? <Link to={paths.landlord(request.landlord.id)}>{request.landlord.name}, {request.landlord.location}</Link> : t`None`}</dd>
        </div>
        <div>
          <dt><Trans>Email</Trans></dt>
          <dd>{request.email}</dd>
        </div>
        <div>
          <dt><Trans>Phone</Trans></dt>
          <dd>{request.phone}</dd>
        </div>
        <div>
          <dt><Trans>Business address</Trans></dt>
          <dd>{request.businessAddress}</dd>
        </div>
        <div>
          <dt><Trans>Business license</Trans></dt>
          <dd>{request.businessLicense ?? t`Not given`}</dd>
        </div>
        <div>
          <dt><Trans>Years in business</Trans></dt>
          <dd>{request.yearsInBusiness}</dd>
        </div>
        <div>
          <dt><Trans>Properties</Trans></dt>
          <dd>{request.propertyCount}</dd>
        </div>
        {request.additionalInfo && (
          <div className="full">
            <dt><Trans>Additional information</Trans></dt>
            <dd>{request.additionalInfo}</dd>
          </div>
        )}
        {request.adminNotes && (
          <div className="full">
            <dt><Trans>Notes</Trans></dt>
            <dd>{request.adminNotes}</dd>
          </div>
        )}
      </dl>
      {request.status !== "rejected" && (
        <div className="stack-sm">
          <label htmlFor={notesId}><Trans>Notes for the applicant (optional)</Trans></label>
          <textarea id={notesId} rows={2} maxLength={LIMITS.adminNotesMax} value={notes} onChange={(e) => setNotes(e.target.value)} />
          <div className="btn-row">
            {request.status === "pending" ? (
              <>
                <button type="button" className="secondary small" disabled={busy} onClick={() => void decide("rejected")}>
                  <Trans>Reject</Trans>
                </button>
                <button type="button" className="small" disabled={busy} aria-busy={busy || undefined} onClick={() => void decide("approved")}>
                  <Trans>Approve</Trans>
                </button>
              </>
            ) : (
              <button type="button" className="danger small" disabled={busy} onClick={() => void decide("rejected")}>
                <Trans>Revoke verification</Trans>
              </button>
            )}
          </div>
        </div>
      )}
    </article>
  );
}

export function VerificationQueue() {
  const { data, error, isLoading, mutate } = useAdminVerificationRequests(true);
  // Pending first (oldest waiting first), then the decided ones, newest first.
  const pending = (data ?? []).filter((r) => r.status === "pending").reverse();
  const decided = (data ?? []).filter((r) => r.status !== "pending");
  return (
    <section className="admin-queue" aria-labelledby="verification-queue-title">
      <h2 id="verification-queue-title" className="text-lg">
        <ShieldCheckIcon /> <Trans>Verification requests</Trans>
      </h2>
      <p><Trans>Landlords asking to be verified. Approving one makes the account the owner of the profile it claims.</Trans></p>
      {isLoading ? (
        <div className="stack" aria-busy="true" aria-label={t`Loading verification requests`}>
          {[0, 1].map((i) => (
            <div key={i} className="skeleton" style={{ height: "9rem" }} />
          ))}
        </div>
      ) : error ? (
        <div className="error-state" role="alert">
          <h2><Trans>Could not load verification requests</Trans></h2>
          <button type="button" onClick={() => void mutate()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <div className="stack">
          {pending.length === 0 && (
            <div className="empty-state">
              <h2 className="text-lg"><Trans>All caught up!</Trans></h2>
              <p><Trans>No verification requests are waiting.</Trans></p>
            </div>
          )}
          {pending.map((r) => (
            <RequestCard key={r.id} request={r} />
          ))}
          {decided.length > 0 && <h2 className="text-lg"><Trans>Decided</Trans></h2>}
          {decided.map((r) => (
            <RequestCard key={r.id} request={r} />
          ))}
        </div>
      )}
    </section>
  );
}
