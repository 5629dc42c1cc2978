// The moderation log (docs/product-rules.md#moderation, docs/moderation.md): every admin action writes exactly one
// row naming one target, in the same transaction as the change, so the log can never claim an
// action that did not happen nor miss one that did. Rows are never changed or removed (the
// migration's triggers refuse it). The public view leaves out who acted and who reported.
// `logModeration` is composed by the store of each action, inside its write; the store at the
// bottom only reads the public log (src/store/moderation.ts).
import { count, desc, ne } from "drizzle-orm";
import { appealMethods, appealsOfActions } from "./appeals";
import { moderationLog, type ModerationLogRow } from "./schema";
import { nowIso } from "../../http";
import type { Executor, Tx } from "./connection";
import type { SqliteContext } from "./tx";
import type { ModerationStore } from "../moderation";
import { toPublicEntry, type ModerationEntry } from "../shapes";
export { toPublicEntry, type ModerationEntry } from "../shapes";


/**
 * Writes one log row. Takes a transaction, not the database, on purpose: the row must commit or
 * roll back with the change it records.
 */
export function logModeration(tx: Tx, entry: ModerationEntry): ModerationLogRow {
  return tx
    .insert(moderationLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      reportId: entry.reportId ?? null,
      category: entry.category ?? null,
      reason: entry.reason?.trim() || null,
      subjectId: entry.subjectId ?? null,
      createdAt: entry.createdAt ?? nowIso(),
    })
    .returning()
    .get();
}


/**
 * Contact-message housekeeping (read, archived) is not moderation (contract §7.5): older rows of it
 * stay in the append-only table but leave the public log.
 */
const PUBLIC_ROWS = ne(moderationLog.targetType, "message");

/** Newest first, with the total for paging. */
export function listModerationLog(ex: Executor, opts: { limit: number; offset: number }): { rows: ModerationLogRow[]; total: number } {
  const rows = ex.select().from(moderationLog).where(PUBLIC_ROWS).orderBy(desc(moderationLog.createdAt), desc(moderationLog.id)).limit(opts.limit).offset(opts.offset).all();
  const total = ex.select({ n: count() }).from(moderationLog).where(PUBLIC_ROWS).get()?.n ?? 0;
  return { rows, total };
}

/** The moderation store on SQLite (src/store/moderation.ts): the public log's reads. */
export function createModerationStore(ctx: SqliteContext): ModerationStore {
  return {
    async publicLog(page) {
      // One read transaction: the page and its total are one snapshot.
      const { rows, total, outcomes } = ctx.db.transaction((tx) => {
        const page_ = listModerationLog(tx, page);
        return { ...page_, outcomes: appealsOfActions(tx, page_.rows.map((r) => r.id)) };
      });
      // An appealed action shows its appeal's state beside it.
      return { entries: rows.map((r) => toPublicEntry(r, outcomes.get(r.id) ?? null)), total };
    },
    ...appealMethods(ctx),
  };
}
