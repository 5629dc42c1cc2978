// contact (docs/product-rules.md#pages): the content lives in features/static.
import { ContactContent } from "../../features/static/components/ContactContent";

export function ContactPage() {
  return <ContactContent />;
}
