// landlord-verification (product.md §2): the content lives in features/static.
import { LandlordVerificationContent } from "../../features/static/components/LandlordVerificationContent";

export function LandlordVerificationPage() {
  return <LandlordVerificationContent />;
}
