// /dashboard (docs/product-rules.md#pages): signed-in only; signed out, the auth page shows in place. The edit
// dialog comes from the write-review feature (same fields and rules) and a landlord's cards from the
// verification feature; they are composed here, so the features stay independent.
import { useState } from "react";
import type { Review } from "@contract/types";
import { useUser } from "../../lib/auth";
import { DashboardScreen } from "../../features/dashboard/components/DashboardScreen";
import { EditReviewDialog } from "../../features/write-review/components/EditReviewDialog";
import { VerificationStatusCard, YourProperties } from "../../features/verification/components/OwnerDashboard";
import { useOwnerProperties } from "../../features/verification/api";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { AuthPage } from "./auth";
import { t } from "@lingui/core/macro";

export function DashboardPage() {
  const { user, isAdmin } = useUser();
  const [editing, setEditing] = useState<Review | null>(null);
  const owns = (useOwnerProperties().data?.landlords.length ?? 0) > 0;
  useDocumentTitle(t`Dashboard`);
  if (!user) return <AuthPage redirectTo={null} />;
  return (
    <>
      <DashboardScreen
        user={user}
        isAdmin={isAdmin}
        onEditReview={setEditing}
        owner={{ properties: <YourProperties />, verificationStatus: <VerificationStatusCard />, owns }}
      />
      <EditReviewDialog review={editing} onClose={() => setEditing(null)} />
    </>
  );
}
