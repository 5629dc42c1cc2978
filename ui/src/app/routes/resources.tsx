// /resources, "Get Help" (contract §7.6): the directory of help, from features/resources.
import { ResourcesScreen } from "../../features/resources/components/ResourcesScreen";

export function ResourcesPage() {
  return <ResourcesScreen />;
}
