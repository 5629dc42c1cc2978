// contact (product.md §2): the content lives in features/static.
import { ContactContent } from "../../features/static/components/ContactContent";

export function ContactPage() {
  return <ContactContent />;
}
