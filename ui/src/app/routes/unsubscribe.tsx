// /unsubscribe/{token}: a follow mail's link (contract §7.4); works signed out.
import { UnsubscribeScreen } from "../../features/follows/components/UnsubscribeScreen";

export function UnsubscribePage() {
  return <UnsubscribeScreen />;
}
