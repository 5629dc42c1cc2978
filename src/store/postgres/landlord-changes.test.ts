// Migration 0001's landlord change counter on PostgreSQL (issue 24) is a sequence, not one counter row:
// writers to different landlords no longer queue behind each other, and the search store's catch-up
// still sees a change whose writer was uncommitted when its mark was read.
import { afterAll, describe, expect, test } from "bun:test";
import type { ReservedSql } from "postgres";
import { postgresForTests } from "../../test/postgres-cluster";
import { createEvents } from "../../events";
import { openPostgres, type PgDb } from "./connection";
import { createSearchStore } from "./search";

const pg = postgresForTests();
let db: PgDb | null = null;
afterAll(async () => {
  await db?.$client.end({ timeout: 5 });
});

const landlord = (id: string) => `INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('${id}', 'Landlord ${id}', 'company', 'Leeds', '${id}', 'n')`;
const changes = async () => Number((await db!.$client`SELECT changes FROM landlord_changes WHERE id = 1`)[0]!.changes);

/** Whether the connection's backend is inside a transaction it has not ended (as pg_stat_activity says). */
async function openTransaction(conn: ReservedSql): Promise<boolean> {
  const [{ pid }] = (await conn`SELECT pg_backend_pid() AS pid`) as unknown as [{ pid: number }];
  const [row] = await db!.$client<{ state: string }[]>`SELECT state FROM pg_stat_activity WHERE pid = ${pid}`;
  return row?.state === "idle in transaction";
}

describe.skipIf(pg.skipReason !== null)("landlord changes on PostgreSQL", () => {
  test("two writers to two different landlords: the second commits while the first is still open, and both are counted", async () => {
    db ??= await openPostgres(pg.url(), { max: 4 });
    await db.$client.unsafe(landlord("FIRST"));
    await db.$client.unsafe(landlord("SECOND"));
    const before = await changes();
    const first = await db.$client.reserve();
    const second = await db.$client.reserve();
    try {
      await first`BEGIN`;
      await first`UPDATE landlords SET total_reviews = 1 WHERE id = 'FIRST'`;
      // With one counter row (before the sequence) the second UPDATE waited for the first's commit:
      // it fails here with a lock timeout (55P03) instead of hanging until the test's own timeout.
      await second`SET lock_timeout = '2s'`;
      await second`BEGIN`;
      await second`UPDATE landlords SET total_reviews = 2 WHERE id = 'SECOND'`;
      await second`COMMIT`;
      await second`RESET lock_timeout`;
      // The second is committed and visible to everyone while the first has neither committed nor rolled back.
      expect(await openTransaction(first)).toBe(true);
      expect((await db.$client`SELECT total_reviews FROM landlords WHERE id = 'SECOND'`)[0]!.total_reviews).toBe(2);
      expect((await db.$client`SELECT total_reviews FROM landlords WHERE id = 'FIRST'`)[0]!.total_reviews).toBe(0);
      await first`COMMIT`;
      expect((await db.$client`SELECT total_reviews FROM landlords WHERE id = 'FIRST'`)[0]!.total_reviews).toBe(1);
      expect(await changes()).toBe(before + 2);
    } finally {
      first.release();
      second.release();
    }
  });

  test("a landlord deleted by a transaction still open when the catch-up's mark was read is not missed: the next catch-up reads everything", async () => {
    db ??= await openPostgres(pg.url(), { max: 4 });
    const search = createSearchStore({ db, events: createEvents() });
    await db.$client.unsafe(landlord("GOING"));
    const deleting = await db.$client.reserve();
    try {
      await deleting`BEGIN`;
      await deleting`DELETE FROM landlords WHERE id = 'GOING'`;
      // The counter has moved already; the delete is not in the mark's snapshot.
      const { mark, docs } = await search.everything();
      expect(docs.map((d) => d.id)).toContain("GOING");
      await deleting`COMMIT`;
      expect(await search.since(mark)).toBeNull();
      const again = await search.everything();
      expect(again.docs.map((d) => d.id)).not.toContain("GOING");
      expect((await search.since(again.mark))?.docs).toEqual([]);
    } finally {
      deleting.release();
    }
  });

  test("a change rolled back still moves the counter: the next catch-up reads everything, which is only unneeded", async () => {
    db ??= await openPostgres(pg.url(), { max: 4 });
    const search = createSearchStore({ db, events: createEvents() });
    const { mark } = await search.everything();
    await db.$client.begin(async (tx) => {
      await tx`UPDATE landlords SET total_reviews = 7 WHERE id = 'FIRST'`;
      throw new Error("rolled back");
    }).catch(() => {});
    expect((await db.$client`SELECT total_reviews FROM landlords WHERE id = 'FIRST'`)[0]!.total_reviews).toBe(1);
    expect(await search.since(mark)).toBeNull();
  });
});
