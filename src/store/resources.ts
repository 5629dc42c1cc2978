// The resources store's interface (docs/architecture.md, "Stores"; contract §7.6): the directory
// of help admins keep. SQLite: src/store/sqlite/resources.ts, PostgreSQL:
// src/store/postgres/resources.ts. Which entries serve a place is decided above the store
// (`servesPlace`, src/contract/local-pages.ts), the same on every database.
import type { HelpResource, ResourceInput, ResourceKind } from "../contract/local-pages";
import type { HelpResourceRow } from "./rows";

export interface ResourcesStore {
  /** Every entry (of one kind, if given), by name. */
  list(kind?: ResourceKind): Promise<HelpResource[]>;
  create(input: ResourceInput): Promise<HelpResource>;
  /** resourceNotFound when there is no such entry. */
  update(id: number, input: ResourceInput): Promise<HelpResource>;
  /** resourceNotFound when there is no such entry. */
  remove(id: number): Promise<void>;
}

/** The public shape: everything but the bookkeeping times. */
export const toResource = (row: HelpResourceRow): HelpResource => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  location: row.location,
  phone: row.phone,
  website: row.website,
  email: row.email,
  languages: row.languages,
  description: row.description,
});
