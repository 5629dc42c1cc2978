// not-found (docs/product-rules.md#pages): the content lives in features/static.
import { NotFoundContent } from "../../features/static/components/NotFoundContent";

export function NotFoundPage() {
  return <NotFoundContent />;
}
