// The contact store on SQLite (docs/architecture.md, "Stores").
import type { SqliteContext } from "./tx";
import type { ContactStore } from "../contact";

/** The contact store on SQLite (src/store/contact.ts). */
export function createContactStore(ctx: SqliteContext): ContactStore {
  void ctx;
  return {};
}
