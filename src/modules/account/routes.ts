// The signed-in account's own settings (contract §6.1):
//   PATCH  /api/user            names and username → 200 User (409 when the username is taken)
//   POST   /api/user/password   {currentPassword, newPassword} → 204; every other session ends
//   GET    /api/user/export     everything stored about the account, as a JSON download
//   DELETE /api/user            {password, reviews: "delete"|"anonymize"} → 204, signed out
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { validate } from "../../http";
import { accountDeleteSchema, passwordChangeSchema, profileUpdateSchema } from "../../contract/schemas";
import { SESSION_COOKIE, sessionPlugin } from "../../plugins/session";
import { cookieIsSecure } from "../auth/session-cookie";
import { toUser } from "../auth/repository";
import { createAccountService } from "./service";

export function accountRoutes(deps: AppDeps) {
  const account = createAccountService(deps);
  return new Elysia({ name: "account-routes" })
    .use(sessionPlugin(deps))
    .patch("/api/user", ({ body, viewer }) => toUser(account.updateProfile(viewer.requireUser(), validate(profileUpdateSchema, body))))
    .post("/api/user/password", async ({ body, viewer, cookie, set }) => {
      const user = viewer.requireUser();
      const sid = cookie[SESSION_COOKIE]?.value;
      await account.changePassword(user, typeof sid === "string" ? sid : undefined, validate(passwordChangeSchema, body));
      set.status = 204;
    })
    .get("/api/user/export", ({ viewer, set }) => {
      const user = viewer.requireUser();
      const data = account.export(user);
      const day = data.exportedAt.slice(0, 10);
      set.headers["content-type"] = "application/json; charset=utf-8";
      set.headers["content-disposition"] = `attachment; filename="${deps.config.siteName.replace(/[^A-Za-z0-9_-]+/g, "-").toLowerCase() || "rentfair"}-data-${user.username.replace(/[^A-Za-z0-9_-]+/g, "_")}-${day}.json"`;
      return JSON.stringify(data, null, 2);
    })
    .delete("/api/user", async ({ body, viewer, cookie, set }) => {
      await account.deleteAccount(viewer.requireUser(), validate(accountDeleteSchema, body));
      cookie[SESSION_COOKIE]?.set({ value: "", httpOnly: true, sameSite: "lax", path: "/", secure: cookieIsSecure(deps), maxAge: 0 });
      set.status = 204;
    });
}
