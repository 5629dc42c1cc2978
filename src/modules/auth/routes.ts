// POST /api/register, /api/login, /api/logout and GET /api/user (contract §4).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { unauthorized, validate } from "../../http";
import { loginSchema, registerSchema } from "../../contract/schemas";
import { enforceAddressLimit } from "../../plugins/address-limit";
import { SESSION_COOKIE, sessionPlugin } from "../../plugins/session";
import { toUser } from "./repository";
import { cookieIsSecure, startSession } from "./session-cookie";
import { createAuthService } from "./service";

export function authRoutes(deps: AppDeps) {
  const auth = createAuthService(deps);
  const secure = cookieIsSecure(deps);

  return new Elysia({ name: "auth-routes" })
    .use(sessionPlugin(deps))
    .get("/api/user", ({ viewer }) => {
      const user = viewer.user();
      if (!user) throw unauthorized("Not signed in");
      return toUser(user);
    })
    .post("/api/register", async ({ body, cookie, request, server, set }) => {
      enforceAddressLimit(deps, request, server);
      const user = await auth.register(validate(registerSchema, body));
      startSession(deps, user.id, cookie);
      set.status = 201;
      return toUser(user);
    })
    .post("/api/login", async ({ body, cookie, request, server }) => {
      enforceAddressLimit(deps, request, server);
      const user = await auth.login(validate(loginSchema, body));
      const old = cookie[SESSION_COOKIE]?.value;
      if (typeof old === "string" && old) deps.sessions.delete(old);
      startSession(deps, user.id, cookie);
      return toUser(user);
    })
    .post("/api/logout", ({ cookie, set }) => {
      const jar = cookie[SESSION_COOKIE];
      if (jar && typeof jar.value === "string" && jar.value) deps.sessions.delete(jar.value);
      jar?.set({ value: "", httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: 0 });
      set.status = 204;
    });
}
