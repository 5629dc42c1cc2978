// terms (docs/product-rules.md#pages): the content lives in features/static.
import { TermsContent } from "../../features/static/components/TermsContent";

export function TermsPage() {
  return <TermsContent />;
}
