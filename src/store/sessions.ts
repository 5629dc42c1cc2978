// The sessions store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/auth.ts `createSessionsStore`. Sessions are server-side (docs/product-rules.md#limits):
// the signed cookie only names one; a session lasts SESSION_TTL_MS from its sign-in and is never
// extended. An account's own sessions (ended on a password change, listed in its export) are
// reached through the account store (src/store/account.ts).
import type { Suspension } from "../contract/types";
import type { UserRow } from "./rows";

/** How long a session lasts from its sign-in: 30 days (the cookie's Max-Age says the same). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Who a live session signs in, with what every write of theirs is checked against. */
export interface SignedIn {
  user: UserRow;
  /** Their suspension in force (docs/product-rules.md#moderation), or null. */
  suspension: Suspension | null;
}

export interface SessionsStore {
  /** A new session for the user, with a fresh unguessable id (a planted id can never be promoted). */
  create(userId: number): Promise<{ sid: string; expire: number }>;
  /**
   * Who the session signs in, or undefined when it is unknown or expired: the one read the session
   * plugin makes per request (src/plugins/session.ts), so it answers the suspension in the same call.
   */
  signedIn(sid: string): Promise<SignedIn | undefined>;
  delete(sid: string): Promise<void>;
  /** Removes the expired sessions; how many went. */
  deleteExpired(): Promise<number>;
}
