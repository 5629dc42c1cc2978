// Admin actions of contract §6.3 (verification decisions, reply removals) go on record here, inside
// the transaction that makes them. Contract §6.4 asks that every admin action be logged; the
// moderation log of contract §6.2 (modules/moderation) takes the same entry once it exists.
import type { AppDeps } from "../../deps";
import type { Executor } from "../landlords/repository";

export interface AdminActionEntry {
  actorId: number;
  action: "verification.approve" | "verification.reject" | "reply.remove";
  targetType: "verification_request" | "reply";
  targetId: string;
  reportId?: number | null;
  reason?: string | null;
}

export function recordAdminAction(deps: Pick<AppDeps, "log">, _tx: Executor, entry: AdminActionEntry): void {
  deps.log.info("admin action", entry);
}
