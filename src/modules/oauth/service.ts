// Who an outside sign-in is (docs/product-rules.md "Accounts"):
// 1. an outside account seen before signs in to the local account it is joined to;
// 2. else, an e-mail the provider verified joins it to the local account with that e-mail;
// 3. else, an unverified e-mail that a local account already uses is refused: anyone can type any
//    address at a provider, and joining on it would hand that account to a stranger;
// 4. else it becomes a new account, with the provider's e-mail only when the provider verified it
//    (otherwise an address under the reserved .invalid domain, so nobody's e-mail is claimed).
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

  async function createAccount(provider: OAuthProviderId, profile: OutsideProfile): Promise<UserRow> {
    const email = profile.emailVerified && profile.email ? profile.email : `${provider}.${profile.subject.replace(/[^\w.-]/g, "")}@users.noreply.invalid`;
    const passwordHash = await deps.passwords.hash(randomBytes(32).toString("base64url"));
    const isAdmin = profile.emailVerified && deps.config.adminEmails.includes(email) ? 1 : 0;
    const names = { firstName: providerName(profile.firstName), lastName: providerName(profile.lastName) };
    for (const username of usernameCandidates(profile, provider)) {
      if (await users.usernameTaken(username)) continue;
      // Null when a concurrent sign-up took the name: try the next one. When a concurrent
      // sign-in joined the same outside account first, its account.
      const user = await oauthAccounts.createJoined({ username, email, passwordHash, ...names, isAdmin }, provider, profile.subject);
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
        await oauthAccounts.link(provider, profile.subject, sameEmail.id);
        return { user: sameEmail };
      }
      return { user: await createAccount(provider, profile) };
    },
  };
}
