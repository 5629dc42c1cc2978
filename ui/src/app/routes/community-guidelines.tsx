// community-guidelines (docs/product-rules.md#pages): the content lives in features/static.
import { CommunityGuidelinesContent } from "../../features/static/components/CommunityGuidelinesContent";

export function CommunityGuidelinesPage() {
  return <CommunityGuidelinesContent />;
}
