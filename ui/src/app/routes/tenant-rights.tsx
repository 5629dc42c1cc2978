// tenant-rights (product.md §2): the content lives in features/static.
import { TenantRightsContent } from "../../features/static/components/TenantRightsContent";

export function TenantRightsPage() {
  return <TenantRightsContent />;
}
