// Which outside sign-in providers the operator configured (docs/operations.md "Sign-in with outside
// accounts"). Environment only: OAUTH_<PROVIDER>_CLIENT_ID and _CLIENT_SECRET, plus _URL for the
// self-hosted ones (GitLab defaults to gitlab.com; Gitea's server and Keycloak's realm URL have no
// default). A provider with neither id nor secret is simply off; half a configuration is an error
// at start, not a broken button later.
export const OAUTH_PROVIDERS = ["github", "google", "gitlab", "gitea", "keycloak"] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

export const OAUTH_LABELS: Record<OAuthProviderId, string> = {
  github: "GitHub",
  google: "Google",
  gitlab: "GitLab",
  gitea: "Gitea",
  keycloak: "Keycloak",
};

export interface OAuthProviderConfig {
  id: OAuthProviderId;
  clientId: string;
  clientSecret: string;
  /** Server (GitLab, Gitea) or realm (Keycloak) URL; null for GitHub and Google. */
  baseUrl: string | null;
}

const DEFAULT_BASE: Partial<Record<OAuthProviderId, string>> = { gitlab: "https://gitlab.com" };
const NEEDS_BASE: ReadonlySet<OAuthProviderId> = new Set(["gitlab", "gitea", "keycloak"]);

/** The configured providers, or a message naming the setting that is wrong. */
export function oauthProvidersFromEnv(env: Record<string, string | undefined>): OAuthProviderConfig[] | string {
  const providers: OAuthProviderConfig[] = [];
  for (const id of OAUTH_PROVIDERS) {
    const prefix = `OAUTH_${id.toUpperCase()}`;
    const read = (suffix: string) => env[`${prefix}_${suffix}`]?.trim() || undefined;
    const clientId = read("CLIENT_ID");
    const clientSecret = read("CLIENT_SECRET");
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) return `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`;
    let baseUrl: string | null = null;
    if (NEEDS_BASE.has(id)) {
      baseUrl = read("URL") ?? DEFAULT_BASE[id] ?? null;
      if (!baseUrl) return `${prefix}_URL is required (the ${id === "keycloak" ? "realm" : "server"} address)`;
      if (!/^https?:\/\/[^\s/]+/i.test(baseUrl)) return `${prefix}_URL must start with http:// or https://, got "${baseUrl}"`;
      baseUrl = baseUrl.replace(/\/+$/, "");
    }
    providers.push({ id, clientId, clientSecret, baseUrl });
  }
  return providers;
}
