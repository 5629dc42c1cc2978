// landlord-verification (docs/product-rules.md#pages): the content lives in features/verification (the form files a verification request).
import { LandlordVerificationContent } from "../../features/verification/components/LandlordVerificationContent";

export function LandlordVerificationPage() {
  return <LandlordVerificationContent />;
}
