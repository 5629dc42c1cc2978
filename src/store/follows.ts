// The follows store's interface (docs/architecture.md, "Stores"; docs/follows.md); its
// implementations are src/store/sqlite/follows.ts and src/store/postgres/follows.ts. A follow is
// private to its follower: every method names the follower, and another's follow is "not found".
import type { Follow, FollowCreateInput, FollowEmail, FollowTargetType } from "../contract/follows";

/** What a follow points at, as the target resolver found it. */
export interface FollowTarget {
  targetType: FollowTargetType;
  /** The canonical id: a landlord's or building's id, a city's slug. */
  targetId: string;
  /** As its page names it: the landlord's name, the building's address, the city's location. */
  name: string;
}

export interface FollowsStore {
  /**
   * The target of a follow, or null when there is none (404 at the route): a landlord by id, a city
   * by the slug of a location some landlord has, a building by id (named by its address: see
   * resolveBuilding in each implementation).
   */
  target(targetType: FollowTargetType, targetId: string): Promise<FollowTarget | null>;
  /** Follows `target` (409 alreadyFollowing, a double click's race included). */
  add(userId: number, target: FollowTarget, email: FollowCreateInput["email"]): Promise<Follow>;
  /** Changes the e-mail choice of the user's own follow (404 followNotFound for anyone else's). */
  setEmail(userId: number, followId: string, email: FollowEmail): Promise<Follow>;
  /** Unfollows (404 followNotFound for anyone else's); mails queued for it and not sent are dropped. */
  remove(userId: number, followId: string): Promise<void>;
  /** The user's follows, newest first. */
  ofUser(userId: number): Promise<Follow[]>;
  /** The user's follow of one target, or null: the Follow button's state. */
  find(userId: number, targetType: FollowTargetType, targetId: string): Promise<Follow | null>;
  /**
   * Stops the follow's mails (email "off") without a session: the signed unsubscribe link. False when
   * the follow is gone (unfollowed since): nothing left to stop. Mails queued for it and not sent are dropped.
   */
  stopMail(followId: string): Promise<boolean>;
}
