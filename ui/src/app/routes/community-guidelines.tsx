// community-guidelines (product.md §2): the content lives in features/static.
import { CommunityGuidelinesContent } from "../../features/static/components/CommunityGuidelinesContent";

export function CommunityGuidelinesPage() {
  return <CommunityGuidelinesContent />;
}
