// privacy (docs/product-rules.md#pages): the content lives in features/static.
import { PrivacyContent } from "../../features/static/components/PrivacyContent";

export function PrivacyPage() {
  return <PrivacyContent />;
}
