// privacy (product.md §2): the content lives in features/static.
import { PrivacyContent } from "../../features/static/components/PrivacyContent";

export function PrivacyPage() {
  return <PrivacyContent />;
}
