// Sign-in with outside accounts (docs/product-rules.md "Accounts"; docs/product-rules.md#privacy):
//   GET /api/auth/providers            the configured providers, for the sign-in page's buttons
//   GET /api/auth/{provider}           302 to the provider, with state and PKCE verifier in a
//                                      signed, short-lived cookie scoped to /api/auth/
//   GET /api/auth/{provider}/callback  checks state, trades the code, signs in, 302 to /
//   GET /api/auth/{provider}?connect=1 (signed in) the same flow from the account page's
//                                      "Connect <provider>": the callback joins the outside account
//                                      to the signed-in account (every other session of it ends) and
//                                      goes back to /account?connected=<id>
// Failures come back to the sign-in page as /auth?oauthError=<reason>&provider=<id> (to the account
// page for a connection), which the UI turns into a sentence; nothing about the provider's answer
// is shown raw. Nothing is contacted unless a person presses a provider's button.
import { Elysia } from "elysia";
import { generateCodeVerifier, generateState } from "arctic";
import type { AppDeps } from "../../deps";
import { enforceAddressLimit } from "../../plugins/address-limit";
import { SESSION_COOKIE, authorize, sessionUser, verifiedSessionId } from "../../plugins/session";
import { cookieIsSecure, endSession, startSession } from "../auth/session-cookie";
import { OAUTH_LABELS, OAUTH_PROVIDERS, type OAuthProviderId } from "./config";
import { oauthProvidersFor, type OAuthProvider } from "./providers";
import { providerNotConfigured } from "./errors";
import { createOAuthService } from "./service";
import { oauthCallbackQuery, oauthProviderParams, oauthStartQuery } from "./schemas";

export const OAUTH_COOKIE = "rentfair_oauth";
const OAUTH_COOKIE_PATH = "/api/auth/";
const FLOW_TTL_SECONDS = 10 * 60;

export type OAuthFailure = "state" | "denied" | "provider" | "unverified-email" | "taken";

const isProviderId = (id: string): id is OAuthProviderId => (OAUTH_PROVIDERS as readonly string[]).includes(id);

export function oauthRoutes(deps: AppDeps) {
  const service = createOAuthService(deps);
  const configured = deps.config.oauthProviders;
  // The redirect URI is the public address when set (behind a proxy), else the address the
  // browser used; a bounded number of such origins keep their providers built (providers.ts).
  const providerFor = (id: string, request: Request): OAuthProvider => {
    const providers = oauthProvidersFor(configured, deps.config.publicUrl ?? new URL(request.url).origin);
    const provider = isProviderId(id) ? providers.get(id) : undefined;
    if (!provider) throw providerNotConfigured();
    return provider;
  };
  const flowCookie = { httpOnly: true, sameSite: "lax", path: OAUTH_COOKIE_PATH, secure: cookieIsSecure(deps) } as const;
  const signInPageWith = (reason: OAuthFailure, provider: string) => `/auth?oauthError=${reason}&provider=${encodeURIComponent(provider)}`;
  const accountPageWith = (reason: OAuthFailure, provider: string) => `/account?oauthError=${reason}&provider=${encodeURIComponent(provider)}`;

  return new Elysia({ name: "oauth-routes" })
    .get("/api/auth/providers", () => configured.map((p) => ({ id: p.id, label: OAUTH_LABELS[p.id] })))
    .get("/api/auth/:provider", async ({ params, query, request, server, cookie, redirect }) => {
      const provider = providerFor(params.provider, request);
      // A connection is for the signed-in account only; its id rides in the signed flow cookie.
      const connectTo = query.connect ? String(authorize("user", sessionUser(request)).id) : "";
      await enforceAddressLimit(deps, request, server);
      const state = generateState();
      const verifier = generateCodeVerifier();
      cookie[OAUTH_COOKIE]!.set({ ...flowCookie, value: `${provider.id}.${state}.${verifier}.${connectTo}`, maxAge: FLOW_TTL_SECONDS });
      return redirect(provider.authorizationUrl(state, verifier).toString(), 302);
    }, { params: oauthProviderParams, query: oauthStartQuery })
    .get("/api/auth/:provider/callback", async ({ params, query, request, cookie, redirect }) => {
      const provider = providerFor(params.provider, request);
      const flow = cookie[OAUTH_COOKIE];
      const [cookieProvider, state, verifier, connectTo] = typeof flow?.value === "string" ? flow.value.split(".") : [];
      // The flow is single use, whatever happens next.
      flow?.set({ ...flowCookie, value: "", maxAge: 0 });
      // A connection goes back to the account page, and only while the same account is signed in.
      const connecting = connectTo ? Number(connectTo) : undefined;
      const failed = (reason: OAuthFailure) => redirect((connecting ? accountPageWith : signInPageWith)(reason, provider.id), 302);
      if (query.error !== undefined) return failed("denied");
      if (!state || !verifier || cookieProvider !== provider.id || query.state !== state || query.code === undefined) return failed("state");
      if (connecting !== undefined && sessionUser(request)?.id !== connecting) return failed("state");
      let outcome;
      try {
        const profile = await provider.profile(query.code, verifier);
        outcome = connecting !== undefined ? await service.connect(provider.id, profile, connecting, verifiedSessionId(request)) : await service.signIn(provider.id, profile);
      } catch (error) {
        deps.log.warn(`outside sign-in with ${provider.id} failed`, { provider: provider.id, error: error instanceof Error ? error.message : String(error) });
        return failed("provider");
      }
      if (outcome === "taken") return failed("taken");
      if (outcome === "connected") return redirect(`/account?connected=${encodeURIComponent(provider.id)}`, 302);
      if ("refused" in outcome) return redirect(signInPageWith(outcome.refused, provider.id), 302);
      await endSession(deps, cookie[SESSION_COOKIE]?.value);
      await startSession(deps, outcome.user.id, cookie);
      return redirect("/", 302);
    }, { params: oauthProviderParams, query: oauthCallbackQuery });
}
