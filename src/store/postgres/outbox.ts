// The transactional outbox (issue 24, contract §7.1): how a change made through any node, or by a
// command, reaches every node's search and pages. It replaces, on PostgreSQL, SQLite's in-process
// events plus `data_version` poll (src/store/sqlite/tx.ts `watchDatabase`).
//
// Writing: tx.ts `write` inserts one row per raised event into `change_outbox` (migration 0002) in
// the transaction of the change itself, so a row exists exactly when its change committed. The
// writing node also publishes its own events right after the commit, as SQLite does (a renter sees
// their review in search at once); the outbox then brings the same change again, harmlessly: every
// landlord event is delivered with its document as read at delivery (never a stale copy).
//
// Reading, on every node: rows in order of their writing transaction's id (`xid`), taken only below
// the oldest transaction still running (the reading snapshot's xmin). Every transaction below that
// has ended, so all of its rows are visible and none can appear later: the reader's position (an xid)
// only moves past rows it has read. A row whose id or xid is lower than one already read but which
// committed later is therefore never skipped (ids and xids are handed out before commit, not in
// commit order). The price: a long write transaction elsewhere holds delivery back until it ends.
//
// Waking: NOTIFY 'rentfair_outbox' (a trigger on insert) says "read now"; a poll every
// OUTBOX_POLL_MS reads anyway, so a lost listener connection, a missed notification or a
// row held back by a long transaction is still read within the 2 seconds of the contract. A node
// that was stopped reads its whole index at start (search `everything()`), so it needs no stored
// position; one that lost its connection keeps its position and reads on from there.
//
// Pruning: rows older than OUTBOX_KEEP_HOURS are deleted by whichever node runs the singleton
// (cluster.ts). A node whose position is older than what was pruned rebuilds everything instead
// (`database.changed`), so a node cut off for longer still skips nothing.
import type { Sql } from "postgres";
import type { Events, EventName, EventPayloads } from "../../events";
import type { Logger } from "../../lib/logger";
import type { SearchDoc } from "../search";
import type { PgTx } from "./connection";
import { sql as dsql } from "drizzle-orm";
import { BuildingsTouched, type BuildingsOfChange } from "../buildings-touched";

/** How often a node reads the outbox without being woken (the 2 s of the contract with margin). */
export const OUTBOX_POLL_MS = 400;
/** Rows kept this long; a node behind by more rebuilds everything. */
export const OUTBOX_KEEP_HOURS = 24;
export const OUTBOX_CHANNEL = "rentfair_outbox";

/** One raised event, as written. */
export interface OutboxEvent {
  event: string;
  payload: unknown;
}

/** Writes `events` into the outbox inside the open transaction `tx` (one statement). */
export async function writeOutbox(tx: PgTx, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  // One parameter, a JSON array: drizzle would spread a JS array into a list of parameters.
  await tx.execute(dsql`INSERT INTO change_outbox (event, payload) SELECT e->>'event', e->'payload' FROM jsonb_array_elements(${JSON.stringify(events)}::jsonb) AS e`);
}

/** Where delivery stands: the xmin of the snapshot read at open (every older change is in what the node reads at start). */
export async function outboxPosition(sql: Sql): Promise<string> {
  const [row] = await sql<{ xmin: string }[]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`;
  return row!.xmin;
}

/**
 * How an event read from the outbox is delivered on this node. The default publishes its payload as
 * it was written; landlord events are published with the landlord's document as it is now (removed
 * when it is gone). Other modules (buildings, pages, notifications) add theirs with `deliver`.
 */
export type Deliverer = (payloads: unknown[], publish: Events["publish"]) => Promise<void> | void;

export interface OutboxReader {
  /** Reads everything committed since the position, now; resolves when delivered. */
  readNow(): Promise<void>;
  /** Stops polling and listening. */
  stop(): Promise<void>;
  /** The position (an xid, as text). */
  readonly position: string;
  /** How `event` is delivered here (replacing the default). */
  deliver(event: string, deliverer: Deliverer): void;
}

export interface OutboxReaderOptions {
  sql: Sql;
  events: Events;
  log?: Logger;
  from: string;
  /** Reads the documents of `ids` (those gone are left out). */
  docs(ids: string[]): Promise<SearchDoc[]>;
  pollMs?: number;
  /** Listen for NOTIFY wake-ups (tests turn it off to prove the poll). */
  listen?: boolean;
}

const BATCH = 5000;
const READ_TIMEOUT_MS = 5000;
const LANDLORD_GROUP = "landlord";

/** Starts reading the outbox from `from`: the poll, and a LISTEN as a wake-up. */
export function startOutboxReader(options: OutboxReaderOptions): OutboxReader {
  const { sql, events, log } = options;
  let position = options.from;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let failing = false;
  const deliverers = new Map<string, Deliverer>();

  // Both landlord events are one group: each landlord once per batch, with its document as it is now.
  deliverers.set(LANDLORD_GROUP, async (payloads) => {
    const ids = [...new Set(payloads.map((p) => (p as { landlordId: string }).landlordId))];
    // The buildings each change named (tx.ts), joined per landlord; a removal's row names none.
    const touched = new BuildingsTouched();
    for (const p of payloads as ({ landlordId: string } & BuildingsOfChange)[]) if ("buildings" in p || "everyBuilding" in p) touched.addPublished(p.landlordId, p);
    const docs = new Map((await options.docs(ids)).map((d) => [d.id, d]));
    for (const landlordId of ids) {
      const doc = docs.get(landlordId);
      if (doc) events.publish("landlord.changed", { landlordId, doc, ...touched.of(landlordId) });
      else events.publish("landlord.removed", { landlordId });
    }
  });

  async function readOnce(): Promise<void> {
    for (;;) {
      const rows = await sql.begin("ISOLATION LEVEL REPEATABLE READ READ ONLY", async (tx) => {
        const [head] = await tx<{ xmin: string; pruned: string | null }[]>`
          SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
            (SELECT value FROM node_settings WHERE key = 'outbox_pruned_below') AS pruned`;
        const until = head!.xmin;
        if (head!.pruned !== null && BigInt(head!.pruned) > BigInt(position)) {
          return { until, rows: null };
        }
        const found = await tx<{ xid: string; event: string; payload: unknown }[]>`
          SELECT xid::text AS xid, event, payload FROM change_outbox
          WHERE xid >= ${position}::xid8 AND xid < ${until}::xid8 ORDER BY xid, id LIMIT ${BATCH}`;
        return { until, rows: [...found] };
      });
      if (rows.rows === null) {
        // Rows we had not read were pruned: read everything again.
        position = rows.until;
        events.publish("database.changed", { by: "another process" });
        return;
      }
      const full = rows.rows.length === BATCH;
      // A full batch may end inside one transaction's rows: resume at that xid (its rows read again, harmlessly).
      const next = full ? rows.rows.at(-1)!.xid : rows.until;
      await deliver(rows.rows);
      position = BigInt(next) > BigInt(position) ? next : position;
      if (!full) return;
      if (rows.rows[0]!.xid === next) {
        // One transaction wrote more than a batch: read its rows whole.
        const all = await sql<{ xid: string; event: string; payload: unknown }[]>`SELECT xid::text AS xid, event, payload FROM change_outbox WHERE xid = ${next}::xid8 ORDER BY id`;
        await deliver([...all]);
        position = (BigInt(next) + 1n).toString();
      }
    }
  }

  async function deliver(rows: { event: string; payload: unknown }[]): Promise<void> {
    // Grouped by event, in order of first appearance: one document read per batch, not per row.
    const groups = new Map<string, unknown[]>();
    for (const row of rows) {
      const key = row.event === "landlord.changed" || row.event === "landlord.removed" ? LANDLORD_GROUP : row.event;
      let list = groups.get(key);
      if (!list) groups.set(key, (list = []));
      list.push(row.payload);
    }
    for (const [event, payloads] of groups) {
      const deliverer = deliverers.get(event);
      if (deliverer) await deliverer(payloads, events.publish);
      else for (const payload of payloads) events.publish(event as EventName, payload as EventPayloads[EventName]);
    }
  }

  /** One read at a time; a wake-up during a read asks for another after it. */
  function readNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    running = (async () => {
      try {
        do {
          again = false;
          // A read whose connection died under it may never settle (postgres-js, see connection.ts
          // `surviveDriverSocketRace`): given up after READ_TIMEOUT_MS so the next poll reads afresh.
          await Promise.race([
            readOnce(),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error(`no answer within ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
            }),
          ]);
          clearTimeout(timer);
        } while (again && !stopped);
        if (failing) log?.info("outbox: reading again after the database came back");
        failing = false;
      } catch (error) {
        if (!failing) log?.warn(`outbox: cannot read the change outbox (${error instanceof Error ? error.message : String(error)}); trying again`);
        failing = true;
      } finally {
        clearTimeout(timer);
        running = null;
      }
    })();
    return running;
  }

  const timer = setInterval(() => void readNow(), options.pollMs ?? OUTBOX_POLL_MS);
  timer.unref?.();
  let unlisten: (() => Promise<void>) | null = null;
  if (options.listen !== false) {
    // postgres-js reconnects a listener by itself and calls onlisten each time: read then, in case notifications were lost meanwhile.
    sql
      .listen(OUTBOX_CHANNEL, () => void readNow(), () => void readNow())
      .then((l) => {
        unlisten = l.unlisten;
        if (stopped) void l.unlisten().catch(() => {});
      })
      .catch((error) => log?.warn(`outbox: cannot LISTEN (${error instanceof Error ? error.message : String(error)}); the poll reads on its own`));
  }

  return {
    readNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.().catch(() => {});
      await running;
    },
    get position() {
      return position;
    },
    deliver(event, deliverer) {
      deliverers.set(event, deliverer);
    },
  };
}

/** Deletes rows older than OUTBOX_KEEP_HOURS, noting the xid below which rows are gone (readers behind it rebuild). */
export async function pruneOutbox(sql: Sql, keepHours = OUTBOX_KEEP_HOURS): Promise<number> {
  return sql.begin(async (tx) => {
    const [edge] = await tx<{ xid: string | null }[]>`
      SELECT max(xid)::text AS xid FROM change_outbox WHERE created_at < now() - make_interval(hours => ${keepHours})`;
    if (!edge?.xid) return 0;
    const below = (BigInt(edge.xid) + 1n).toString();
    const deleted = await tx`DELETE FROM change_outbox WHERE xid < ${below}::xid8`;
    await tx`INSERT INTO node_settings (key, value) VALUES ('outbox_pruned_below', ${below})
      ON CONFLICT (key) DO UPDATE SET value = greatest(node_settings.value::numeric, excluded.value::numeric)::text`;
    return deleted.count;
  });
}
