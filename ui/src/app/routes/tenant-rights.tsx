// tenant-rights (docs/product-rules.md#pages): the editable Tenant Rights page (contract §7.6), from features/static.
import { EditablePage } from "../../features/static/components/EditablePage";
import { ScaleIcon } from "../../components/icons";

export function TenantRightsPage() {
  return <EditablePage slug="tenant-rights" fallbackTitle="Tenant Rights" icon={ScaleIcon} />;
}
