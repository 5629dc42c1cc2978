// A verification request's status as a badge: "Pending review", "Approved", "Rejected".
import type { VerificationStatus } from "@contract/constants";

const WORDS: Record<VerificationStatus, [string, string]> = {
  pending: ["Pending review", "badge badge-warning"],
  approved: ["Approved", "badge badge-success"],
  rejected: ["Rejected", "badge badge-secondary"],
};

export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const [label, className] = WORDS[status];
  return (
    <span className={className} data-testid="verification-status">
      {label}
    </span>
  );
}
