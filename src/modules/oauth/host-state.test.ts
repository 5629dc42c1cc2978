// Issue 30, "unbounded memory from Host headers": with a sign-in provider configured and PUBLIC_URL
// unset, the redirect URI follows the Host a request names, and each new Host used to keep its own
// providers for ever. Nothing is contacted here: starting a sign-in only answers a redirect.
import { expect, test } from "bun:test";
import { createTestApp } from "../../test/harness";
import { OAUTH_ORIGINS_KEPT, oauthOriginsKept } from "./providers";

test("unbounded memory from Host headers: thousands of Hosts keep at most OAUTH_ORIGINS_KEPT origins' providers, and each still redirects to its own", async () => {
  const t = createTestApp({}, { OAUTH_GITHUB_CLIENT_ID: "client-id", OAUTH_GITHUB_CLIENT_SECRET: "client-secret" });
  expect(t.deps.config.publicUrl ?? null).toBeNull();
  const configs = t.deps.config.oauthProviders;
  for (let i = 0; i < 3_000; i++) {
    const res = await t.app.handle(new Request(`http://host-${i}.example.test/api/auth/github`));
    expect(res.status).toBe(302);
    // The redirect URI still follows the address the browser used.
    expect(new URL(res.headers.get("location")!).searchParams.get("redirect_uri")).toBe(`http://host-${i}.example.test/api/auth/github/callback`);
    expect(oauthOriginsKept(configs)).toBeLessThanOrEqual(OAUTH_ORIGINS_KEPT);
  }
  expect(oauthOriginsKept(configs)).toBe(OAUTH_ORIGINS_KEPT);
});
