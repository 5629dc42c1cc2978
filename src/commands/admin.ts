import { createUsersRepository } from "../store/sqlite/auth";
import type { Db } from "../store/sqlite/connection";

/** `rentfair admin grant|revoke <email>`: flips is_admin for an existing account. */
export function setAdmin(db: Db, email: string, grant: boolean): string {
  const users = createUsersRepository(db);
  const user = users.byEmail(email.trim());
  if (!user) throw new Error(`no account with e-mail ${email}`);
  users.setAdmin(user.id, grant ? 1 : 0);
  return grant ? `${user.email} is now an admin` : `${user.email} is no longer an admin`;
}
