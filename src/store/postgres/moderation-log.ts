// The moderation log on PostgreSQL (docs/moderation.md): the twin of src/store/sqlite/moderation-log.ts.
// Every admin action writes exactly one row in the same transaction as the change (`logModeration`,
// composed by each action's store); rows are never changed or removed (the migration's triggers
// refuse it). The store below only reads the public log, which never names who acted or reported.
import { count, desc } from "drizzle-orm";
import { moderationLog } from "./schema";
import type { ModerationLogRow } from "../rows";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import type { PostgresContext } from "./tx";
import type { ModerationStore } from "../moderation";
import type { ModerationLogEntry } from "../../contract/types";
import type { ModerationAction, ModerationTargetType } from "../../contract/constants";

/** One admin action, as src/store/sqlite/moderation-log.ts `ModerationEntry` names it. */
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

/** Writes one log row. Takes a transaction, not the database: the row commits or rolls back with its change. */
export async function logModeration(tx: PgTx, entry: ModerationEntry): Promise<ModerationLogRow> {
  const [row] = await tx
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
    .returning();
  return row!;
}

/** Newest first, with the total for paging. */
async function listModerationLog(ex: PgDb | PgTx, opts: { limit: number; offset: number }): Promise<{ rows: ModerationLogRow[]; total: number }> {
  const rows = await ex.select().from(moderationLog).orderBy(desc(moderationLog.createdAt), desc(moderationLog.id)).limit(opts.limit).offset(opts.offset);
  const [totals] = await ex.select({ n: count() }).from(moderationLog);
  return { rows, total: totals?.n ?? 0 };
}

/** The moderation store on PostgreSQL (src/store/moderation.ts): the public log's reads. */
export function createModerationStore(ctx: PostgresContext): ModerationStore {
  return {
    async publicLog(page) {
      // One snapshot for the page and its total, as SQLite's read transaction gives.
      const { rows, total } = await ctx.db.transaction((tx) => listModerationLog(tx, page), { isolationLevel: "repeatable read", accessMode: "read only" });
      return { entries: rows.map(toPublicEntry), total };
    },
  };
}
