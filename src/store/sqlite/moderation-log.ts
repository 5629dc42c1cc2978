// The moderation log (docs/product-rules.md#moderation, docs/moderation.md): every admin action writes exactly one
// row naming one target, in the same transaction as the change, so the log can never claim an
// action that did not happen nor miss one that did. Rows are never changed or removed (the
// migration's triggers refuse it). The public view leaves out who acted and who reported.
// `logModeration` is composed by the store of each action, inside its write; the store at the
// bottom only reads the public log (src/store/moderation.ts).
import { count, desc } from "drizzle-orm";
import { moderationLog, type ModerationLogRow } from "./schema";
import type { ModerationLogEntry } from "../../contract/types";
import type { ModerationAction, ModerationTargetType } from "../../contract/constants";
import { nowIso } from "../../http";
import type { Executor, Tx } from "./connection";
import type { SqliteContext } from "./tx";
import type { ModerationStore } from "../moderation";

export interface ModerationEntry {
  /** The admin who acted; kept for operators, never shown. */
  actorId: number | null;
  action: ModerationAction;
  targetType: ModerationTargetType;
  targetId: string | number;
  reportId?: number | null;
  /** The report category the action answered, if any. */
  category?: string | null;
  /** The admin's stated reason, published. */
  reason?: string | null;
  /** Only `seed --demo` backdates a row; every real action is logged as it happens. */
  createdAt?: string;
}

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

/** The public shape: what, to what kind of content, why, when. Never the actor, the reporter or the target's id. */
export function toPublicEntry(row: ModerationLogRow): ModerationLogEntry {
  return {
    id: row.id,
    action: row.action as ModerationAction,
    targetType: row.targetType as ModerationTargetType,
    category: row.category,
    reason: row.reason,
    createdAt: row.createdAt,
  };
}

/** Newest first, with the total for paging. */
export function listModerationLog(ex: Executor, opts: { limit: number; offset: number }): { rows: ModerationLogRow[]; total: number } {
  const rows = ex.select().from(moderationLog).orderBy(desc(moderationLog.createdAt), desc(moderationLog.id)).limit(opts.limit).offset(opts.offset).all();
  const total = ex.select({ n: count() }).from(moderationLog).get()?.n ?? 0;
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
