// Outside sign-in against a real OAuth/OIDC provider started on localhost (e2e/support/oauth-provider.ts,
// laid out like a self-hosted Gitea): arctic's Gitea client talks to it over HTTP, as it would to a
// real Gitea. Only the browser is played by the test: it follows the redirects and fills the
// provider's sign-in form.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startOAuthProvider, type TestOAuthProvider } from "../../../e2e/support/oauth-provider";
import { createTestApp, type TestApp } from "../../test/harness";

let provider: TestOAuthProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOAuthProvider();
  t = createTestApp({}, { OAUTH_GITEA_CLIENT_ID: provider.clientId, OAUTH_GITEA_CLIENT_SECRET: provider.clientSecret, OAUTH_GITEA_URL: provider.url });
});
afterAll(() => provider.close());

/** Cookie pairs ("name=value") from a response's Set-Cookie headers, cleared ones dropped. */
function cookiesOf(res: Response): string[] {
  return res.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0]!);
}

interface Identity {
  email: string;
  username: string;
  name?: string;
  verified?: boolean;
}

/** A person presses "Sign in with Gitea", signs in at the provider, and comes back. */
async function signInWithGitea(who: Identity, opts: { tamperState?: boolean; sessionCookie?: string } = {}) {
  const start = await t.app.handle(new Request("http://localhost/api/auth/gitea", { headers: opts.sessionCookie ? { cookie: opts.sessionCookie } : {} }));
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("location")!);
  const flowCookie = cookiesOf(start).find((c) => c.startsWith("rentfair_oauth="))!;

  const form = new URLSearchParams();
  for (const k of ["client_id", "redirect_uri", "state", "code_challenge", "code_challenge_method", "scope"]) form.set(k, authorize.searchParams.get(k) ?? "");
  if (opts.tamperState) form.set("state", "forged-state");
  form.set("email", who.email);
  form.set("username", who.username);
  form.set("name", who.name ?? "");
  if (who.verified !== false) form.set("email_verified", "1");
  const approved = await fetch(`${provider.url}/login/oauth/authorize`, { method: "POST", body: form, redirect: "manual" });
  expect(approved.status).toBe(302);
  const callback = new URL(approved.headers.get("location")!);

  const cookie = [flowCookie, opts.sessionCookie].filter(Boolean).join("; ");
  const back = await t.app.handle(new Request(`http://localhost${callback.pathname}${callback.search}`, { headers: { cookie } }));
  const session = cookiesOf(back).find((c) => c.startsWith("rentfair_sid="));
  return { authorize, back, location: back.headers.get("location"), session };
}

async function currentUser(session: string | undefined) {
  const res = await t.app.handle(new Request("http://localhost/api/user", { headers: session ? { cookie: session } : {} }));
  return { status: res.status, body: (await res.json()) as { id: number; email: string; username: string; firstName: string | null } };
}

describe("sign-in with an outside account", () => {
  test("lists only the configured providers, and an unconfigured one is 404", async () => {
    const list = await t.client().get("/api/auth/providers");
    expect(list.body).toEqual([{ id: "gitea", label: "Gitea" }]);
    expect((await t.client().get("/api/auth/github")).status).toBe(404);
    const bare = createTestApp();
    expect((await bare.client().get("/api/auth/providers")).body).toEqual([]);
  });

  test("sends the browser to the provider with state and a PKCE challenge", async () => {
    const start = await t.app.handle(new Request("http://localhost/api/auth/gitea"));
    const url = new URL(start.headers.get("location")!);
    expect(url.origin + url.pathname).toBe(`${provider.url}/login/oauth/authorize`);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/api/auth/gitea/callback");
    const flow = start.headers.getSetCookie().find((c) => c.startsWith("rentfair_oauth="))!;
    expect(flow).toMatch(/HttpOnly/i);
    expect(flow).toMatch(/Path=\/api\/auth\//i);
  });

  test("a first sign-in creates an account with the provider-verified e-mail and signs it in", async () => {
    const r = await signInWithGitea({ email: "new.person@example.test", username: "newperson", name: "New Person" });
    expect(r.back.status).toBe(302);
    expect(r.location).toBe("/");
    const me = await currentUser(r.session);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe("new.person@example.test");
    expect(me.body.username).toBe("newperson");
    expect(me.body.firstName).toBe("New");
    // The server proved PKCE at the token step.
    expect(provider.tokenRequests.at(-1)?.code_verifier).toBeTruthy();

    // Signing in again with the same outside account reaches the same local one.
    const again = await signInWithGitea({ email: "new.person@example.test", username: "newperson" });
    expect((await currentUser(again.session)).body.id).toBe(me.body.id);
  });

  test("a provider-verified e-mail joins the existing local account", async () => {
    const local = t.client();
    const user = await local.register({ email: "local.renter@example.test", username: "localrenter" });
    const r = await signInWithGitea({ email: "local.renter@example.test", username: "someone-else" });
    expect(r.location).toBe("/");
    expect((await currentUser(r.session)).body.id).toBe(user.id);
  });

  test("an unverified e-mail that a local account uses is refused, and no session starts", async () => {
    const local = t.client();
    await local.register({ email: "victim@example.test", username: "victim" });
    const r = await signInWithGitea({ email: "victim@example.test", username: "attacker", verified: false });
    expect(r.location).toBe("/auth?oauthError=unverified-email&provider=gitea");
    expect(r.session).toBeUndefined();
  });

  test("an unverified e-mail nobody uses makes a new account that does not claim the address", async () => {
    const r = await signInWithGitea({ email: "unproven@example.test", username: "unproven", verified: false });
    const me = await currentUser(r.session);
    expect(me.status).toBe(200);
    expect(me.body.email).not.toBe("unproven@example.test");
    expect(me.body.email).toMatch(/\.invalid$/);
    // The address stays free for its real owner.
    expect((await t.client().post("/api/register", { username: "realowner", email: "unproven@example.test", password: "correct horse" })).status).toBe(201);
  });

  test("a callback whose state does not match the browser's flow is refused", async () => {
    const r = await signInWithGitea({ email: "forged@example.test", username: "forged" }, { tamperState: true });
    expect(r.location).toBe("/auth?oauthError=state&provider=gitea");
    expect(r.session).toBeUndefined();
  });

  test("a callback with no flow cookie, or a denial at the provider, goes back to the sign-in page", async () => {
    const noFlow = await t.app.handle(new Request("http://localhost/api/auth/gitea/callback?code=abc&state=def"));
    expect(noFlow.headers.get("location")).toBe("/auth?oauthError=state&provider=gitea");
    const denied = await t.app.handle(new Request("http://localhost/api/auth/gitea/callback?error=access_denied&state=def"));
    expect(denied.headers.get("location")).toBe("/auth?oauthError=denied&provider=gitea");
  });

  test("a provider that fails the token exchange sends the person back with a message, not a 500", async () => {
    const start = await t.app.handle(new Request("http://localhost/api/auth/gitea"));
    const flowCookie = cookiesOf(start).find((c) => c.startsWith("rentfair_oauth="))!;
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const back = await t.app.handle(new Request(`http://localhost/api/auth/gitea/callback?code=never-issued&state=${state}`, { headers: { cookie: flowCookie } }));
    expect(back.headers.get("location")).toBe("/auth?oauthError=provider&provider=gitea");
  });

  test("half a provider configuration stops the server at start with the setting named", () => {
    expect(() => createTestApp({}, { OAUTH_GITHUB_CLIENT_ID: "x" })).toThrow(/OAUTH_GITHUB_CLIENT_SECRET/);
    expect(() => createTestApp({}, { OAUTH_KEYCLOAK_CLIENT_ID: "x", OAUTH_KEYCLOAK_CLIENT_SECRET: "y" })).toThrow(/OAUTH_KEYCLOAK_URL/);
  });
});
