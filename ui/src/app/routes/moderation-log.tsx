// /moderation-log (docs/product-rules.md#moderation): the public moderation log, for everyone.
import { ModerationLogScreen } from "../../features/moderation-log/components/ModerationLogScreen";

export function ModerationLogPage() {
  return <ModerationLogScreen />;
}
