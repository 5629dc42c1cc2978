// The signed-in account's own settings (docs/product-rules.md#privacy):
//   PATCH  /api/user            names and username → 200 User (409 when the username is taken)
//   POST   /api/user/password   {currentPassword, newPassword} → 204; every other session ends
//   GET    /api/user/export     everything stored about the account, as a JSON download
//   DELETE /api/user            {password, reviews: "delete"|"anonymize"} → 204, signed out
//   PUT    /api/user/language   {language: "en"|"es"} → 204; mail reaches the account in it (contract §7.3)
//   GET    /api/user/connections → whether the e-mail is proven, the providers and which are connected
//   POST   /api/user/email-proof  → 202; a one-time link proving the e-mail is mailed (404 without mail)
//   POST   /api/email-proof {token} → 204; the e-mail of the link's account is proven (public: the
//                               link is the proof, opened on whatever device reads the mail)
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { accountDeleteSchema, emailProofSchema, languageSchema, passwordChangeSchema, profileUpdateSchema } from "../../contract/schemas";
import { SESSION_COOKIE, sessionPlugin } from "../../plugins/session";
import { endSessionCookie } from "../auth/session-cookie";
import { toUser } from "../auth/public";
import { createAccountService } from "./service";

export const EMAIL_PROOF_REQUESTED = "A confirmation link is on its way to your e-mail.";

export function accountRoutes(deps: AppDeps) {
  const account = createAccountService(deps);
  return new Elysia({ name: "account-routes" })
    .use(sessionPlugin(deps))
    .patch("/api/user", async ({ body, user }) => toUser(await account.updateProfile(user, body)), { auth: "user", body: profileUpdateSchema })
    .post(
      "/api/user/password",
      async ({ body, user, cookie, set }) => {
        const sid = cookie[SESSION_COOKIE]?.value;
        await account.changePassword(user, typeof sid === "string" ? sid : undefined, body);
        set.status = 204;
      },
      { auth: "user", body: passwordChangeSchema },
    )
    .put(
      "/api/user/language",
      async ({ body, user, set }) => {
        await deps.store.users.setLocale(user.id, body.language);
        set.status = 204;
      },
      { auth: "user", body: languageSchema },
    )
    .get("/api/user/connections", ({ user }) => account.connections(user), { auth: "user" })
    .post(
      "/api/user/email-proof",
      async ({ user, set }) => {
        await account.requestEmailProof(user);
        set.status = 202;
        return { message: EMAIL_PROOF_REQUESTED };
      },
      { auth: "user" },
    )
    .post(
      "/api/email-proof",
      async ({ body, set }) => {
        await account.proveEmail(body.token);
        set.status = 204;
      },
      { body: emailProofSchema },
    )
    .get(
      "/api/user/export",
      async ({ user, set }) => {
        const data = await account.export(user);
        set.headers["content-type"] = "application/json; charset=utf-8";
        set.headers["content-disposition"] = `attachment; filename="${exportFileName(deps.config.siteName, user.username, data.exportedAt)}"`;
        return JSON.stringify(data, null, 2);
      },
      { auth: "user" },
    )
    .delete(
      "/api/user",
      async ({ body, user, cookie, set }) => {
        await account.deleteAccount(user, body);
        endSessionCookie(deps, cookie);
        set.status = 204;
      },
      { auth: "user", body: accountDeleteSchema },
    );
}

/** "rentfair-data-maria-2026-11-23.json": only characters safe in a header and on any disk. */
function exportFileName(siteName: string, username: string, exportedAt: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "").toLowerCase();
  return `${safe(siteName) || "rentfair"}-data-${safe(username) || "account"}-${exportedAt.slice(0, 10)}.json`;
}
