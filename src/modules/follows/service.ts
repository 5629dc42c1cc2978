// Follows and notifications (contract §7.4, docs/follows.md): the rules over plain values.
import type { AppDeps } from "../../deps";
import type { FollowCreateInput, FollowEmail, NotificationsReadInput } from "../../contract/follows";
import { followTargetNotFound, unsubscribeLinkInvalid } from "./errors";
import { verifyUnsubscribeToken } from "./tokens";

export function createFollowsService(deps: AppDeps) {
  const { store } = deps;
  return {
    async follow(userId: number, input: FollowCreateInput) {
      const target = await store.follows.target(input.targetType, input.targetId);
      if (!target) throw followTargetNotFound();
      return store.follows.add(userId, target, input.email);
    },
    setEmail: (userId: number, followId: string, email: FollowEmail) => store.follows.setEmail(userId, followId, email),
    unfollow: (userId: number, followId: string) => store.follows.remove(userId, followId),
    list: (userId: number) => store.follows.ofUser(userId),
    notifications: (userId: number, page: { limit: number; offset: number }) => store.notifications.list(userId, page),
    markRead: (userId: number, input: NotificationsReadInput) => store.notifications.markRead(userId, input),
    /** The signed link of a mail: stops that follow's mails (404 for a token we did not sign). */
    async unsubscribe(token: string): Promise<void> {
      const followId = verifyUnsubscribeToken(deps.config.sessionSecret, token);
      if (!followId) throw unsubscribeLinkInvalid();
      // A follow removed since has no mails left to stop: the link still answers that it worked.
      await store.follows.stopMail(followId);
    },
  };
}
