// createApp(deps): every middleware and route group registered in one readable place, without
// listen(), so tests can call app.handle(new Request(...)) over an in-memory database.
// Order matters: observability (request log, metrics) first, then errors and security (they see every request), then the API, then the UI
// catch-all, which must come last.
import { Elysia } from "elysia";
import type { AppDeps } from "./deps";
import { errorsPlugin } from "./plugins/errors";
import { observabilityPlugin } from "./plugins/observability";
import { inputPlugin } from "./plugins/input";
import { securityPlugin } from "./plugins/security";
import { SESSION_COOKIE, sessionUser } from "./plugins/session";
import { toUser } from "./modules/auth/public";
import { uiPlugin } from "./plugins/ui";
import { openapiPlugin } from "./plugins/openapi";
import { version } from "../package.json";
import { authRoutes } from "./modules/auth/routes";
import { OAUTH_COOKIE, oauthRoutes } from "./modules/oauth/routes";
import { healthRoutes } from "./modules/health/routes";
import { apiModules } from "./modules";
import { SEARCH_PATH, searchRoutes, searchServeRoute } from "./modules/search/routes";

export function createApp(deps: AppDeps) {
  // An ordinary search is answered by Bun.serve's own route, everything else about it by Elysia's (search/routes.ts `searchServeRoute`, issue 32).
  const search = searchServeRoute(deps, (request) => app.fetch(request));
  const app = new Elysia({
    cookie: { secrets: deps.config.sessionSecret, sign: [SESSION_COOKIE, OAUTH_COOKIE] },
    serve: { routes: { [SEARCH_PATH]: { GET: search } } },
  })
    .use(observabilityPlugin(deps))
    .use(errorsPlugin(deps.log, deps.config.trustProxy, deps.listening, deps.config.defaultLocale))
    .use(securityPlugin(deps))
    // Before input.ts's query parse, which search does without (search/routes.ts), and before
    // landlordRoutes, so /api/landlords/search is never read as a landlord id.
    .use(searchRoutes(deps))
    .use(inputPlugin)
    .use(healthRoutes(deps))
    .use(authRoutes(deps))
    .use(oauthRoutes(deps))
    .use(apiModules(deps))
    .use(openapiPlugin(deps.config.siteName, version))
    .use(uiPlugin(deps.ui, deps.config.siteName, (request) => {
      // The page carries its session (plugins/ui.ts): the cookie was verified in security.ts.
      const row = sessionUser(request);
      return row ? toUser(row) : null;
    }, deps.config, async (id) => (await deps.search.landlord(id)) !== null));
  return app;
}

export type App = ReturnType<typeof createApp>;
