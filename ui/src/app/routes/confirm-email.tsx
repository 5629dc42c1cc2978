// /confirm-email/:token (docs/product-rules.md#accounts): the page an e-mail confirmation link opens, signed in or not.
import { useParams } from "react-router-dom";
import { ConfirmEmailScreen } from "../../features/account/components/ConfirmEmailScreen";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { t } from "@lingui/core/macro";

export function ConfirmEmailPage() {
  const { token = "" } = useParams();
  useDocumentTitle(t`Confirm your e-mail`);
  return (
    <div className="auth-wrap">
      <ConfirmEmailScreen token={token} />
    </div>
  );
}
