// /write-review and /write-review/{landlordId} (docs/product-rules.md#pages): signed-in only; signed out, the
// auth page shows in place and the renter stays here after signing in.
import { useParams } from "react-router-dom";
import { useUser } from "../../lib/auth";
import { WriteReviewScreen } from "../../features/write-review/components/WriteReviewScreen";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { AuthPage } from "./auth";
import { t } from "@lingui/core/macro";

export function WriteReviewPage() {
  const { landlordId } = useParams();
  const { user } = useUser();
  useDocumentTitle(landlordId ? t`Write a Review` : t`Add New Landlord & Write Review`);
  if (!user) return <AuthPage redirectTo={null} />;
  // A new key per landlord resets the form when the route's landlord changes.
  return <WriteReviewScreen key={landlordId ?? "new"} landlordId={landlordId} />;
}
