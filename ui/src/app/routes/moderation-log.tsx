// /moderation-log (contract §6.2): the public moderation log, for everyone.
import { ModerationLogScreen } from "../../features/moderation-log/components/ModerationLogScreen";

export function ModerationLogPage() {
  return <ModerationLogScreen />;
}
