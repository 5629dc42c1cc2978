// The account's own settings (docs/product-rules.md#privacy): names and username, password, a copy of everything
// stored, and leaving. Changing the password and leaving both ask for the password first, and
// wrong passwords count towards the same per-e-mail limit as sign-in (docs/product-rules.md#limits), so a
// borrowed session cannot be used to guess it.
import { emailProofMail, mailLocale } from "../../i18n/mail";
import type { AppDeps } from "../../deps";
import type { AccountConnections, AccountExport } from "../../contract/types";
import { OAUTH_LABELS } from "../oauth/config";
import type { AccountDeleteInput, PasswordChangeInput, ProfileUpdateInput } from "../../contract/schemas";
import { nowIso } from "../../http";
import { passwordAttempt } from "../auth/attempts";
import type { UserRow } from "../../store/rows";
import type { ProfileValues } from "../../store/account";
import { toUser } from "../auth/public";
import { emailProofMailNotConfigured, wrongPasswordAt } from "./errors";

/** Proof mails per account per hour: enough for a lost mail, too few to flood an inbox. */
export const PROOF_MAILS_PER_HOUR = 3;

export function createAccountService(deps: AppDeps) {
  const { account } = deps.store;
  const proofMails = deps.limiters.make("proof-mails", PROOF_MAILS_PER_HOUR, 60 * 60 * 1000);
  const baseUrl = () => deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;

  /** 400 on a wrong password (at the field), 429 once the e-mail's failures reach the limit. */
  async function checkPassword(user: UserRow, password: string, field: string): Promise<void> {
    if (await passwordAttempt(deps, user.email.toLowerCase(), () => deps.passwords.verify(password, user.password))) return;
    throw wrongPasswordAt(field);
  }

  return {
    /**
     * Mails the account a one-time link proving it reads its e-mail (404 without a mail server).
     * Resolves when the link is stored; `sent` settles when the mail is out (tests wait on it).
     * Nothing is mailed to a proven address, nor past the hourly limit.
     */
    async requestEmailProof(user: UserRow): Promise<{ sent: Promise<void> }> {
      const mailer = deps.mailer;
      if (!mailer) throw emailProofMailNotConfigured();
      if (user.emailVerifiedAt || (await proofMails.consume(String(user.id))) > 0) return { sent: Promise.resolve() };
      const link = `${baseUrl()}/confirm-email/${await account.issueEmailProof(user.id, user.email)}`;
      // In the account's language (src/i18n/mail.ts).
      const words = emailProofMail[mailLocale(user, deps.config.defaultLocale)](deps.config.siteName, user.username, link);
      const sent = mailer
        .send({ to: user.email, ...words })
        .catch((error: unknown) => {
          deps.log.error("e-mail proof mail could not be sent", { error: error instanceof Error ? error.message : String(error) });
        });
      return { sent };
    },

    async connections(user: UserRow): Promise<AccountConnections> {
      const connected = await account.connectedProviders(user.id);
      return {
        emailVerified: user.emailVerifiedAt !== null,
        canConfirmEmail: deps.mailer !== null,
        providers: deps.config.oauthProviders.map((p) => ({ id: p.id, label: OAUTH_LABELS[p.id], connected: connected.includes(p.id) })),
      };
    },

    /** The mailed link, opened: the account's e-mail is proven (400 at the token when the link is unknown, used or expired). */
    proveEmail(token: string): Promise<UserRow> {
      return account.proveEmail(token);
    },

    /** The updated profile; a username another account has is 409 at the field (the store checks it inside its write). */
    updateProfile(user: UserRow, input: ProfileUpdateInput): Promise<UserRow> {
      const values: ProfileValues = {};
      if (input.username !== undefined) values.username = input.username;
      // A blank name clears it (the header then shows the username).
      if (input.firstName !== undefined) values.firstName = input.firstName || null;
      if (input.lastName !== undefined) values.lastName = input.lastName || null;
      return account.updateProfile(user.id, values);
    },

    /** The new password; every session but the one asking ends, and every reset link. */
    async changePassword(user: UserRow, currentSid: string | undefined, input: PasswordChangeInput): Promise<void> {
      await checkPassword(user, input.currentPassword, "currentPassword");
      const hash = await deps.passwords.hash(input.newPassword);
      await account.changePassword(user.id, hash, currentSid);
      await deps.limiters.failedLoginsPerEmail.reset(user.email);
    },

    /** Everything stored about the account, read in one transaction so the parts agree. */
    async export(user: UserRow): Promise<AccountExport> {
      const exportedAt = nowIso();
      const { user: stored, ...owned } = await account.record(user.id);
      const fresh = stored ?? user;
      return {
        exportedAt,
        account: { ...toUser(fresh), updatedAt: fresh.updatedAt },
        linkedAccounts: owned.linkedAccounts,
        sessions: owned.sessions,
        reviews: owned.reviews,
        helpfulVotes: owned.helpfulVotes,
        reports: owned.reports,
        replies: owned.replies,
        verificationRequests: owned.verificationRequests,
        suspension: owned.suspension,
        follows: owned.follows,
        notifications: owned.notifications,
        warnings: owned.warnings,
        appeals: owned.appeals,
      };
    },

    /**
     * Leaves for good: the account, its sessions, its votes (helpful counts follow) and the reports
     * it filed go; its reviews are deleted (landlord figures follow) or kept with no link to
     * anyone. In the store: marked in one transaction, then swept in short batches (issue 32), raising landlord.changed for each landlord it reviewed or owned (search follows).
     */
    async deleteAccount(user: UserRow, input: AccountDeleteInput): Promise<void> {
      await checkPassword(user, input.password, "password");
      await account.delete(user.id, input.reviews);
      deps.log.info("account deleted", { userId: user.id, reviews: input.reviews });
    },
  };
}
