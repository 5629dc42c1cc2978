// about (product.md §2): the content lives in features/static.
import { AboutContent } from "../../features/static/components/AboutContent";

export function AboutPage() {
  return <AboutContent />;
}
