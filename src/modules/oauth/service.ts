// Who an outside sign-in is (docs/product-rules.md "Accounts"):
// 1. an outside account seen before signs in to the local account it is joined to;
// 2. else, an e-mail the provider verified joins it to the local account with that e-mail, only when
//    that account proved it reads the address (users.email_verified_at: a mailed link, or a provider
//    made it); the join ends every session the account had. Registering never proves an e-mail, so
//    without this anyone could register a stranger's address first and be joined by the stranger's
//    later outside sign-in, reading everything they write (issue 30);
// 3. else, an unverified e-mail that a local account already uses is refused: anyone can type any
//    address at a provider, and joining on it would hand that account to a stranger;
// 4. else it becomes a new account, with the provider's e-mail only when the provider verified it
//    and no local account holds it (otherwise an address under the reserved .invalid domain, so
//    nobody's e-mail is claimed). An unproven local account is joined only by its owner: signed in
//    with its password, "Connect <provider>" on the account page (`connect` below).
// New accounts get an unusable random password: they sign in through the provider, or set one
// with a password reset.
import { randomBytes } from "node:crypto";
import type { AppDeps } from "../../deps";
import type { UserRow } from "../../store/rows";
import { LIMITS } from "../../contract/constants";
import type { OAuthProviderId } from "./config";
import type { OutsideProfile } from "./providers";
import { cleanName } from "../../contract/text";

export type OAuthOutcome = { user: UserRow } | { refused: "unverified-email" };
export type ConnectOutcome = "connected" | "taken";

/** A name as a provider gave it, stored like a typed one: no control or invisible characters (contract/text.ts). */
const providerName = (name: string | null | undefined) => (name ? cleanName(name).slice(0, 100) || undefined : undefined);

/** A username from what the provider knows, made valid and unique ("jane-doe", "jane-doe-2"...). */
function usernameCandidates(profile: OutsideProfile, provider: OAuthProviderId): string[] {
  const raw = profile.username ?? profile.email?.split("@")[0] ?? `${provider}-user`;
  let base = raw.normalize("NFKC").replace(/[^\p{L}\p{N}_.-]+/gu, "-").replace(/^-+|-+$/g, "").slice(0, LIMITS.usernameMax - 6);
  if (base.length < LIMITS.usernameMin) base = `${provider}-${base}`.slice(0, LIMITS.usernameMax - 6);
  const out = [base];
  for (let i = 2; i < 50; i++) out.push(`${base}-${i}`);
  out.push(`${base}-${randomBytes(3).toString("hex")}`);
  return out;
}

export function createOAuthService(deps: AppDeps) {
  const { users, oauthAccounts } = deps.store;

  /** `claimEmail`: whether the new account takes the provider's e-mail (verified there, held by no local account). */
  async function createAccount(provider: OAuthProviderId, profile: OutsideProfile, claimEmail: boolean): Promise<UserRow> {
    const claimed = claimEmail && profile.emailVerified && profile.email ? profile.email : undefined;
    const email = claimed ?? `${provider}.${profile.subject.replace(/[^\w.-]/g, "")}@users.noreply.invalid`;
    const passwordHash = await deps.passwords.hash(randomBytes(32).toString("base64url"));
    const isAdmin = claimed && deps.config.adminEmails.includes(claimed) ? 1 : 0;
    // The provider verified the address it gave: the account starts proven.
    const emailVerifiedAt = claimed ? new Date().toISOString() : null;
    const names = { firstName: providerName(profile.firstName), lastName: providerName(profile.lastName) };
    for (const username of usernameCandidates(profile, provider)) {
      if (await users.usernameTaken(username)) continue;
      // Null when a concurrent sign-up took the name: try the next one. When a concurrent
      // sign-in joined the same outside account first, its account.
      const user = await oauthAccounts.createJoined({ username, email, passwordHash, ...names, isAdmin, emailVerifiedAt }, provider, profile.subject);
      if (user) return user;
    }
    throw new Error("no free username for the outside account");
  }

  return {
    async signIn(provider: OAuthProviderId, profile: OutsideProfile): Promise<OAuthOutcome> {
      const known = await oauthAccounts.linkedUser(provider, profile.subject);
      if (known) return { user: known };
      const sameEmail = profile.email ? await users.byEmail(profile.email) : undefined;
      if (sameEmail) {
        if (!profile.emailVerified) return { refused: "unverified-email" };
        // Null when the local account's e-mail is unproven (checked again inside the write).
        const joined = sameEmail.emailVerifiedAt ? await oauthAccounts.joinProven(provider, profile.subject, sameEmail.id) : undefined;
        if (joined) return { user: joined };
        return { user: await createAccount(provider, profile, false) };
      }
      return { user: await createAccount(provider, profile, true) };
    },

    /** The signed-in owner of `userId` connects the outside account from the account page; every other session of theirs ends. */
    connect(provider: OAuthProviderId, profile: OutsideProfile, userId: number, keepSid: string | undefined): Promise<ConnectOutcome> {
      return oauthAccounts.connect(provider, profile.subject, userId, keepSid);
    },
  };
}
