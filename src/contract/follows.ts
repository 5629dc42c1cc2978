// Follows and notifications (contract §7.4, docs/follows.md): the request schemas and answer
// shapes shared by the server and the UI. Imports nothing server-only.
import { z } from "zod";
import { V } from "./validation";
import { limitParam, offsetParam } from "./query";

export const FOLLOW_TARGET_TYPES = ["landlord", "building", "city"] as const;
export type FollowTargetType = (typeof FOLLOW_TARGET_TYPES)[number];
export const FOLLOW_EMAILS = ["off", "instant", "weekly"] as const;
export type FollowEmail = (typeof FOLLOW_EMAILS)[number];
export const NOTIFICATION_KINDS = ["new-review", "reply", "moderation", "sanction"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_PAGE = { def: 20, max: 100 } as const;

/** A follow, seen only by its follower. */
export interface Follow {
  id: string;
  targetType: FollowTargetType;
  /** A landlord's or building's id, or a city's slug. */
  targetId: string;
  /** What is followed, as its page names it. */
  name: string;
  email: FollowEmail;
  createdAt: string;
}

export interface Notification {
  id: string;
  kind: NotificationKind;
  title: string;
  /** A path of the site ("/landlord/…"), never an outside address. */
  url: string;
  createdAt: string;
  readAt: string | null;
}

/**
 * A location's slug (contract §7.2): its words in lower case joined by "-" ("Ann Arbor, MI" ->
 * "ann-arbor-mi"). Letters and digits of any script count as word characters.
 */
export function citySlug(location: string): string {
  return location
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join("-");
}

const emailChoice = z.enum(FOLLOW_EMAILS, "email must be off, instant or weekly");

export const followCreateSchema = z.object({
  targetType: z.enum(FOLLOW_TARGET_TYPES, "targetType must be landlord, building or city"),
  targetId: z.string("targetId is required").trim().min(1, "targetId is required").max(200, "targetId is too long"),
  email: emailChoice.optional().transform((e) => e ?? "off"),
});
export type FollowCreateInput = z.output<typeof followCreateSchema>;

export const followUpdateSchema = z.object({ email: emailChoice });

export const notificationsReadSchema = z.union(
  [z.object({ all: z.literal(true) }), z.object({ ids: z.array(z.string().max(64)).min(1, "ids must name at least one notification").max(500, "at most 500 ids at once") })],
  V.give_ids_or_all_true,
);
export type NotificationsReadInput = z.output<typeof notificationsReadSchema>;

export const notificationsQuery = z.object({
  limit: limitParam(NOTIFICATIONS_PAGE.def, NOTIFICATIONS_PAGE.max),
  offset: offsetParam(),
});
