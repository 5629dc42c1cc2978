// Admin actions of docs/product-rules.md#verification-badges-and-replies (verification decisions, reply removals) go on record here, inside
// the transaction that makes them: a row of the moderation log of docs/product-rules.md#moderation
// (modules/moderation/log.ts, docs/moderation.md), and the log line docs/product-rules.md#running-it asks for.
import type { AppDeps } from "../../deps";
import type { Tx } from "../../db/connection";
import { logModeration } from "../moderation/log";

export interface AdminActionEntry {
  actorId: number;
  action: "verification.approve" | "verification.reject" | "reply.remove";
  targetType: "verification_request" | "reply";
  targetId: string;
  reportId?: number | null;
  reason?: string | null;
}

export function recordAdminAction(deps: Pick<AppDeps, "log">, tx: Tx, entry: AdminActionEntry): void {
  // A verification decision's notes are about a person's business papers: kept in the request,
  // not published. A reply removal's reason is the public reason.
  logModeration(tx, { ...entry, reason: entry.targetType === "verification_request" ? null : entry.reason });
  deps.log.info("admin action", entry);
}
