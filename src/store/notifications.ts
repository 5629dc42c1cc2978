// The notifications store's interface (docs/follows.md); implementations in src/store/sqlite/notifications.ts
// and src/store/postgres/notifications.ts. Notifications are WRITTEN inside the transaction of their
// cause by other stores, through `addNotification(tx, …)` of each implementation (not through this
// interface, which cannot join a caller's transaction): an owner's reply, a report decided, a
// suspension, and (issue 28) a review hidden or restored or an appeal answered.
import type { Notification, NotificationKind, NotificationsReadInput } from "../contract/follows";

/** One notification to one user; `eventKey` names the event, so the same event never notifies a user twice. */
export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  title: string;
  /** A path of the site. */
  url: string;
  eventKey: string;
}

export interface NotificationsStore {
  /** Newest first, one page, with the user's total and unread counts (one snapshot). */
  list(userId: number, page: { limit: number; offset: number }): Promise<{ notifications: Notification[]; total: number; unread: number }>;
  /** Marks the user's own notifications read (ids of others are ignored); already read ones keep their time. */
  markRead(userId: number, input: NotificationsReadInput): Promise<void>;
  /** The unread count alone (the bell). */
  unread(userId: number): Promise<number>;
}
