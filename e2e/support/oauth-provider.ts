// A small OAuth 2.0 / OpenID Connect provider for tests, laid out like a self-hosted Gitea
// (/login/oauth/authorize, /login/oauth/access_token, /login/oauth/userinfo), so RentFair's real
// Gitea sign-in (arctic's Gitea client, src/modules/oauth/providers.ts) runs against it unchanged
// with OAUTH_GITEA_URL pointing here. It is a real HTTP server on localhost: it shows a sign-in page
// where the test types the outside identity (e-mail, whether the provider verified it), checks the
// client secret, the redirect URI and the PKCE verifier at the token step, and answers userinfo
// only for the access token it issued. Built on node:http so it runs under Bun (server tests) and
// Node (Playwright) alike.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export interface OutsideIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  username: string;
  name: string;
}

export interface TestOAuthProvider {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Token requests seen, newest last: lets a test prove PKCE and the secret were sent. */
  tokenRequests: Record<string, string>[];
  close(): Promise<void>;
}

interface PendingCode {
  redirectUri: string;
  challenge: string;
  identity: OutsideIdentity;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: string, type = "application/json"): void {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" });
  res.end(body);
}

/** The page a person sees at the provider: who they are there, and an Authorize button. */
function signInPage(query: URLSearchParams): string {
  const hidden = ["client_id", "redirect_uri", "state", "code_challenge", "code_challenge_method", "scope"]
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(query.get(k) ?? "")}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test Gitea: authorize</title></head>
<body><main><h1>Authorize application</h1>
<form method="post" action="/login/oauth/authorize">${hidden}
<label>E-mail <input name="email" type="email" required></label>
<label>Username <input name="username" required></label>
<label>Full name <input name="name"></label>
<label><input type="checkbox" name="email_verified" value="1" checked> E-mail verified</label>
<button type="submit">Authorize</button>
</form></main></body></html>`;
}

export async function startOAuthProvider(port = 0, clientId = "rentfair-test-client", clientSecret = "rentfair-test-secret"): Promise<TestOAuthProvider> {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, OutsideIdentity>();
  const tokenRequests: Record<string, string>[] = [];
  const subs = new Map<string, string>();

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    try {
      if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
        const q = url.searchParams;
        if (q.get("client_id") !== clientId) return send(res, 400, "unknown client", "text/plain");
        if (q.get("response_type") !== "code") return send(res, 400, "unsupported response_type", "text/plain");
        if (q.get("code_challenge_method") !== "S256" || !q.get("code_challenge")) return send(res, 400, "PKCE required", "text/plain");
        return send(res, 200, signInPage(q), "text/html; charset=utf-8");
      }
      if (req.method === "POST" && url.pathname === "/login/oauth/authorize") {
        const form = new URLSearchParams(await readBody(req));
        const email = (form.get("email") ?? "").trim().toLowerCase();
        // The same outside account always has the same subject, as at a real provider.
        const sub = subs.get(email) ?? String(1000 + subs.size);
        subs.set(email, sub);
        const code = randomBytes(16).toString("hex");
        codes.set(code, {
          redirectUri: form.get("redirect_uri") ?? "",
          challenge: form.get("code_challenge") ?? "",
          identity: { sub, email, emailVerified: form.get("email_verified") === "1", username: form.get("username") ?? "", name: form.get("name") ?? "" },
        });
        const back = new URL(form.get("redirect_uri") ?? "");
        back.searchParams.set("code", code);
        back.searchParams.set("state", form.get("state") ?? "");
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
        const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
        tokenRequests.push(form);
        const basic = req.headers.authorization?.replace(/^Basic\s+/i, "") ?? "";
        const [id, secret] = Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent);
        if ((id ?? form.client_id) !== clientId || (secret ?? form.client_secret) !== clientSecret) return send(res, 401, JSON.stringify({ error: "invalid_client" }));
        const pending = form.code ? codes.get(form.code) : undefined;
        if (form.code) codes.delete(form.code); // single use
        if (!pending || pending.redirectUri !== form.redirect_uri) return send(res, 400, JSON.stringify({ error: "invalid_grant" }));
        const challenge = createHash("sha256").update(form.code_verifier ?? "").digest("base64url");
        if (challenge !== pending.challenge) return send(res, 400, JSON.stringify({ error: "invalid_grant", error_description: "PKCE verification failed" }));
        const accessToken = randomBytes(16).toString("hex");
        tokens.set(accessToken, pending.identity);
        return send(res, 200, JSON.stringify({ access_token: accessToken, token_type: "bearer", expires_in: 3600 }));
      }
      if (req.method === "GET" && url.pathname === "/login/oauth/userinfo") {
        const identity = tokens.get(req.headers.authorization?.replace(/^Bearer\s+/i, "") ?? "");
        if (!identity) return send(res, 401, JSON.stringify({ error: "invalid_token" }));
        return send(
          res,
          200,
          JSON.stringify({ sub: identity.sub, email: identity.email, email_verified: identity.emailVerified, preferred_username: identity.username, name: identity.name }),
        );
      }
      send(res, 404, JSON.stringify({ error: "not_found" }));
    } catch (error) {
      send(res, 500, JSON.stringify({ error: String(error) }));
    }
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    clientId,
    clientSecret,
    tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
