// /account ("Account settings", docs/product-rules.md#privacy): signed-in only; signed out, the auth page shows in
// place. The review count in the delete dialog comes from the dashboard's stats; the follows list
// ("Following", e-mail choice and Unfollow) from the follows feature.
import type { User } from "@contract/types";
import { useUser } from "../../lib/auth";
import { AccountScreen } from "../../features/account/components/AccountScreen";
import { useUserStats } from "../../features/dashboard/api";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { AuthPage } from "./auth";
import { FollowList } from "../../features/follows/components/FollowList";
import { t } from "@lingui/core/macro";

export function AccountPage() {
  const { user } = useUser();
  useDocumentTitle(t`Account settings`);
  if (!user) return <AuthPage redirectTo={null} />;
  // Keyed by account: the forms start from this account's values, never another's.
  return <AccountWithStats key={user.id} user={user} />;
}

function AccountWithStats({ user }: { user: User }) {
  const { data } = useUserStats();
  return <AccountScreen user={user} reviewsWritten={data?.reviewsWritten ?? null} following={<FollowList />} />;
}
