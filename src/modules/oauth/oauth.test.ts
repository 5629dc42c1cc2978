// Outside sign-in against a real OAuth/OIDC provider started on localhost (e2e/support/oauth-provider.ts,
// laid out like a self-hosted Gitea): arctic's Gitea client talks to it over HTTP, as it would to a
// real Gitea. Only the browser is played by the test: it follows the redirects and fills the
// provider's sign-in form. E-mail proof links go through a real SMTP server (src/test/smtp-server.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startOAuthProvider, type TestOAuthProvider } from "../../../e2e/support/oauth-provider";
import { createTestApp, type TestApp, type TestClient } from "../../test/harness";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";

let provider: TestOAuthProvider;
let smtp: TestSmtpServer;
let t: TestApp;
const giteaEnv = () => ({ OAUTH_GITEA_CLIENT_ID: provider.clientId, OAUTH_GITEA_CLIENT_SECRET: provider.clientSecret, OAUTH_GITEA_URL: provider.url });
// PUBLIC_URL: the links in mails point there (the address the tests call anyway).
const mailEnv = () => ({ SMTP_URL: smtp.url, MAIL_FROM: "RentFair <no-reply@reviews.example.org>", PUBLIC_URL: "http://localhost" });

beforeAll(async () => {
  provider = await startOAuthProvider();
  smtp = await startSmtpServer();
  t = createTestApp({}, { ...giteaEnv(), ...mailEnv() });
});
afterAll(async () => {
  provider.close();
  await smtp.close();
});

/** The account asks for a proof link from the account page, and opens the one mailed to it. */
async function proveEmail(app: TestApp, client: TestClient, email: string) {
  expect((await client.post("/api/user/email-proof")).status).toBe(202);
  const mail = await smtp.waitFor(email);
  const token = /\/confirm-email\/(\S+)/.exec(mail.text)![1]!;
  expect((await app.client().post("/api/email-proof", { token })).status).toBe(204);
  return token;
}

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
async function signInWithGitea(who: Identity, opts: { tamperState?: boolean; sessionCookie?: string; connect?: boolean; app?: TestApp } = {}) {
  const app = opts.app ?? t;
  const start = await app.app.handle(new Request(`http://localhost/api/auth/gitea${opts.connect ? "?connect=1" : ""}`, { headers: opts.sessionCookie ? { cookie: opts.sessionCookie } : {} }));
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
  const back = await app.app.handle(new Request(`http://localhost${callback.pathname}${callback.search}`, { headers: { cookie } }));
  const session = cookiesOf(back).find((c) => c.startsWith("rentfair_sid="));
  return { authorize, back, location: back.headers.get("location"), session };
}

async function currentUser(session: string | undefined, app = t) {
  const res = await app.app.handle(new Request("http://localhost/api/user", { headers: session ? { cookie: session } : {} }));
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
    await proveEmail(t, local, "local.renter@example.test");
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

describe("account takeover before sign-up (issue 30)", () => {
  test("an outside sign-in never joins a local account whose e-mail nobody proved: it makes a new account", async () => {
    // A landlord registers the tenant's address first, and stays signed in.
    const squatter = t.client();
    const squat = await squatter.register({ email: "tenant@example.test", username: "squatter", password: "squatter password" });
    // The tenant later signs in with their provider, which verified the address.
    const r = await signInWithGitea({ email: "tenant@example.test", username: "tenant", name: "Real Tenant" });
    expect(r.location).toBe("/");
    const tenant = await currentUser(r.session);
    expect(tenant.status).toBe(200);
    expect(tenant.body.id).not.toBe(squat.id);
    expect(tenant.body.email).toMatch(/\.invalid$/);
    // What the tenant writes is theirs: the squatter's session still reaches only the squatter's account.
    expect((await squatter.get("/api/user")).body.id).toBe(squat.id);
    // And the next sign-in reaches the tenant's own account again, not the squatter's.
    const again = await signInWithGitea({ email: "tenant@example.test", username: "tenant" });
    expect((await currentUser(again.session)).body.id).toBe(tenant.body.id);
  });

  test("without mail configured, the same sign-in makes a new account too", async () => {
    const bare = createTestApp({}, giteaEnv());
    const squatter = bare.client();
    const squat = await squatter.register({ email: "tenant2@example.test", username: "squatter2" });
    expect((await squatter.post("/api/user/email-proof")).status).toBe(404);
    expect((await squatter.get("/api/user/connections")).body).toEqual({ emailVerified: false, canConfirmEmail: false, providers: [{ id: "gitea", label: "Gitea", connected: false }] });
    const r = await signInWithGitea({ email: "tenant2@example.test", username: "tenant2" }, { app: bare });
    const me = await currentUser(r.session, bare);
    expect(me.status).toBe(200);
    expect(me.body.id).not.toBe(squat.id);
  });

  test("a join through a proven e-mail ends every other session of the account", async () => {
    const owner = t.client();
    const user = await owner.register({ email: "proven.owner@example.test", username: "provenowner", password: "owner password" });
    const token = await proveEmail(t, owner, "proven.owner@example.test");
    expect((await owner.get("/api/user/connections")).body.emailVerified).toBe(true);
    // The link works once.
    expect((await t.client().post("/api/email-proof", { token })).status).toBe(400);
    const r = await signInWithGitea({ email: "proven.owner@example.test", username: "proven-owner" });
    expect((await currentUser(r.session)).body.id).toBe(user.id);
    expect((await owner.get("/api/user")).status).toBe(401);
  });

  test("an unproven account is joined by its owner from the account page, and every other session ends", async () => {
    const owner = t.client();
    const user = await owner.register({ email: "connect.me@example.test", username: "connectme", password: "owner password" });
    const elsewhere = t.client();
    expect((await elsewhere.post("/api/login", { email: "connect.me@example.test", password: "owner password" })).status).toBe(200);
    // Signed out, there is nothing to connect to.
    expect((await t.app.handle(new Request("http://localhost/api/auth/gitea?connect=1"))).status).toBe(401);

    const r = await signInWithGitea({ email: "someone.else@example.test", username: "connect-me" }, { connect: true, sessionCookie: owner.cookie });
    expect(r.location).toBe("/account?connected=gitea");
    expect((await owner.get("/api/user")).body.id).toBe(user.id);
    expect((await owner.get("/api/user/connections")).body.providers).toEqual([{ id: "gitea", label: "Gitea", connected: true }]);
    expect((await elsewhere.get("/api/user")).status).toBe(401);
    // From now on that outside account signs in to this one.
    const later = await signInWithGitea({ email: "someone.else@example.test", username: "connect-me" });
    expect((await currentUser(later.session)).body.id).toBe(user.id);

    // An outside account joined to another local account cannot be connected a second time.
    const other = t.client();
    await other.register({ email: "other.person@example.test", username: "otherperson" });
    const taken = await signInWithGitea({ email: "someone.else@example.test", username: "connect-me" }, { connect: true, sessionCookie: other.cookie });
    expect(taken.location).toBe("/account?oauthError=taken&provider=gitea");
  });
});
