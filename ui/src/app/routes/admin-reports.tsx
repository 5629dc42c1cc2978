// /admin-reports and /admin/reports (docs/product-rules.md#pages): the auth page when signed out, the
// access-denied view for non-admins, Content Reports for admins, with the verification feature's
// queue composed in as its Verification tab.
import { useUser } from "../../lib/auth";
import { AdminReportsScreen } from "../../features/admin/components/AdminReportsScreen";
import { VerificationQueue } from "../../features/verification/components/VerificationQueue";
import { useAdminVerificationRequests } from "../../features/verification/api";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { AuthPage } from "./auth";
import { t } from "@lingui/core/macro";

export function AdminReportsPage() {
  const { user, isAdmin } = useUser();
  const requests = useAdminVerificationRequests(Boolean(user) && isAdmin);
  const waiting = (requests.data ?? []).filter((r) => r.status === "pending").length;
  useDocumentTitle(t`Content Reports`);
  if (!user) return <AuthPage redirectTo={null} />;
  return <AdminReportsScreen isAdmin={isAdmin} verification={{ panel: <VerificationQueue />, waiting }} />;
}
