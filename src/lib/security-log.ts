// Security events as log lines (docs/product-rules.md#limits): one line per event, always with the client's
// address, never a password, cookie, session id or secret. They go through the one logger
// (lib/logger.ts) at warn level, so LOG_LEVEL=warn keeps them and LOG_FORMAT decides the shape;
// each carries `event` so that an operator can grep or filter them.
//
// Who calls what:
// - failed sign-ins: modules/auth (the route knows the address, the service the outcome);
// - 429s and full sign-in queues: plugins/errors.ts, for every route at once;
// - refused cross-site writes: plugins/security.ts;
// - admin actions: every state-changing request an admin account makes, on any route, logged by
//   plugins/security.ts after the response with its status (so routes added later are covered
//   without wiring); `adminAction` for actions that are not a request of their own;
// - suspensions: `suspensionEvent`, called by the moderation module where it suspends or lifts.
import type { Logger } from "./logger";

export type SecurityEvent =
  | "sign-in failed"
  | "rate limited"
  | "sign-in queue full"
  | "cross-site request refused"
  | "admin action"
  | "account suspended"
  | "account unsuspended";

export type SecurityFields = Record<string, string | number | boolean | null | undefined>;

export function securityEvent(log: Logger, event: SecurityEvent, address: string, fields: SecurityFields = {}): void {
  const clean: SecurityFields = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) clean[k] = typeof v === "string" ? v.slice(0, 200) : v;
  // `client` is the name the request log line uses for the same address (plugins/observability.ts).
  log.warn(event, { event, client: address, ...clean });
}

/** An admin's action (a deletion, a report decision, a suspension...), by the admin's id. */
export function adminAction(log: Logger, address: string, adminId: number, action: string, fields: SecurityFields = {}): void {
  securityEvent(log, "admin action", address, { adminId, action, ...fields });
}

/**
 * A suspension or its lifting (issue 13's moderation calls this): who, by whom, until when, why.
 * `reason` is the moderator's note category, not free text from the suspended user.
 */
export function suspensionEvent(
  log: Logger,
  address: string,
  change: { userId: number; adminId: number | null; suspended: boolean; until?: string | null; reason?: string },
): void {
  securityEvent(log, change.suspended ? "account suspended" : "account unsuspended", address, {
    userId: change.userId,
    adminId: change.adminId,
    until: change.until ?? null,
    reason: change.reason,
  });
}
