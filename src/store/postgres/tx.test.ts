// PostgreSQL's `write` (tx.ts) on a real private cluster: events published after COMMIT with the
// search document as committed, none after a rollback; unique violations told by SQLSTATE.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { postgresForTests } from "../../test/postgres-cluster";
import { createEvents, type EventPayloads } from "../../events";
import { openPostgres, type PgDb } from "./connection";
import { landlords, users } from "./schema";
import { isUniqueViolation, write } from "./tx";

const pg = postgresForTests();
let db: PgDb;

describe.skipIf(pg.skipReason !== null)("write on PostgreSQL", () => {
  beforeAll(async () => {
    db = await openPostgres(pg.url(), { max: 4 });
  });
  afterAll(async () => {
    await db?.$client.end({ timeout: 5 });
  });

  const landlord = (id: string, name = id) => ({ id, name, type: "company" as const, location: "Leeds", dedupeKey: `${name}|leeds`, createdAt: "2026-01-01T00:00:00.000Z" });

  test("publishes each landlord's last word once, after the commit, with its document as committed", async () => {
    const events = createEvents();
    const heard: string[] = [];
    const docs: EventPayloads["landlord.changed"][] = [];
    events.on("landlord.changed", (p) => {
      heard.push(`changed ${p.landlordId}`);
      docs.push(p);
    });
    events.on("landlord.removed", (p) => heard.push(`removed ${p.landlordId}`));
    const answer = await write({ db, events }, async (tx, raise) => {
      await tx.insert(landlords).values([landlord("A"), landlord("B"), landlord("C")]);
      raise("landlord.changed", { landlordId: "A" });
      raise("landlord.changed", { landlordId: "B" });
      raise("landlord.removed", { landlordId: "B" });
      raise("landlord.changed", { landlordId: "C" });
      await tx.update(landlords).set({ totalReviews: 3, averageRating: 4.5 }).where(sql`id = 'A'`);
      await tx.delete(landlords).where(sql`id = 'C'`);
      // Nothing is heard while the transaction is open.
      expect(heard).toEqual([]);
      return "done";
    });
    expect(answer).toBe("done");
    // C was raised as changed but is gone at commit: its last word is removed.
    expect(heard).toEqual(["changed A", "removed B", "removed C"]);
    expect(docs[0]!.doc).toEqual({ id: "A", name: "A", type: "company", location: "Leeds", addresses: "", reviews: 3, averageRating: 4.5, responsivenessRating: 0, maintenanceRating: 0, fairnessRating: 0, ownerUserId: null });
  });

  test("publishes nothing when the transaction rolls back, and writes nothing", async () => {
    const events = createEvents();
    const heard: string[] = [];
    events.on("landlord.changed", (p) => heard.push(p.landlordId));
    await expect(
      write({ db, events }, async (tx, raise) => {
        await tx.insert(landlords).values(landlord("D"));
        raise("landlord.changed", { landlordId: "D" });
        throw new Error("the store changed its mind");
      }),
    ).rejects.toThrow("the store changed its mind");
    expect(heard).toEqual([]);
    expect(await db.select().from(landlords).where(sql`id = 'D'`)).toEqual([]);
  });

  test("isUniqueViolation tells a unique violation by SQLSTATE 23505, narrowed to a table or a column of the index", async () => {
    const now = "2026-01-01T00:00:00.000Z";
    const user = { username: "Ann", email: "ann@example.test", password: "x", createdAt: now, updatedAt: now };
    await db.insert(users).values(user);
    const emailTwin = await db.insert(users).values({ ...user, username: "Other" }).catch((e: unknown) => e);
    expect(isUniqueViolation(emailTwin)).toBe(true);
    expect(isUniqueViolation(emailTwin, "users")).toBe(true);
    expect(isUniqueViolation(emailTwin, "users.email")).toBe(true);
    expect(isUniqueViolation(emailTwin, "users.username")).toBe(false);
    expect(isUniqueViolation(emailTwin, "reviews")).toBe(false);
    const nameTwin = await db.insert(users).values({ ...user, username: "ANN", email: "b@example.test" }).catch((e: unknown) => e);
    expect(isUniqueViolation(nameTwin, "users.username")).toBe(true);
    expect(isUniqueViolation(nameTwin, "users.email")).toBe(false);
    const notNull = await db.insert(users).values({ ...user, email: null as unknown as string }).catch((e: unknown) => e);
    expect(notNull).toBeInstanceOf(Error);
    expect(isUniqueViolation(notNull)).toBe(false);
    expect(isUniqueViolation(new Error("duplicate key value violates unique constraint"))).toBe(false);
  });
});
