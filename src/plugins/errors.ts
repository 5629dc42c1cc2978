// The one place where failures become responses: `{"message", "code", "errors"?}` with the right
// status (docs/product-rules.md#the-api). Declared errors (src/http.ts, each module's errors.ts)
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
  malformedBodyIdError,
  malformedPathError,
  routeNotFound,
  serverBusy,
  serverError,
  databaseUnavailable,
  sessionExpired,
  unsupportedEncoding,
  type DeclaredError,
} from "../http";
import { parseJsonStripped } from "../contract/text";
import { BodyTooLargeError, UnsupportedEncodingError, readBodyText } from "../lib/body-reader";
import type { AppDeps } from "../deps";
import { clientAddress } from "../lib/client-address";
import { isJsonType } from "../lib/media-type";
import type { Logger } from "../lib/logger";
import { requestPath } from "../lib/request-path";
import { securityEvent } from "../lib/security-log";
import { QueueFullError } from "../lib/semaphore";
import { bodyLimitFor } from "./security";
import { CLEARED_SESSION_COOKIE } from "./session";
import { refundWrite } from "./write-limit";
import { isDatabaseUnavailable } from "../lib/database-unavailable";
import { requestLocale, type Locale } from "../contract/locales";
import { localizedErrorBody } from "../i18n/server";

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/** Failures raised below the HTTP layer (body reading, the sign-in queue) as the answers they deserve. */
function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof BodyTooLargeError) return bodyTooLarge();
  if (error instanceof UnsupportedEncodingError) return unsupportedEncoding();
  if (error instanceof QueueFullError) return serverBusy({ retryAfter: error.retryAfterSeconds });
  return null;
}

/** A declared error's answer, in the request's language (src/i18n/server.ts); also app.ts's for a refused fsync. */
export const answer = (spec: DeclaredError, locale: Locale, headers: Record<string, string> = {}) =>
  json(spec.status, localizedErrorBody(spec(), {}, locale), headers);

/** Elysia's validation failure as a declared error: per-field messages from the schema, or a 404 for ids in paths. */
function fromValidation(error: ValidationError): HttpError {
  const issues = error.all as { path?: string; message?: string }[];
  if (error.type === "params") {
    const validator = error.validator as { schema?: unknown };
    const notFound = malformedPathError(validator.schema) ?? malformedPathError(validator) ?? routeNotFound;
    return notFound();
  }
  // A malformed id in the body names nothing (src/http.ts `bodyIds`): its 404, unless other fields are at fault.
  const idErrors = issues.map((issue) => malformedBodyIdError(issue.message));
  if (idErrors.every(Boolean) && idErrors.length) return idErrors[0]!();
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (malformedBodyIdError(issue.message)) continue;
    const field = !issue.path || issue.path === "root" ? "body" : issue.path;
    if (!(field in errors) && issue.message) errors[field] = issue.message;
  }
  return invalidFields(errors);
}

const PASSWORD_FIELDS: ReadonlySet<string> = new Set(["password", "currentPassword", "newPassword"]);

export function errorsPlugin(log: Logger, trustProxy = false, listening: AppDeps["listening"] = { server: null }, defaultLocale: Locale = "en") {
  return new Elysia({ name: "errors" })
    .onParse({ as: "global" }, async ({ request, contentType }) => {
      // Bodies without a Content-Length (chunked) are measured here, before JSON.parse sees them.
      // Anything but JSON was refused with 415 before parsing (security.ts), on /api at least.
      // Read through request.headers, not Elysia's `contentType` as it compares it: case-insensitively.
      if (!isJsonType(request.headers.get("content-type") ?? contentType)) return;
      const text = await readBodyText(request, bodyLimitFor(new URL(request.url).pathname));
      if (text.trim() === "") return {};
      try {
        // No control character reaches the database in any text field (contract/text.ts);
        // passwords are hashed as typed. A body with none to strip is not walked (contract/text.ts).
        return parseJsonStripped(text, PASSWORD_FIELDS);
      } catch {
        throw malformedJson();
      }
    })
    // `server` is read from `listening`, not the context: naming it here would make every route define it (observability.ts).
    .onError({ as: "global" }, async ({ code, error: raised, request }) => {
      // Elysia wraps what a parser throws in a ParseError; ours (413, malformed JSON) sit in `cause`.
      await refundWrite(request).catch(() => {}); // a refused write does not use the account's budget (write-limit.ts)
      let error = asHttpError((raised as { cause?: unknown }).cause) ?? asHttpError(raised) ?? raised;
      // Messages in the `lang` cookie's language, else Accept-Language's (contract §7.3); codes stay.
      const locale = requestLocale(request.headers, defaultLocale);
      if (code === "VALIDATION") error = fromValidation(raised as ValidationError);
      if (error instanceof HttpError) {
        const { retryAfter, ...extra } = error.extra as { retryAfter?: number };
        const headers: Record<string, string> = retryAfter ? { "retry-after": String(retryAfter) } : {};
        if (error.status === 429 || error.status === 503) {
          const address = clientAddress(request, listening.server, trustProxy);
          securityEvent(log, error.status === 429 ? "rate limited" : "sign-in queue full", address, {
            method: request.method,
            path: requestPath(request),
            retryAfter,
          });
        }
        return json(error.status, localizedErrorBody(error, extra, locale), headers);
      }
      switch (code) {
        case "NOT_FOUND":
          return answer(routeNotFound, locale);
        case "PARSE":
          return answer(malformedBody, locale);
        case "INVALID_COOKIE_SIGNATURE":
          // A cookie signed with another secret (rotated, or forged): forget it; the next request is signed out.
          return answer(sessionExpired, locale, { "set-cookie": CLEARED_SESSION_COOKIE });
      }
      if (isDatabaseUnavailable(error)) {
        log.warn(`${request.method} ${requestPath(request)}: the database cannot be reached (503)`);
        return answer(databaseUnavailable, locale, { "retry-after": "5" });
      }
      log.error(`${request.method} ${requestPath(request)} failed`, error);
      return answer(serverError, locale);
    });
}
