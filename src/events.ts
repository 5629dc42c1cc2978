// Typed after-commit events (docs/architecture.md, "Events"). A service that changes landlords or
// their reviews says so by raising an event inside its transaction (`commit` below); the events
// are published once the transaction has committed, and dropped when it rolls back, so listeners
// never see a change that did not happen. Listeners (the search module: its index, the landlord rows
// it keeps and its answer cache) subscribe in src/deps.ts. Nothing calls a listener directly.
//
// Another process (a CLI `import`, `seed` or `admin` beside the running server) commits without
// telling us: `watchDatabase` notices it through SQLite's `PRAGMA data_version` and publishes
// `database.changed`, upon which listeners rebuild what they derive from the database.
import type { Db, Tx } from "./db/connection";
import { writeTx } from "./db/connection";
import type { Logger } from "./lib/logger";

export interface EventPayloads {
  /** A landlord was created, or its row, its figures or its reviews changed. */
  "landlord.changed": { landlordId: string };
  /** A landlord was deleted (its reviews with it). */
  "landlord.removed": { landlordId: string };
  /** Anything may have changed (another process committed, or a bulk load): rebuild what is derived. */
  "database.changed": { by: "another process" | "this process" };
}
export type EventName = keyof EventPayloads;
export type Listener<K extends EventName> = (payload: EventPayloads[K]) => void;
/** Queues an event for publication after the commit. */
export type Raise = <K extends EventName>(name: K, payload: EventPayloads[K]) => void;

export interface Events {
  /** Calls `listener` after each commit that raises `name`; returns the unsubscribe. */
  on<K extends EventName>(name: K, listener: Listener<K>): () => void;
  /** Publishes now: for changes already committed (a bulk load, another process's commit). */
  publish<K extends EventName>(name: K, payload: EventPayloads[K]): void;
}

export function createEvents(log?: Logger): Events {
  const listeners = new Map<EventName, Set<Listener<never>>>();
  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
    publish(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        // The change is committed whatever a listener does: one failing must not fail the request
        // or keep the others from hearing of it.
        try {
          (listener as Listener<typeof name>)(payload);
        } catch (error) {
          log?.error(`a listener of ${name} failed`, error);
        }
      }
    },
  };
}

/**
 * Runs `fn` in a write transaction (BEGIN IMMEDIATE) and publishes the events it raised once the
 * transaction has committed; when `fn` throws, nothing is published.
 */
export function commit<T>(deps: { db: Db; events: Events }, fn: (tx: Tx, raise: Raise) => T): T {
  const raised: [EventName, EventPayloads[EventName]][] = [];
  const result = writeTx(deps.db, (tx) => fn(tx, (name, payload) => void raised.push([name, payload])));
  for (const [name, payload] of raised) deps.events.publish(name, payload as never);
  return result;
}

/** How often another process's commits are looked for: well inside the 2 seconds they may take to show. */
export const DATA_VERSION_POLL_MS = 500;

/**
 * Publishes `database.changed` within `everyMs` of a commit by another connection to the same
 * file. SQLite's `PRAGMA data_version` moves on exactly then (our own commits leave it alone);
 * reading it costs microseconds. Returns the stop function.
 */
export function watchDatabase(db: Db, events: Events, everyMs = DATA_VERSION_POLL_MS): () => void {
  const read = () => (db.$client.query("PRAGMA data_version").get() as { data_version: number }).data_version;
  let seen = read();
  const timer = setInterval(() => {
    const now = read();
    if (now === seen) return;
    seen = now;
    events.publish("database.changed", { by: "another process" });
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
