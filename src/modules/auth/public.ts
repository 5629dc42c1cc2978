// The public shape of an account, written in one place: GET /api/user, sign-up and sign-in, the
// profile update, the account export and the page's own session (app.ts) are made by `toUser`.
import type { User } from "../../contract/types";
import type { UserRow } from "../../store/rows";

/** The public shape of a user (docs/product-rules.md#shapes): never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    isAdmin: row.isAdmin ? 1 : 0,
    createdAt: row.createdAt,
  };
}
