// The one place where failures become responses: `{"message", "code", "errors"?}` with the right
// status (docs/product-rules.md, "The API"). Declared errors (src/http.ts, each module's errors.ts)
// carry their own; Elysia's validation failures become a 400 naming each field with the schema's
// own message (a 404 for malformed ids in paths); unknown errors are logged and answered with a
// bare 500. Nothing internal leaks.
import { Elysia, type ValidationError } from "elysia";
import {
  HttpError,
  bodyTooLarge,
  invalidFields,
  malformedBody,
  malformedJson,
  malformedPathError,
  routeNotFound,
  serverError,
  sessionExpired,
  type ErrorSpec,
} from "../http";
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

const answer = (spec: ErrorSpec, headers: Record<string, string> = {}) => json(spec.status, { message: spec.message, code: spec.code }, headers);

/** Elysia's validation failure as a declared error: per-field messages from the schema, or a 404 for ids in paths. */
function fromValidation(error: ValidationError): HttpError {
  const issues = error.all as { path?: string; message?: string }[];
  if (error.type === "params") {
    const validator = error.validator as { schema?: unknown };
    const notFound = malformedPathError(validator.schema) ?? malformedPathError(validator) ?? routeNotFound;
    return notFound();
  }
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = !issue.path || issue.path === "root" ? "body" : issue.path;
    if (!(field in errors) && issue.message) errors[field] = issue.message;
  }
  return invalidFields(errors);
}

export function errorsPlugin(log: Logger) {
  return new Elysia({ name: "errors" })
    .onParse({ as: "global" }, async ({ request, contentType }) => {
      // Bodies without a Content-Length (chunked) are measured here, before JSON.parse sees them.
      if (!contentType?.startsWith("application/json")) return;
      const text = await request.text();
      if (Buffer.byteLength(text) > BODY_LIMIT_BYTES) throw bodyTooLarge();
      if (text.trim() === "") return {};
      try {
        return JSON.parse(text);
      } catch {
        throw malformedJson();
      }
    })
    .onError({ as: "global" }, ({ code, error: raised, request }) => {
      // Elysia wraps what a parser throws in a ParseError; ours (413, malformed JSON) sit in `cause`.
      const cause = (raised as { cause?: unknown }).cause;
      let error = cause instanceof HttpError ? cause : raised;
      if (code === "VALIDATION") error = fromValidation(raised as ValidationError);
      if (error instanceof HttpError) {
        const { retryAfter, ...extra } = error.extra as { retryAfter?: number };
        const headers: Record<string, string> = retryAfter ? { "retry-after": String(retryAfter) } : {};
        return json(error.status, { message: error.message, code: error.code, ...extra }, headers);
      }
      switch (code) {
        case "NOT_FOUND":
          return answer(routeNotFound);
        case "PARSE":
          return answer(malformedBody);
        case "INVALID_COOKIE_SIGNATURE":
          // A cookie signed with another secret (rotated, or forged): forget it; the next request is signed out.
          return answer(sessionExpired, { "set-cookie": `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` });
      }
      log.error(`${request.method} ${pathOf(request)} failed`, error);
      return answer(serverError);
    });
}
