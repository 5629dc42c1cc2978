// about (docs/product-rules.md#pages): the content lives in features/static.
import { AboutContent } from "../../features/static/components/AboutContent";

export function AboutPage() {
  return <AboutContent />;
}
