// not-found (product.md §2): the content lives in features/static.
import { NotFoundContent } from "../../features/static/components/NotFoundContent";

export function NotFoundPage() {
  return <NotFoundContent />;
}
