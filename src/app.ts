// createApp(deps): every middleware and route group registered in one readable place, without
// listen(), so tests can call app.handle(new Request(...)) over an in-memory database.
// Order matters: observability (request log, metrics) first, then errors and security (they see every request), then the API, then the UI
// catch-all, which must come last.
import { Elysia } from "elysia";
import type { AppDeps } from "./deps";
import { answer, errorsPlugin } from "./plugins/errors";
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
import { serverError } from "./http";
import { requestLocale } from "./contract/locales";

export function createApp(deps: AppDeps) {
  // An ordinary search is answered by Bun.serve's own route, everything else about it by Elysia's (search/routes.ts `searchServeRoute`, issue 32).
  const search = searchServeRoute(deps, (request) => app.fetch(request));
  const app = new Elysia({
    cookie: { secrets: deps.config.sessionSecret, sign: [SESSION_COOKIE, OAUTH_COOKIE] },
    serve: { routes: { [SEARCH_PATH]: { GET: search } } },
  })
    // No answer leaves before what its request committed is on disk: a SQLite server's commits do
    // not wait for the disk themselves (store/sqlite/commit-syncs.ts, issue 32). Around every
    // route, the error answers included; the Bun.serve search route above only reads.
    .wrap(durableAnswers(deps))
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

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Elysia's `wrap`: its handler, whose answers wait for `store.operations.durably` (made once per
 * handler Elysia compiles, not per request). Should the disk refuse the fsync, the answer is a 500
 * (in the reader's language, as plugins/errors.ts answers) instead of a success that may not last
 * (the commit stays; the log says why).
 */
function durableAnswers(deps: AppDeps) {
  // Bun's own routes get a handler each: one wrapped handler per handler, not per request.
  const wrapped = new WeakMap<Handler, Handler>();
  return (fn: unknown) => {
    const handle = fn as Handler;
    let answer = wrapped.get(handle);
    if (!answer) wrapped.set(handle, (answer = answeredWhenDurable(handle, deps)));
    return answer;
  };
}

function answeredWhenDurable(handle: Handler, deps: AppDeps): Handler {
  return async (request) => {
    let response: Response | undefined;
    try {
      return await deps.store.operations.durably(async () => (response = await handle(request)));
    } catch (error) {
      if (response === undefined) throw error; // the handler's own, as without this wrap
      deps.log.error(`the disk refused to sync the database's write-ahead log (${error instanceof Error ? error.message : String(error)}): every write is answered with an error until the server is restarted (docs/operations.md, "Durability")`);
      return answer(serverError, requestLocale(request.headers, deps.config.defaultLocale));
    }
  };
}

export type App = ReturnType<typeof createApp>;
