// landlord-verification (docs/product-rules.md#pages): the content lives in features/static.
import { LandlordVerificationContent } from "../../features/static/components/LandlordVerificationContent";

export function LandlordVerificationPage() {
  return <LandlordVerificationContent />;
}
