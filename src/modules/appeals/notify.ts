// Telling the author of each moderation decision (contract §7.5: "the author is notified either way").
//
// FOR THE LEAD, at the merge with issue 27 (follows and notifications): this is the one place to
// wire `notifications.add(tx, { userId, kind, title, url })`. Every store that decides (hide,
// restore, warn, appeal granted/upheld; SQLite and PostgreSQL) already calls it inside its write
// transaction, with that transaction. Until then it does nothing: the decisions are shown on the
// author's dashboard instead (GET /api/user/moderation), the contract's fallback.
import type { ModerationDecision } from "../../contract/types";

export interface AuthorNotice {
  userId: number;
  kind: ModerationDecision["kind"];
  title: string;
  url: string;
}

/** No-op until issue 27's notifications land (see above); `tx` is the decision's own transaction. */
export function notifyAuthorOfDecision(_tx: unknown, _notice: AuthorNotice): void | Promise<void> {
  // Intentionally empty: wire issue 27's notifications.add(tx, notice) here at merge.
}
