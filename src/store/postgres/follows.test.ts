// The follows, notifications, alerts (fan-out, mail outbox, digests) and feeds stores behave the same
// on PostgreSQL as on SQLite: the same assertions run against both, PostgreSQL on a real private
// cluster (src/test/postgres-cluster.ts).
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { FollowsStore } from "../follows";
import type { NotificationsStore } from "../notifications";
import type { AlertsStore, FeedsStore } from "../alerts";
import type { ReviewsStore } from "../reviews";
import type { AccountStore } from "../account";
import type { LandlordsStore } from "../landlords";
import type { AdminStore } from "../admin";
import { createLandlordsStore as sqliteLandlords } from "../sqlite/landlords";
import { createAdminStore as sqliteAdmin } from "../sqlite/admin";
import { createLandlordsStore as pgLandlords } from "./landlords";
import { createAdminStore as pgAdmin } from "./admin";
import * as sqlite from "../sqlite/follows";
import * as sqliteNotifications from "../sqlite/notifications";
import * as sqliteAlerts from "../sqlite/alerts";
import { createReviewsStore as sqliteReviews } from "../sqlite/reviews";
import { createAccountStore as sqliteAccount } from "../sqlite/account";
import { writeTx as sqliteWriteTx } from "../sqlite/tx";
import * as pg from "./follows";
import * as pgNotifications from "./notifications";
import * as pgAlerts from "./alerts";
import { createReviewsStore as pgReviews } from "./reviews";
import { createAccountStore as pgAccount } from "./account";
import { writeTx as pgWriteTx } from "./tx";
import type { NotificationInput } from "../notifications";
import { WEEK_MS } from "../alert-rules";

const { eachBackend } = storeBackends({ max: 4 });

interface Backend {
  follows: FollowsStore;
  notifications: NotificationsStore;
  alerts: AlertsStore;
  feeds: FeedsStore;
  reviews: ReviewsStore;
  account: AccountStore;
  landlords: LandlordsStore;
  admin: AdminStore;
  /** Another store's transaction calling addNotification inside it. */
  notifyInTx(input: NotificationInput, fail?: boolean): Promise<void>;
  rows(query: string): Promise<Record<string, unknown>[]>;
  exec(statement: string): Promise<void>;
}

const USERS = 12;
const SETUP = [
  ...Array.from({ length: USERS }, (_, i) => i + 1).map((id) => `INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (${id}, 'u${id}', 'u${id}@x.test', 'x', 'n', 'n')`),
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('l1', 'Oak Homes', 'company', 'Ann Arbor, MI', 'oak|aa', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('l2', 'Elm Lets', 'company', 'Ann Arbor MI', 'elm|aa', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('l3', 'Pine Co', 'company', 'Boston, MA', 'pine|bo', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('l4', 'Dup Co', 'company', 'Boston, MA', 'dup|bo', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('l5', 'Gone Co', 'company', 'Boston, MA', 'gone|bo', 'n')",
];

const review = (overrides: Record<string, unknown> = {}) => ({
  overallRating: 4,
  responsivenessRating: 4,
  maintenanceRating: 4,
  fairnessRating: 4,
  reviewText: "Fixed the heating quickly and returned the deposit in full.",
  propertyAddress: "12 Oak St, Apt 4B",
  lengthOfResidence: "1-2 years",
  monthlyRent: 1500,
  rentPeriod: "monthly",
  utilitiesIncluded: "false",
  reviewerName: "Jane Renter",
  ...overrides,
}) as Parameters<ReviewsStore["create"]>[1];

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({
    follows: sqlite.createFollowsStore(ctx),
    notifications: sqliteNotifications.createNotificationsStore(ctx),
    alerts: sqliteAlerts.createAlertsStore(ctx),
    feeds: sqliteAlerts.createFeedsStore(ctx),
    reviews: sqliteReviews(ctx),
    account: sqliteAccount(ctx),
    landlords: sqliteLandlords(ctx),
    admin: sqliteAdmin(ctx),
    async notifyInTx(input, fail) {
      sqliteWriteTx(ctx.db, (tx) => {
        sqliteNotifications.addNotification(tx, input);
        if (fail) throw new Error("rolled back");
      });
    },
    rows: async (q) => ctx.db.$client.query(q).all() as Record<string, unknown>[],
    exec: async (s) => void ctx.db.$client.exec(s),
  }),
  postgres: (ctx) => ({
    follows: pg.createFollowsStore(ctx),
    notifications: pgNotifications.createNotificationsStore(ctx),
    alerts: pgAlerts.createAlertsStore(ctx),
    feeds: pgAlerts.createFeedsStore(ctx),
    reviews: pgReviews(ctx),
    account: pgAccount(ctx),
    landlords: pgLandlords(ctx),
    admin: pgAdmin(ctx),
    async notifyInTx(input, fail) {
      await pgWriteTx(ctx.db, async (tx) => {
        await pgNotifications.addNotification(tx, input);
        if (fail) throw new Error("rolled back");
      });
    },
    rows: async (q) => [...(await ctx.db.$client.unsafe(q))] as Record<string, unknown>[],
    exec: async (s) => void (await ctx.db.$client.unsafe(s)),
  }),
};

async function drain(b: Backend, batch = 2) {
  for (const id of await b.alerts.pendingFanOuts()) while (await b.alerts.fanOutBatch(id, batch));
}

eachBackend("the follows stores", { setup: SETUP }, open, (b) => {
  test("targets: a landlord by id, a city by slug (all its spellings), no building yet", async () => {
    expect(await b.follows.target("landlord", "L1")).toEqual({ targetType: "landlord", targetId: "l1", name: "Oak Homes" });
    expect(await b.follows.target("landlord", "nope")).toBeNull();
    expect((await b.follows.target("city", "ann-arbor-mi"))?.targetId).toBe("ann-arbor-mi");
    expect(await b.follows.target("city", "paris")).toBeNull();
    expect(await b.follows.target("building", "b1")).toBeNull();
  });

  test("a follow is one per user and target (409), changed and removed only by its follower (404)", async () => {
    const target = (await b.follows.target("landlord", "l3"))!;
    const f = await b.follows.add(1, target, "off");
    expect(f).toMatchObject({ targetType: "landlord", targetId: "l3", name: "Pine Co", email: "off" });
    await expect(b.follows.add(1, target, "instant")).rejects.toMatchObject({ status: 409, code: "follow.exists" });
    const race = await Promise.allSettled([b.follows.add(2, target, "off"), b.follows.add(2, target, "off")]);
    expect(race.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    await expect(b.follows.setEmail(2, f.id, "instant")).rejects.toMatchObject({ status: 404 });
    await expect(b.follows.remove(2, f.id)).rejects.toMatchObject({ status: 404 });
    expect(await b.follows.setEmail(1, f.id, "weekly")).toMatchObject({ id: f.id, email: "weekly" });
    expect((await b.follows.ofUser(1)).map((x) => x.id)).toEqual([f.id]);
    expect(await b.follows.find(1, "landlord", "l3")).toMatchObject({ id: f.id });
    await b.follows.remove(1, f.id);
    expect(await b.follows.ofUser(1)).toEqual([]);
    expect(await b.follows.stopMail(f.id)).toBe(false);
  });

  test("addNotification joins its caller's transaction: rolled back with it, once per event and user", async () => {
    const n = { userId: 12, kind: "reply" as const, title: "The owner answered your review", url: "/landlord/l1", eventKey: "reply:x" };
    await expect(b.notifyInTx(n, true)).rejects.toThrow("rolled back");
    expect((await b.notifications.list(12, { limit: 10, offset: 0 })).total).toBe(0);
    await b.notifyInTx(n);
    await b.notifyInTx(n);
    const page = await b.notifications.list(12, { limit: 10, offset: 0 });
    expect(page).toMatchObject({ total: 1, unread: 1 });
    expect(page.notifications[0]).toMatchObject({ kind: "reply", title: n.title, url: n.url, readAt: null });
    await b.notifications.markRead(11, { ids: [page.notifications[0]!.id] });
    expect(await b.notifications.unread(12)).toBe(1);
    await b.notifications.markRead(12, { all: true });
    expect(await b.notifications.unread(12)).toBe(0);
  });

  test("a new review's fan-out, in batches: each follower of its landlord or city told once, the author never; instant mails queued once", async () => {
    const landlord = (await b.follows.target("landlord", "l1"))!;
    const city = (await b.follows.target("city", "ann-arbor-mi"))!;
    for (const user of [3, 4, 5, 6, 7]) await b.follows.add(user, landlord, user === 3 ? "instant" : "off");
    await b.follows.add(3, city, "instant"); // follows both: told once, mailed once
    await b.follows.add(8, city, "weekly");
    await b.follows.add(4 + 3, (await b.follows.target("landlord", "l3"))!, "instant"); // another landlord: not told
    // A digest counts the reviews after its follow began (created_at > digest_from): the follow set a
    // minute back, so the review below is after it even when both fall in one millisecond.
    await b.exec(`UPDATE follows SET digest_from = '${new Date(Date.now() - 60_000).toISOString()}' WHERE user_id = 8`);
    const created = await b.reviews.create(5, review({ landlordId: "l1" }));
    // Before the fan-out runs, nobody has been told: the answer does not wait for it.
    expect(await b.notifications.unread(3)).toBe(0);
    expect(await b.alerts.pendingFanOuts()).toHaveLength(1);
    await drain(b, 2);
    expect(await b.alerts.pendingFanOuts()).toEqual([]);
    for (const user of [3, 4, 6, 7, 8]) expect(await b.notifications.unread(user)).toBe(1);
    expect(await b.notifications.unread(5)).toBe(0); // the author
    const told = (await b.notifications.list(3, { limit: 5, offset: 0 })).notifications[0]!;
    expect(told).toMatchObject({ kind: "new-review", title: "New review of Oak Homes", url: `/landlord/l1#review-${created.review.id}` });
    const mails = await b.rows("SELECT user_id, kind, status, idem_key FROM mail_outbox ORDER BY id");
    expect(mails).toEqual([{ user_id: 3, kind: "instant", status: "pending", idem_key: `instant:3:review:${created.review.id}` }]);
    // A fan-out run again (a crash before its mark) adds nothing.
    await b.exec("UPDATE follow_events SET done_at = NULL, stage = 0, cursor = NULL");
    await drain(b, 100);
    expect(await b.notifications.unread(3)).toBe(1);
    expect(await b.rows("SELECT idem_key FROM mail_outbox")).toHaveLength(1);
  });

  test("the outbox: claimed once (sending), marked sent; failures retry at their time, then fail for good; a mail of a follow turned off is dropped", async () => {
    const now = new Date().toISOString();
    const claimed = await b.alerts.claimMails(now, "0", 10);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ to: "u3@x.test", kind: "instant", attempts: 1, data: { landlordName: "Oak Homes", overallRating: 4 } });
    expect(JSON.stringify(claimed[0]!.data)).not.toContain("Jane");
    expect(await b.alerts.claimMails(now, "0", 10)).toEqual([]); // taken: not claimed twice
    // A sender that died mid-send: the next start takes it over.
    const again = await b.alerts.claimMails(new Date().toISOString(), new Date(Date.now() + 1000).toISOString(), 10);
    expect(again.map((m) => m.attempts)).toEqual([2]);
    await b.alerts.markFailed(again[0]!.id, "connection refused", new Date(Date.now() + 60_000).toISOString());
    expect(await b.alerts.claimMails(new Date().toISOString(), "0", 10)).toEqual([]); // not due yet
    const later = await b.alerts.claimMails(new Date(Date.now() + 61_000).toISOString(), "0", 10);
    expect(later).toHaveLength(1);
    await b.alerts.markSent(later[0]!.id);
    expect(await b.alerts.counts()).toEqual({ pending: 0, sending: 0, sent: 1, failed: 0 });
    expect(await b.rows("SELECT last_error FROM mail_outbox")).toEqual([{ last_error: null }]);
  });

  test("weekly digests: due a week after the follow, once, of the week's visible reviews but one's own; then a week later", async () => {
    const week = Date.now() + WEEK_MS + 60_000;
    // user 8 follows the city weekly; the review of l1 above is in its week.
    await b.reviews.create(8, review({ landlordId: "l2", reviewText: "My own review, not in my digest." }));
    expect(await b.alerts.queueDigests(new Date().toISOString(), 10)).toBe(0); // not due yet
    expect(await b.alerts.queueDigests(new Date(week).toISOString(), 10)).toBe(1);
    expect(await b.alerts.queueDigests(new Date(week).toISOString(), 10)).toBe(0); // once
    const [digest] = await b.alerts.claimMails(new Date(week).toISOString(), "0", 10);
    const cityName = (await b.follows.target("city", "ann-arbor-mi"))!.name;
    expect(["Ann Arbor, MI", "Ann Arbor MI"]).toContain(cityName);
    expect(digest).toMatchObject({ kind: "digest", to: "u8@x.test", data: { targetType: "city", targetName: cityName, total: 1 } });
    expect(digest!.kind === "digest" && digest!.data.reviews.map((r) => r.landlordName)).toEqual(["Oak Homes"]);
    await b.alerts.markSent(digest!.id);
    // The next week has nothing new for user 8: no mail.
    expect(await b.alerts.queueDigests(new Date(week + WEEK_MS + 60_000).toISOString(), 10)).toBe(0);
  });

  test("stopping a follow's mail (the unsubscribe link) drops its unsent mails; unfollowing too", async () => {
    const f = (await b.follows.ofUser(3)).find((x) => x.targetType === "landlord")!;
    const { review: r } = await b.reviews.create(9, review({ landlordId: "l1" }));
    await drain(b);
    expect(await b.rows(`SELECT status FROM mail_outbox WHERE user_id = 3 AND status = 'pending' AND idem_key = 'instant:3:review:${r.id}'`)).toHaveLength(1);
    expect(await b.follows.stopMail(f.id)).toBe(true);
    expect((await b.follows.find(3, "landlord", "l1"))?.email).toBe("off");
    // The city follow (instant too) queued it under the same key; the landlord follow's mail was the one.
    expect(await b.rows(`SELECT status FROM mail_outbox WHERE follow_id = '${f.id}' AND status = 'pending'`)).toEqual([]);
    await b.follows.remove(3, (await b.follows.find(3, "city", "ann-arbor-mi"))!.id);
    expect(await b.rows("SELECT status FROM mail_outbox WHERE user_id = 3 AND status = 'pending'")).toEqual([]);
  });

  test("feeds: newest first, a city's every spelling, building-level addresses and no author", async () => {
    const city = (await b.follows.target("city", "ann-arbor-mi"))!;
    const reviews = await b.feeds.reviews(city, 50);
    expect(reviews.map((r) => r.landlordName).sort()).toEqual(["Elm Lets", "Oak Homes", "Oak Homes"]);
    expect(reviews[0]!.createdAt >= reviews[1]!.createdAt).toBe(true);
    for (const r of reviews) {
      expect(r.propertyAddress).toBe("12 Oak St");
      expect(JSON.stringify(r)).not.toContain("Jane");
      expect(Object.keys(r)).not.toContain("userId");
    }
    expect(await b.feeds.reviews((await b.follows.target("landlord", "l3"))!, 50)).toEqual([]);
    expect(await b.feeds.reviews(city, 1)).toHaveLength(1);
  });

  test("an account's follows, notifications and mails are in its record and go with it", async () => {
    const record = await b.account.record(3);
    expect(record.follows.map((f) => f.targetId)).toEqual(["l1"]);
    expect((await b.rows("SELECT id FROM mail_outbox WHERE user_id = 3")).length).toBeGreaterThan(0);
    expect(record.notifications.length).toBeGreaterThan(0);
    await b.account.delete(3, "anonymize");
    expect(await b.rows("SELECT id FROM follows WHERE user_id = 3")).toEqual([]);
    expect(await b.rows("SELECT id FROM notifications WHERE user_id = 3")).toEqual([]);
    expect(await b.rows("SELECT id FROM mail_outbox WHERE user_id = 3")).toEqual([]);
  });

  test("a merged landlord's followers follow the kept one (once); a deleted landlord's follows go with it", async () => {
    const l3 = (await b.follows.target("landlord", "l3"))!;
    const l4 = (await b.follows.target("landlord", "l4"))!;
    const l5 = (await b.follows.target("landlord", "l5"))!;
    await b.follows.add(10, l4, "instant");
    await b.follows.add(11, l4, "off");
    await b.follows.add(11, l3, "weekly");
    await b.follows.add(10, l5, "off");
    await b.landlords.merge("l4", "l3", { id: 1 }, {});
    expect((await b.follows.ofUser(10)).map((f) => [f.targetId, f.name, f.email]).sort()).toEqual([["l3", "Pine Co", "instant"], ["l5", "Gone Co", "off"]]);
    expect((await b.follows.ofUser(11)).map((f) => [f.targetId, f.email])).toEqual([["l3", "weekly"]]);
    await b.admin.deleteLandlord(1, "l5");
    expect((await b.follows.ofUser(10)).map((f) => f.targetId)).toEqual(["l3"]);
  });
});
