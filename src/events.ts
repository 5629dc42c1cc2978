// Typed after-commit events (docs/architecture.md, "Events"). A store that changes landlords or
// their reviews raises an event inside its transaction (src/store/sqlite/tx.ts `write`); the events
// are published once the transaction has committed, and dropped when it rolls back, so listeners
// never see a change that did not happen. Listeners (the search module: its index, the landlord rows
// it keeps and its answer cache) subscribe in src/deps.ts. Nothing calls a listener directly.
//
// Another process (a CLI `import`, `seed` or `admin` beside the running server) commits without
// telling us: the operations store's `watchOtherWriters` (src/store/operations.ts) notices it and
// publishes `database.changed`, upon which listeners rebuild what they derive from the database.
import type { Logger } from "./lib/logger";
import type { SearchDoc } from "./store/search";

export interface EventPayloads {
  /** A landlord was created, or its row, its figures or its reviews changed. */
  /**
   * `buildings`: the buildings a review moved into or out of (their answers changed), gathered by
   * the write (src/store/buildings-touched.ts); `everyBuilding` (or no `buildings`): some part of
   * the change did not say (a rename, a recount, a bulk load), so every building the landlord's
   * reviews name now may have changed too. The building search re-reads only these (issue 32).
   * `fanOut`: the write queued a follow fan-out job (a new review someone follows); the fan-out
   * worker looks for pending jobs only then, at its start and on its timer (modules/follows/sender.ts).
   */
  "landlord.changed": { landlordId: string; doc: SearchDoc; buildings?: string[]; everyBuilding?: true; fanOut?: true };
  /** A landlord was deleted (its reviews with it). */
  "landlord.removed": { landlordId: string };
  /** Anything may have changed (another process committed, or a bulk load): rebuild what is derived. */
  "database.changed": { by: "another process" | "this process" };
}
export type EventName = keyof EventPayloads;
export type Listener<K extends EventName> = (payload: EventPayloads[K]) => void;
export interface Events {
  /** Calls `listener` after each commit that raises `name`; returns the unsubscribe. */
  on<K extends EventName>(name: K, listener: Listener<K>): () => void;
  /** Publishes now: for changes already committed (a bulk load, another process's commit). */
  publish<K extends EventName>(name: K, payload: EventPayloads[K]): void;
  /** Whether anyone listens to `name`: a bulk load reads what it would publish only then (src/store/sqlite/bulk.ts). */
  listens(name: EventName): boolean;
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
    listens: (name) => (listeners.get(name)?.size ?? 0) > 0,
  };
}
