// The outside sign-in providers, through arctic's clients: each one builds the authorization URL
// (state always; PKCE wherever the provider takes it, which is all but GitHub's arctic client),
// trades the code for tokens, and reads who the person is there. The e-mail counts as verified
// only when the provider says so (OIDC's `email_verified`, GitHub's verified flag on the primary
// address): that is the one thing allowed to join an outside account to an existing local one
// (docs/product-rules.md "Accounts").
import { CodeChallengeMethod, GitHub, Gitea, Google, KeyCloak, OAuth2Client, decodeIdToken, type OAuth2Tokens } from "arctic";
import type { OAuthProviderConfig, OAuthProviderId } from "./config";

export interface OutsideProfile {
  /** The provider's stable id for the person (OIDC `sub`, GitHub's numeric id). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface OAuthProvider {
  id: OAuthProviderId;
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** Trades the code for tokens and reads the profile; throws on any provider error. */
  profile(code: string, codeVerifier: string): Promise<OutsideProfile>;
}

const OIDC_SCOPES = ["openid", "email", "profile"];
const FETCH_TIMEOUT_MS = 10_000;

async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json", "user-agent": "RentFair" },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${new URL(url).host} answered ${res.status} for the profile`);
  return (await res.json()) as Record<string, unknown>;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

/** Standard OpenID Connect claims (userinfo or ID token) as a profile. */
export function profileFromClaims(claims: Record<string, unknown>): OutsideProfile {
  const sub = claims.sub;
  if ((typeof sub !== "string" || !sub) && typeof sub !== "number") throw new Error("the provider sent no subject");
  const name = str(claims.name);
  const [first, ...rest] = name?.split(/\s+/) ?? [];
  return {
    subject: String(sub),
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    username: str(claims.preferred_username) ?? str(claims.nickname),
    firstName: str(claims.given_name) ?? first ?? null,
    lastName: str(claims.family_name) ?? (rest.length ? rest.join(" ") : null),
  };
}

function githubProvider(c: OAuthProviderConfig, redirectUri: string): OAuthProvider {
  const client = new GitHub(c.clientId, c.clientSecret, redirectUri);
  return {
    id: "github",
    authorizationUrl: (state) => client.createAuthorizationURL(state, ["read:user", "user:email"]),
    async profile(code) {
      const token = (await client.validateAuthorizationCode(code)).accessToken();
      const user = await getJson("https://api.github.com/user", token);
      const emails = (await getJson("https://api.github.com/user/emails", token)) as unknown as { email: string; primary: boolean; verified: boolean }[];
      const primary = Array.isArray(emails) ? emails.find((e) => e.primary) : undefined;
      const name = str(user.name);
      const [first, ...rest] = name?.split(/\s+/) ?? [];
      return {
        subject: String(user.id),
        email: primary?.email.toLowerCase() ?? null,
        emailVerified: primary?.verified === true,
        username: str(user.login),
        firstName: first ?? null,
        lastName: rest.length ? rest.join(" ") : null,
      };
    },
  };
}

function googleProvider(c: OAuthProviderConfig, redirectUri: string): OAuthProvider {
  const client = new Google(c.clientId, c.clientSecret, redirectUri);
  return {
    id: "google",
    authorizationUrl: (state, verifier) => client.createAuthorizationURL(state, verifier, OIDC_SCOPES),
    async profile(code, verifier) {
      const tokens = await client.validateAuthorizationCode(code, verifier);
      // The ID token came straight from Google's token endpoint over TLS: its claims need no
      // second signature check (OpenID Connect Core §3.1.3.7).
      return profileFromClaims(decodeIdToken(tokens.idToken()) as Record<string, unknown>);
    },
  };
}

/** The self-hosted ones: an OAuth 2.0 code flow with PKCE, then the OIDC userinfo endpoint. */
function selfHostedProvider(
  id: "gitlab" | "gitea" | "keycloak",
  c: OAuthProviderConfig,
  redirectUri: string,
): OAuthProvider {
  const base = c.baseUrl!;
  let authorize: (state: string, verifier: string) => URL;
  let exchange: (code: string, verifier: string) => Promise<OAuth2Tokens>;
  let userinfo: string;
  if (id === "gitea") {
    const client = new Gitea(base, c.clientId, c.clientSecret, redirectUri);
    authorize = (s, v) => client.createAuthorizationURL(s, v, OIDC_SCOPES);
    exchange = (code, v) => client.validateAuthorizationCode(code, v);
    userinfo = `${base}/login/oauth/userinfo`;
  } else if (id === "keycloak") {
    const client = new KeyCloak(base, c.clientId, c.clientSecret, redirectUri);
    authorize = (s, v) => client.createAuthorizationURL(s, v, OIDC_SCOPES);
    exchange = (code, v) => client.validateAuthorizationCode(code, v);
    userinfo = `${base}/protocol/openid-connect/userinfo`;
  } else {
    // arctic's GitLab class sends no PKCE; GitLab takes it, so its generic client does the same flow with it.
    const client = new OAuth2Client(c.clientId, c.clientSecret, redirectUri);
    authorize = (s, v) => client.createAuthorizationURLWithPKCE(`${base}/oauth/authorize`, s, CodeChallengeMethod.S256, v, OIDC_SCOPES);
    exchange = (code, v) => client.validateAuthorizationCode(`${base}/oauth/token`, code, v);
    userinfo = `${base}/oauth/userinfo`;
  }
  return {
    id,
    authorizationUrl: authorize,
    async profile(code, verifier) {
      const tokens = await exchange(code, verifier);
      return profileFromClaims(await getJson(userinfo, tokens.accessToken()));
    },
  };
}

/** The providers the operator configured, keyed by id; `redirectBase` is the site's public origin. */
export function createOAuthProviders(configs: OAuthProviderConfig[], redirectBase: string): Map<OAuthProviderId, OAuthProvider> {
  const providers = new Map<OAuthProviderId, OAuthProvider>();
  for (const c of configs) {
    const redirectUri = `${redirectBase}/api/auth/${c.id}/callback`;
    const provider =
      c.id === "github" ? githubProvider(c, redirectUri) : c.id === "google" ? googleProvider(c, redirectUri) : selfHostedProvider(c.id, c, redirectUri);
    providers.set(c.id, provider);
  }
  return providers;
}

/**
 * Origins whose providers are kept built, per configuration. Without PUBLIC_URL the redirect URI
 * is the origin the browser used, which is whatever Host a request names: one map per origin, with
 * no bound, grew by ~1 KB for each new Host sent (97 -> 330 MB after ~290,000 requests, issue 30).
 * A site is reached by a handful of names; a request for one beyond these builds its providers
 * again (cheap: a few small objects), after the least recently used is let go.
 */
export const OAUTH_ORIGINS_KEPT = 16;

type ProvidersByOrigin = Map<string, Map<OAuthProviderId, OAuthProvider>>;
const builtFor = new WeakMap<OAuthProviderConfig[], ProvidersByOrigin>();

/** The providers for redirects to `origin`, from at most OAUTH_ORIGINS_KEPT kept per configuration. */
export function oauthProvidersFor(configs: OAuthProviderConfig[], origin: string): Map<OAuthProviderId, OAuthProvider> {
  let byOrigin = builtFor.get(configs);
  if (!byOrigin) builtFor.set(configs, (byOrigin = new Map()));
  let providers = byOrigin.get(origin);
  if (providers) byOrigin.delete(origin); // re-inserted below: a Map iterates in insertion order, so the first is the least recently used
  else providers = createOAuthProviders(configs, origin);
  byOrigin.set(origin, providers);
  while (byOrigin.size > OAUTH_ORIGINS_KEPT) byOrigin.delete(byOrigin.keys().next().value!);
  return providers;
}

/** How many origins' providers are kept for this configuration (the bound's test). */
export function oauthOriginsKept(configs: OAuthProviderConfig[]): number {
  return builtFor.get(configs)?.size ?? 0;
}
