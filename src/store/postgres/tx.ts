// Writes on PostgreSQL, with their change events raised by construction: the twin of
// src/store/sqlite/tx.ts (docs/architecture.md, "Stores"). `write` runs a store's operation in one
// transaction and gives it a `raise` for the change events of src/events.ts; they are published once
// the transaction has committed, each landlord once with its search document as committed (read after
// the commit), and dropped when it rolls back, so listeners never see a change that did not happen.
//
// Unlike the SQLite driver (src/store/sqlite/tx.ts), postgres-js transactions are asynchronous: the callback awaits its queries on
// the transaction's own connection while other requests use the pool's others.
// Across nodes (issue 24): the same events are written into the outbox in the transaction itself
// (outbox.ts), and every node, this one included, reads and publishes them from there.
import postgres from "postgres";
import type { EventName, EventPayloads, Events } from "../../events";
import type { Logger } from "../../lib/logger";
import type { SearchDoc } from "../search";
import type { PgDb, PgTx } from "./connection";
import { writeOutbox } from "./outbox";
import { AddressesTouched, type AddressesRaise } from "../addresses-touched";
import { BuildingsTouched } from "../buildings-touched";

/**
 * What a store raises inside its transaction; the landlord's search document is added on
 * publication. A `landlord.changed` names the building it touched as SQLite's does (src/store/sqlite/tx.ts).
 */
export interface RaisedEvents {
  /** A landlord was created, or its row, its figures or its reviews changed. */
  "landlord.changed": { landlordId: string; building?: string | null; addresses?: AddressesRaise; fanOut?: true };
  /** A landlord was deleted (its reviews with it). */
  "landlord.removed": { landlordId: string };
}
export type Raise = <K extends keyof RaisedEvents>(name: K, payload: RaisedEvents[K]) => void;

/** What every PostgreSQL store is made from. */
export interface PostgresContext {
  db: PgDb;
  events: Events;
  /** Node-wide settings of openPostgresStore (index.ts); absent in store tests. */
  node?: NodeOptions;
}

/** What a node's outbox reader needs beyond the pool (outbox.ts). */
export interface NodeOptions {
  /** Where its outbox reading starts: the snapshot xmin read when the store was opened (outbox.ts `outboxPosition`). */
  outboxFrom?: string;
  log?: Logger;
  /** Listen for NOTIFY wake-ups (default true). */
  listen?: boolean;
}

/** A landlord's columns as a SearchDoc names them (quoted: PostgreSQL folds bare aliases to lower case). */
const DOC_COLUMNS =
  "id, name, type, location, coalesce((SELECT string_agg(a.address, E'\\n' ORDER BY a.seq) FROM landlord_addresses a WHERE a.landlord_id = landlords.id), '') AS addresses, " +
  'total_reviews AS reviews, average_rating AS "averageRating", ' +
  'responsiveness_rating AS "responsivenessRating", maintenance_rating AS "maintenanceRating", fairness_rating AS "fairnessRating", owner_user_id AS "ownerUserId"';

export async function searchDoc(db: PgDb, id: string): Promise<SearchDoc | null> {
  const rows = await db.$client.unsafe<SearchDoc[]>(`SELECT ${DOC_COLUMNS} FROM landlords WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The documents of `ids` as committed (those gone are left out): one query, for the outbox's batches. */
export async function searchDocs(db: PgDb, ids: readonly string[]): Promise<SearchDoc[]> {
  if (ids.length === 0) return [];
  return [...(await db.$client.unsafe<SearchDoc[]>(`SELECT ${DOC_COLUMNS} FROM landlords WHERE id = ANY($1::text[])`, [ids as string[]]))];
}

/** Runs `fn` in a transaction without events: for tables no listener derives anything from. */
export function writeTx<T>(db: PgDb, fn: (tx: PgTx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/**
 * Any other event of src/events.ts whose payload is whole as written (no document to read at
 * delivery): what other modules' stores (buildings, pages, notifications...) raise for every node.
 * Written to the outbox in the transaction, published here after the commit, and on every other node
 * as read from the outbox (outbox.ts's default delivery, or a `deliver` of the module's own).
 */
export type Announce = <K extends Exclude<EventName, keyof RaisedEvents>>(name: K, payload: EventPayloads[K]) => void;

/**
 * Runs `fn` in a transaction and, once it has committed, publishes the events it raised, in order,
 * each landlord once (its last word: changed, or removed), then what it announced. When `fn` throws,
 * nothing is published nor written to the outbox.
 */
export async function write<T>(ctx: PostgresContext, fn: (tx: PgTx, raise: Raise, announce: Announce) => Promise<T>): Promise<T> {
  const raised = new Map<string, keyof RaisedEvents>();
  let touched = new BuildingsTouched();
  let addresses = new AddressesTouched();
  const fanOuts = new Set<string>();
  const announced: { event: EventName; payload: unknown }[] = [];
  const result = await writeTx(ctx.db, async (tx) => {
    raised.clear();
    touched = new BuildingsTouched();
    addresses = new AddressesTouched();
    fanOuts.clear();
    announced.length = 0;
    const value = await fn(
      tx,
      (name, payload) => {
        raised.delete(payload.landlordId);
        raised.set(payload.landlordId, name);
        if (name === "landlord.changed") {
          touched.add(payload as RaisedEvents["landlord.changed"]);
          addresses.add(payload as RaisedEvents["landlord.changed"]);
          if ((payload as RaisedEvents["landlord.changed"]).fanOut) fanOuts.add(payload.landlordId);
        }
      },
      (name, payload) => void announced.push({ event: name, payload }),
    );
    // In the same transaction: the outbox row exists exactly when the change committed (outbox.ts);
    // a change's buildings go with it, so other nodes re-read only those too.
    const landlordRows = [...raised].map(([landlordId, event]) => ({ event, payload: event === "landlord.changed" ? { landlordId, ...touched.of(landlordId) } : { landlordId } }));
    await writeOutbox(tx, [...landlordRows, ...announced]);
    return value;
  });
  for (const [landlordId, name] of raised) {
    if (name === "landlord.removed") {
      ctx.events.publish("landlord.removed", { landlordId });
      continue;
    }
    const doc = await searchDoc(ctx.db, landlordId);
    // The lines its addresses gained in this write, when that is all they did (addresses-touched.ts):
    // the index takes them without comparing the whole text. The whole is read all the same here (an
    // index that kept no earlier text needs it, and cannot wait for a read): string_agg over the
    // landlord's forms in landlord_addresses_order_idx.
    const appended = addresses.of(landlordId);
    if (doc && appended !== undefined) doc.addressesAppended = appended;
    // `fanOut` on this node's own publication only: the outbox's rows leave it out, the job is this
    // node's to start (other nodes' fan-out workers find it at their timer, modules/follows/sender.ts).
    if (doc) ctx.events.publish("landlord.changed", { landlordId, doc, ...touched.of(landlordId), ...(fanOuts.has(landlordId) && { fanOut: true as const }) });
    else ctx.events.publish("landlord.removed", { landlordId });
  }
  for (const { event, payload } of announced) ctx.events.publish(event, payload as EventPayloads[typeof event]);
  return result;
}

/** PostgreSQL's SQLSTATE for a unique_violation. */
const UNIQUE_VIOLATION = "23505";

/**
 * Whether an error is PostgreSQL's unique violation (the database decides races), told by its SQLSTATE,
 * not its text; drizzle may wrap it, so its causes are looked at too. `on` narrows it as SQLite's
 * isUniqueViolation does: "reviews" (the table) or "users.email" (a column of the violated index,
 * as the error's detail names the key: "Key (email)=(...)", "Key (lower(username))=(...)").
 */
export function isUniqueViolation(error: unknown, on?: string): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (e instanceof postgres.PostgresError && e.code === UNIQUE_VIOLATION) {
      if (on === undefined) return true;
      const [table, column] = on.split(".");
      if (e.table_name !== table) return false;
      if (column === undefined) return true;
      const key = /^Key \((.*)\)=\(/s.exec(e.detail ?? "")?.[1] ?? "";
      return new RegExp(`(^|[^\\w])${column}([^\\w]|$)`).test(key);
    }
  }
  return false;
}
