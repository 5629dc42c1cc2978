// /reset-password/:token (docs/product-rules.md#privacy): the page a reset link opens, signed in or not.
import { useParams } from "react-router-dom";
import { ResetPasswordScreen } from "../../features/auth/components/ResetPasswordScreen";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { t } from "@lingui/core/macro";

export function ResetPasswordPage() {
  const { token = "" } = useParams();
  useDocumentTitle(t`Reset password`);
  return (
    <div className="auth-wrap">
      <ResetPasswordScreen token={token} />
    </div>
  );
}
