// tenant-rights (docs/product-rules.md#pages): the content lives in features/static.
import { TenantRightsContent } from "../../features/static/components/TenantRightsContent";

export function TenantRightsPage() {
  return <TenantRightsContent />;
}
