// POST /api/register, /api/login, /api/logout and GET /api/user (docs/product-rules.md#accounts).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { loginSchema, registerSchema } from "../../contract/schemas";
import { requestLocale } from "../../contract/locales";
import { clientAddress } from "../../lib/client-address";
import { addressLimitPlugin } from "../../plugins/address-limit";
import { SESSION_COOKIE, sessionPlugin } from "../../plugins/session";
import { toUser } from "./public";
import { endSession, endSessionCookie, startSession } from "./session-cookie";
import { createAuthService } from "./service";

export function authRoutes(deps: AppDeps) {
  const auth = createAuthService(deps);

  return new Elysia({ name: "auth-routes" })
    .use(sessionPlugin(deps))
    .use(addressLimitPlugin(deps))
    .get("/api/user", ({ user }) => toUser(user), { auth: "user" })
    .post(
      "/api/register",
      async ({ body, cookie, set, request }) => {
        const user = await auth.register(body, requestLocale(request.headers, deps.config.defaultLocale));
        await startSession(deps, user.id, cookie);
        set.status = 201;
        return toUser(user);
      },
      { addressLimit: true, body: registerSchema },
    )
    .post(
      "/api/login",
      async ({ body, cookie, request, server }) => {
        const user = await auth.login(body, clientAddress(request, server, deps.config.trustProxy));
        await endSession(deps, cookie[SESSION_COOKIE]?.value);
        await startSession(deps, user.id, cookie);
        return toUser(user);
      },
      { addressLimit: true, body: loginSchema },
    )
    .post("/api/logout", async ({ cookie, set }) => {
      await endSession(deps, cookie[SESSION_COOKIE]?.value);
      endSessionCookie(deps, cookie);
      set.status = 204;
    });
}
