// `rentfair admin grant|revoke <email>`: flips is_admin for an existing account (the users store,
// src/store/users.ts). `admin reset-link` is the password-reset service's (src/cli.ts).
import type { UsersStore } from "../store/users";

/** Grants or revokes admin rights; the line the command prints. */
export async function setAdmin(users: UsersStore, email: string, grant: boolean): Promise<string> {
  const user = await users.byEmail(email.trim());
  if (!user) throw new Error(`no account with e-mail ${email}`);
  await users.setAdmin(user.id, grant ? 1 : 0);
  return grant ? `${user.email} is now an admin` : `${user.email} is no longer an admin`;
}
