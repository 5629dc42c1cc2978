// The Follow button of landlord (and, with issue 25, building and city) pages (contract §7.4).
// Signed out it says "Login required"; signed in it follows (no e-mail until chosen in the account
// settings' "Following" list) or, pressed again, unfollows.
import { useState } from "react";
import type { FollowTargetType } from "@contract/follows";
import { useUser } from "../../../lib/auth";
import { showFailure } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { BellIcon, CheckIcon } from "../../../components/icons";
import { follow, unfollow, useFollows } from "../api";
import { t } from "@lingui/core/macro";

export function FollowButton({ targetType, targetId, name }: { targetType: FollowTargetType; targetId: string; name: string }) {
  const { user } = useUser();
  const follows = useFollows(Boolean(user));
  const current = follows.data?.find((f) => f.targetType === targetType && f.targetId === targetId) ?? null;
  const [pending, setPending] = useState(false);

  async function onClick() {
    if (!user) {
      toast(t`Login required`, t`Please log in to follow landlords`, "destructive");
      return;
    }
    setPending(true);
    try {
      if (current) {
        await unfollow(current.id);
        toast(t`Unfollowed`, t`You no longer follow ${name}.`);
      } else {
        await follow({ targetType, targetId });
        toast(t`Following`, t`You will be notified of new reviews. Choose e-mail alerts in your account settings.`);
      }
    } catch (error) {
      showFailure(error, { title: current ? t`Could not unfollow` : t`Could not follow` });
    } finally {
      setPending(false);
    }
  }

  return (
    <button type="button" className={current ? "secondary" : "secondary outline"} aria-pressed={Boolean(current)} onClick={() => void onClick()} disabled={pending} data-testid="follow-button">
      {current ? <CheckIcon /> : <BellIcon />}
      {current ? t`Following` : t`Follow`}
    </button>
  );
}
