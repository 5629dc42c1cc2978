// /admin-reports and /admin/reports (docs/product-rules.md#pages): the auth page when signed out, the
// access-denied view for non-admins, Content Reports for admins.
import { useUser } from "../../lib/auth";
import { AdminReportsScreen } from "../../features/admin/components/AdminReportsScreen";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { AuthPage } from "./auth";

export function AdminReportsPage() {
  const { user, isAdmin } = useUser();
  useDocumentTitle("Content Reports");
  if (!user) return <AuthPage redirectTo={null} />;
  return <AdminReportsScreen isAdmin={isAdmin} />;
}
