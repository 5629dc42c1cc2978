// The moderation store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/moderation-log.ts `createModerationStore`. Only the public log is read here:
// a log row is written by the store of the action it records, inside that action's write
// (src/store/sqlite/moderation-log.ts `logModeration`), never on its own.
import type { ModerationLogEntry } from "../contract/types";

export interface ModerationStore {
  /** The public log (docs/product-rules.md#moderation), newest first, one page with the total: never who acted or reported. */
  publicLog(page: { limit: number; offset: number }): Promise<{ entries: ModerationLogEntry[]; total: number }>;
}
