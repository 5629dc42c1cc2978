// The one place where failures become responses: contract §2's `{"message", "errors"?}` with the
// right status. Unknown errors are logged and answered with a bare 500; nothing internal leaks.
import { Elysia } from "elysia";
import { HttpError } from "../http";
import type { Logger } from "../lib/logger";
import { BODY_LIMIT_BYTES } from "./security";
import { SESSION_COOKIE } from "./session";

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/** The path of a request whose URL may not parse (malformed HTTP reaches this handler too). */
function pathOf(request: Request): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return request.url.slice(0, 200);
  }
}

export function errorsPlugin(log: Logger) {
  return new Elysia({ name: "errors" })
    .onParse({ as: "global" }, async ({ request, contentType }) => {
      // Bodies without a Content-Length (chunked) are measured here, before JSON.parse sees them.
      if (!contentType?.startsWith("application/json")) return;
      const text = await request.text();
      if (Buffer.byteLength(text) > BODY_LIMIT_BYTES) throw new HttpError(413, "Request body too large");
      if (text.trim() === "") return {};
      try {
        return JSON.parse(text);
      } catch {
        throw new HttpError(400, "Malformed JSON body");
      }
    })
    .onError({ as: "global" }, ({ code, error: raised, request }) => {
      // Elysia wraps what a parser throws in a ParseError; ours (413, malformed JSON) sit in `cause`.
      const cause = (raised as { cause?: unknown }).cause;
      const error = cause instanceof HttpError ? cause : raised;
      if (error instanceof HttpError) {
        const { retryAfter, ...extra } = error.extra as { retryAfter?: number };
        const headers: Record<string, string> = retryAfter ? { "retry-after": String(retryAfter) } : {};
        return json(error.status, { message: error.message, ...extra }, headers);
      }
      switch (code) {
        case "NOT_FOUND":
          return json(404, { message: "Not found" });
        case "PARSE":
          return json(400, { message: "Malformed request body" });
        case "VALIDATION":
          return json(400, { message: "Invalid input" });
        case "INVALID_COOKIE_SIGNATURE":
          // A cookie signed with another secret (rotated, or forged): forget it; the next request is signed out.
          return json(401, { message: "Your session has expired. Please sign in again." }, {
            "set-cookie": `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
          });
      }
      log.error(`${request.method} ${pathOf(request)} failed`, error);
      return json(500, { message: "Something went wrong on our side. Please try again." });
    });
}
