// The operations store on SQLite (docs/architecture.md, "Stores").
import type { SqliteContext } from "./tx";
import type { OperationsStore } from "../operations";

/** The operations store on SQLite (src/store/operations.ts). */
export function createOperationsStore(ctx: SqliteContext): OperationsStore {
  void ctx;
  return {};
}
