// The contact and moderation stores behave the same on PostgreSQL as on SQLite: the same assertions
// run against both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts).
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { ContactStore } from "../contact";
import type { ModerationStore } from "../moderation";
import { createContactStore as createSqliteContact } from "../sqlite/contact";
import { createModerationStore as createSqliteModeration } from "../sqlite/moderation-log";
import { createContactStore as createPostgresContact } from "./contact";
import { createModerationStore as createPostgresModeration } from "./moderation-log";

const { eachBackend } = storeBackends({ max: 4 });

const open: BackendOpeners<{ contact: ContactStore; moderation: ModerationStore }> = {
  sqlite: (ctx) => ({ contact: createSqliteContact(ctx), moderation: createSqliteModeration(ctx) }),
  postgres: (ctx) => ({ contact: createPostgresContact(ctx), moderation: createPostgresModeration(ctx) }),
};

const message = (i: number) => ({ name: `Sender ${i}`, email: `s${i}@example.test`, subject: `Subject ${i}`, message: `Message ${i}` });

eachBackend("the contact and moderation stores", {}, open, (s) => {
  test("a message is kept as sent, new; the inbox lists newest first, a page at a time, with the total", async () => {
    const first = await s.contact.send(message(1));
    expect(first).toMatchObject({ ...message(1), status: "new" });
    expect(typeof first.id).toBe("number");
    for (let i = 2; i <= 4; i++) await s.contact.send(message(i));
    const page = await s.contact.list("inbox", { limit: 2, offset: 0 });
    expect(page.total).toBe(4);
    expect(page.messages.map((m) => m.subject)).toEqual(["Subject 4", "Subject 3"]);
    expect((await s.contact.list(undefined, { limit: 10, offset: 2 })).messages.map((m) => m.subject)).toEqual(["Subject 2", "Subject 1"]);
  });

  test("marking a message read or archived changes its status; housekeeping is not moderation, so the public log leaves it out (contract §7.5)", async () => {
    const { messages } = await s.contact.list(undefined, { limit: 10, offset: 0 });
    const target = messages.find((m) => m.subject === "Subject 2")!;
    expect(await s.contact.setStatus(7, target.id, "read")).toMatchObject({ id: target.id, status: "read" });
    await expect(s.contact.setStatus(7, target.id, "read")).rejects.toMatchObject({ status: 409, message: "This message is already read" });
    await expect(s.contact.setStatus(7, 999_999, "read")).rejects.toMatchObject({ status: 404, code: "message.not_found" });
    await s.contact.setStatus(7, target.id, "archived");
    expect((await s.contact.list("inbox", { limit: 10, offset: 0 })).total).toBe(3);
    expect((await s.contact.list("archived", { limit: 10, offset: 0 })).messages.map((m) => m.id)).toEqual([target.id]);
    const log = await s.moderation.publicLog({ limit: 10, offset: 0 });
    expect(log).toEqual({ entries: [], total: 0 });
  });

  test("of two admins marking one message read at once, one marks it and the other is told it already is", async () => {
    const fresh = await s.contact.send(message(9));
    const results = await Promise.allSettled([s.contact.setStatus(1, fresh.id, "read"), s.contact.setStatus(2, fresh.id, "read")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { status: 409 } });
    expect((await s.contact.list("inbox", { limit: 10, offset: 0 })).messages.find((m) => m.id === fresh.id)).toMatchObject({ status: "read" });
    expect((await s.moderation.publicLog({ limit: 10, offset: 0 })).total).toBe(0);
  });
});
