// Drizzle queries built once per connection (issue 32's profile of POST /api/reviews): building a
// query's SQL from drizzle's objects on every call cost more than SQLite's running of it. A query
// whose shape never changes is prepared once with placeholders (`sql.placeholder`) and kept by the
// connection it was prepared on; each call only binds its values. bun:sqlite has one connection per
// database, and a statement run on it joins the transaction open on it, so one prepared query serves
// the database and its transactions alike.
import type { Database } from "bun:sqlite";
import type { Executor } from "./connection";

const kept = new WeakMap<Database, Map<string, unknown>>();

/** The query `name` on `ex`'s connection, built by `build` the first time it is asked for there. */
export function prepared<T>(ex: Executor, name: string, build: (ex: Executor) => T): T {
  // The connection under a drizzle database or transaction (figures.ts `clientOf`).
  const client = (ex as unknown as { session: { client: Database } }).session.client;
  let queries = kept.get(client);
  if (!queries) kept.set(client, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (query === undefined) queries.set(name, (query = build(ex)));
  return query;
}
