// The moderation log (docs/product-rules.md#moderation, docs/moderation.md): every admin action writes exactly one
// row naming one target, in the same transaction as the change, so the log can never claim an
// action that did not happen nor miss one that did. Rows are never changed or removed (the
// migration's triggers refuse it). The public view leaves out who acted and who reported.
// `logModeration` is composed by the store of each action, inside its write; the store at the
// bottom only reads the public log (src/store/moderation.ts).
import { count, desc, ne } from "drizzle-orm";
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
      createdAt: entry.createdAt ?? nowIso(),
    })
    .returning()
    .get();
}


/**
 * Newest first, with the total for paging. The public log leaves out the contact inbox's
 * bookkeeping (a message read or archived): it says nothing about content, and it drowned the
 * decisions the log is for (issue 31).
 */
export function listModerationLog(ex: Executor, opts: { limit: number; offset: number }): { rows: ModerationLogRow[]; total: number } {
  const shown = ne(moderationLog.targetType, "message");
  const rows = ex.select().from(moderationLog).where(shown).orderBy(desc(moderationLog.createdAt), desc(moderationLog.id)).limit(opts.limit).offset(opts.offset).all();
  const total = ex.select({ n: count() }).from(moderationLog).where(shown).get()?.n ?? 0;
  return { rows, total };
}

/** The moderation store on SQLite (src/store/moderation.ts): the public log's reads. */
export function createModerationStore(ctx: SqliteContext): ModerationStore {
  return {
    async publicLog(page) {
      // One read transaction: the page and its total are one snapshot.
      const { rows, total } = ctx.db.transaction((tx) => listModerationLog(tx, page));
      return { entries: rows.map(toPublicEntry), total };
    },
  };
}
