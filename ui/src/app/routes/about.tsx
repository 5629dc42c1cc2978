// about (docs/product-rules.md#pages): the editable About page (contract §7.6), from features/static.
import { EditablePage } from "../../features/static/components/EditablePage";
import { InfoIcon } from "../../components/icons";
import { SITE_NAME } from "../../lib/site";

export function AboutPage() {
  return <EditablePage slug="about" fallbackTitle={`About ${SITE_NAME}`} icon={InfoIcon} />;
}
