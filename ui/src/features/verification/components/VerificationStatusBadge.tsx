// A verification request's status as a badge: "Pending review", "Approved", "Rejected".
import type { VerificationStatus } from "@contract/constants";
import { t } from "@lingui/core/macro";

const WORDS: Record<VerificationStatus, readonly [string, string]> = {
  get pending() { return [t`Pending review`, "badge badge-warning"] as const; },
  get approved() { return [t`Approved`, "badge badge-success"] as const; },
  get rejected() { return [t`Rejected`, "badge badge-secondary"] as const; },
};

export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const [label, className] = WORDS[status];
  return (
    <span className={className} data-testid="verification-status">
      {label}
    </span>
  );
}
