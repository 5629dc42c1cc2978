// The transactional outbox (outbox.ts) on a real private cluster: rows written in the change's own
// transaction, read by another node's reader in writer order, never skipping a row whose transaction
// took its id first but committed last, nothing from a rollback, and a reader behind the pruned rows
// rebuilding everything.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { postgresForTests } from "../../test/postgres-cluster";
import { createEvents } from "../../events";
import { openPostgres, type PgDb } from "./connection";
import { landlords } from "./schema";
import { searchDocs, write } from "./tx";
import { outboxPosition, pruneOutbox, startOutboxReader, type OutboxReader } from "./outbox";

const pg = postgresForTests();
let db: PgDb;

describe.skipIf(pg.skipReason !== null)("the change outbox on PostgreSQL", () => {
  beforeAll(async () => {
    db = await openPostgres(pg.url(), { max: 6 });
  });
  afterAll(async () => {
    await db?.$client.end({ timeout: 5 });
  });

  const landlord = (id: string) => ({ id, name: id, type: "company" as const, location: "Leeds", dedupeKey: `${id}|leeds`, createdAt: "2026-01-01T00:00:00.000Z" });
  /** Another node: its own events, its reader from now, no NOTIFY (each test reads by hand). */
  async function otherNode() {
    const events = createEvents();
    const heard: string[] = [];
    events.on("landlord.changed", (p) => heard.push(`changed ${p.landlordId} ${p.doc.name}`));
    events.on("landlord.removed", (p) => heard.push(`removed ${p.landlordId}`));
    events.on("database.changed", () => heard.push("everything"));
    const reader: OutboxReader = startOutboxReader({ sql: db.$client, events, from: await outboxPosition(db.$client), docs: (ids) => searchDocs(db, ids), listen: false, pollMs: 60_000 });
    return { heard, reader };
  }

  test("a transaction that wrote first but commits last is delivered after it commits, not skipped; a rollback is never delivered", async () => {
    const other = await otherNode();
    let commitSlow!: () => void;
    const slowMayCommit = new Promise<void>((resolve) => (commitSlow = resolve));
    let slowWrote!: () => void;
    const slowHasWritten = new Promise<void>((resolve) => (slowWrote = resolve));
    const slow = write({ db, events: createEvents() }, async (tx, raise) => {
      await tx.insert(landlords).values(landlord("slow"));
      raise("landlord.changed", { landlordId: "slow" });
      slowWrote();
      await slowMayCommit;
    });
    await slowHasWritten;
    await write({ db, events: createEvents() }, async (tx, raise) => {
      await tx.insert(landlords).values(landlord("fast"));
      raise("landlord.changed", { landlordId: "fast" });
    });
    await write({ db, events: createEvents() }, async (tx, raise) => {
      await tx.insert(landlords).values(landlord("never"));
      raise("landlord.changed", { landlordId: "never" });
      throw new Error("rolled back");
    }).catch(() => {});
    await other.reader.readNow();
    // "fast" committed, but an older writer is still open: held back, so its position does not pass "slow".
    expect(other.heard).toEqual([]);
    commitSlow();
    await slow;
    await other.reader.readNow();
    expect(other.heard.sort()).toEqual(["changed fast fast", "changed slow slow"]);
    await other.reader.stop();
  });

  test("removals and later changes come with the document as it is at delivery; a reader behind pruned rows reads everything", async () => {
    const other = await otherNode();
    await write({ db, events: createEvents() }, async (tx, raise) => {
      await tx.insert(landlords).values(landlord("gone"));
      raise("landlord.changed", { landlordId: "gone" });
    });
    await write({ db, events: createEvents() }, async (tx, raise) => {
      await tx.delete(landlords).where((await import("drizzle-orm")).eq(landlords.id, "gone"));
      raise("landlord.removed", { landlordId: "gone" });
    });
    await other.reader.readNow();
    expect(other.heard).toEqual(["removed gone"]);
    other.heard.length = 0;
    const behind = await otherNode();
    await write({ db, events: createEvents() }, async (tx, raise) => {
      await tx.insert(landlords).values(landlord("pruned"));
      raise("landlord.changed", { landlordId: "pruned" });
    });
    await db.$client`UPDATE change_outbox SET created_at = now() - interval '2 days'`;
    expect(await pruneOutbox(db.$client)).toBeGreaterThan(0);
    await behind.reader.readNow();
    expect(behind.heard).toEqual(["everything"]);
    await Promise.all([other.reader.stop(), behind.reader.stop()]);
  });

  test("the buildings a change names reach the other node, joined per landlord; one raise naming none makes it every building", async () => {
    const events = createEvents();
    const heard: { landlordId: string; buildings?: string[]; everyBuilding?: true }[] = [];
    events.on("landlord.changed", ({ landlordId, buildings, everyBuilding }) => heard.push({ landlordId, buildings: buildings?.sort(), everyBuilding }));
    const reader = startOutboxReader({ sql: db.$client, events, from: await outboxPosition(db.$client), docs: (ids) => searchDocs(db, ids), listen: false, pollMs: 60_000 });
    await write({ db, events: createEvents() }, async (tx, raise) => {
      await tx.insert(landlords).values([landlord("named"), landlord("unsaid")]);
      raise("landlord.changed", { landlordId: "named", building: "b1" });
      raise("landlord.changed", { landlordId: "named", building: null });
      raise("landlord.changed", { landlordId: "unsaid", building: "b3" });
      raise("landlord.changed", { landlordId: "unsaid" });
    });
    await write({ db, events: createEvents() }, async (_tx, raise) => {
      raise("landlord.changed", { landlordId: "named", building: "b2" });
    });
    await reader.readNow();
    expect(heard.sort((x, y) => x.landlordId.localeCompare(y.landlordId))).toEqual([
      { landlordId: "named", buildings: ["b1", "b2"], everyBuilding: undefined },
      { landlordId: "unsaid", buildings: ["b3"], everyBuilding: true },
    ]);
    await reader.stop();
  });

  test("an event another module announces reaches the other node as written, and this one after the commit", async () => {
    const other = await otherNode();
    const here = createEvents();
    const heardHere: string[] = [];
    here.on("database.changed", ({ by }) => heardHere.push(by));
    await write({ db, events: here }, async (_tx, _raise, announce) => {
      announce("database.changed", { by: "this process" });
      expect(heardHere).toEqual([]); // not before the commit
    });
    expect(heardHere).toEqual(["this process"]);
    await other.reader.readNow();
    expect(other.heard).toEqual(["everything"]);
    await other.reader.stop();
  });
});
