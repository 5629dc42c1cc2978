// /notifications (contract §7.4): signed-in only; signed out, the auth page shows in place.
import { useUser } from "../../lib/auth";
import { NotificationsScreen } from "../../features/follows/components/NotificationsScreen";
import { AuthPage } from "./auth";

export function NotificationsPage() {
  const { user } = useUser();
  if (!user) return <AuthPage redirectTo={null} />;
  return <NotificationsScreen key={user.id} />;
}
