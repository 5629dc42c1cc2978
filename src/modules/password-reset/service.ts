// Password reset (docs/product-rules.md#privacy). Two ways to get the same one-time link /reset-password/{token},
// valid 60 minutes: an operator prints it (`rentfair admin reset-link <email>`, for sites with no
// mail server), or, with SMTP_URL and MAIL_FROM set, the person asks for it and it is mailed.
// Asking answers the same whatever the address, so nobody learns who has an account. Using the
// link sets the new password, ends every session and every other outstanding link.
import { mailLocale, passwordResetMail } from "../../i18n/mail";
import type { AppDeps } from "../../deps";
import type { PasswordResetInput } from "../../contract/schemas";
import { invalidResetLinkAtToken, resetMailNotConfigured } from "./errors";

/** Mails per address per hour: enough for a lost mail, too few to flood an inbox. */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

export function createPasswordResetService(deps: AppDeps) {
  const { users, passwordResets } = deps.store;
  const mailsPerAddress = deps.limiters.make("reset-mails", MAILS_PER_ADDRESS_PER_HOUR, 60 * 60 * 1000);
  const baseUrl = () => deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
  const linkFor = (token: string) => `${baseUrl()}/reset-password/${token}`;

  return {
    /** The operator's way: a link for an existing account, or an error naming the address. */
    async linkForEmail(email: string): Promise<string> {
      const user = await users.byEmail(email.trim());
      if (!user) throw new Error(`no account with e-mail ${email}`);
      return linkFor(await passwordResets.issue(user.id));
    },

    /**
     * The person's way. Resolves before anything about the address is looked at: the lookup, the
     * link's write and the mail all run after the answer has gone (a known address's write once
     * made its answer ~1.8 ms slower, issue 30), so the answer cannot tell a known address from an
     * unknown one. `sent` settles when that work is done (tests wait on it).
     */
    async requestByMail(email: string): Promise<{ sent: Promise<void> }> {
      const mailer = deps.mailer;
      if (!mailer) throw resetMailNotConfigured();
      const work = async () => {
        const user = await users.byEmail(email);
        if (!user || (await mailsPerAddress.consume(user.email)) > 0) return;
        const link = linkFor(await passwordResets.issue(user.id));
        // In the account's language (src/i18n/mail.ts), whoever asked.
        const words = passwordResetMail[mailLocale(user, deps.config.defaultLocale)](deps.config.siteName, link);
        await mailer.send({ to: user.email, ...words });
      };
      // setImmediate, not a microtask: the database's calls are synchronous, and a microtask would
      // run them before the answer is written.
      const sent = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => {
          deps.log.error("password reset mail could not be sent", { error: error instanceof Error ? error.message : String(error) });
        });
      return { sent };
    },

    async reset(input: PasswordResetInput): Promise<void> {
      // Looked at before the hash is spent; checked again as it is used (the store: of two requests with one link, one wins).
      if ((await passwordResets.userOf(input.token)) === undefined) throw invalidResetLinkAtToken();
      const passwordHash = await deps.passwords.hash(input.newPassword);
      const { email } = await passwordResets.reset(input.token, passwordHash);
      await deps.limiters.failedLoginsPerEmail.reset(email);
    },
  };
}
