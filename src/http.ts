// Errors as data (docs/architecture.md, "Errors"). Each module declares its errors once, in its
// errors.ts, with `defineError({ code, status, message })`; a route or service throws what that
// returns, and one handler (plugins/errors.ts) turns it into the JSON body of docs/product-rules.md
// ("The API"): `{ "message", "code", ...extra }`. Nothing else reaches a response, so no stack trace
// or SQL can leak. The errors every module may raise (not signed in, too many requests, invalid
// input...) are declared at the bottom of this file.

import type { z } from "zod";
import { isUuid } from "./contract/query";

export interface ErrorSpec {
  /** Stable, for programs: "<module>.<what>", e.g. "landlord.not_found". Never changes once shipped. */
  readonly code: string;
  readonly status: number;
  /** For people: the words of docs/product-rules.md. */
  readonly message: string;
}

export class HttpError extends Error {
  readonly code: string;
  readonly status: number;
  /** The declared English message, whatever `message` says (src/i18n/server.ts translates by code). */
  readonly specMessage: string;
  constructor(
    spec: ErrorSpec,
    readonly extra: Record<string, unknown> = {},
    message = spec.message,
  ) {
    super(message);
    this.code = spec.code;
    this.status = spec.status;
    this.specMessage = spec.message;
  }
}

/** A declared error: call it to get the HttpError to throw; `extra` adds fields to the answer. */
export interface DeclaredError extends ErrorSpec {
  (extra?: Record<string, unknown>): HttpError;
}

/** Every declared error's code and English message (src/i18n/catalogs.test.ts checks each language has it). */
export const declaredErrors = new Map<string, ErrorSpec>();

export function defineError(spec: ErrorSpec): DeclaredError {
  declaredErrors.set(`${spec.code}\u0000${spec.message}`, spec);
  const raise = (extra?: Record<string, unknown>) => new HttpError(spec, extra);
  return Object.assign(raise, { code: spec.code, status: spec.status, message: spec.message }) as DeclaredError;
}

// Errors any module may raise.
export const notSignedIn = defineError({ code: "auth.not_signed_in", status: 401, message: "You need to be signed in" });
export const notAdmin = defineError({ code: "auth.not_admin", status: 403, message: "You don't have administrator privileges." });
export const routeNotFound = defineError({ code: "route.not_found", status: 404, message: "Not found" });
export const invalidInput = defineError({ code: "input.invalid", status: 400, message: "Invalid input" });
export const malformedBody = defineError({ code: "input.malformed", status: 400, message: "Malformed request body" });
export const malformedJson = defineError({ code: "input.malformed_json", status: 400, message: "Malformed JSON body" });
export const bodyTooLarge = defineError({ code: "input.too_large", status: 413, message: "Request body too large" });
/** Malformed HTTP (no Host, a bad Host, an unknown method): thrown with a message saying which. */
export const malformedRequest = defineError({ code: "request.malformed", status: 400, message: "Malformed request" });
export const unsupportedMediaType = defineError({ code: "input.unsupported_type", status: 415, message: "Request bodies must be JSON (Content-Type: application/json)" });
export const unsupportedEncoding = defineError({ code: "input.unsupported_encoding", status: 415, message: "Content-Encoding not supported (gzip and deflate are)" });
/** The sign-in queue is full (lib/semaphore.ts): sent with Retry-After. */
export const serverBusy = defineError({ code: "server.busy", status: 503, message: "The server is busy. Please try again in a moment." });
/** The database cannot be reached (PostgreSQL down or restarting: lib/database-unavailable.ts); the node serves again when it returns. */
export const databaseUnavailable = defineError({ code: "server.database_unavailable", status: 503, message: "The site cannot reach its database right now. Please try again in a moment." });
export const crossSiteRefused = defineError({ code: "request.cross_site", status: 403, message: "Cross-site request refused" });
export const sessionExpired = defineError({ code: "auth.session_expired", status: 401, message: "Your session has expired. Please sign in again." });
export const serverError = defineError({ code: "server.error", status: 500, message: "Something went wrong on our side. Please try again." });
const rateLimited = defineError({ code: "request.rate_limited", status: 429, message: "Too many requests. Please try again later." });

/** 429 with the seconds to wait, sent as Retry-After by plugins/errors.ts. */
export const tooManyRequests = (retryAfterSeconds: number) => rateLimited({ retryAfter: retryAfterSeconds });

/** A 400 naming the fields at fault: `errors` maps each field to its message, the first is the headline. */
export function invalidFields(errors: Record<string, string>): HttpError {
  return new HttpError(invalidInput, { errors }, Object.values(errors)[0] ?? invalidInput.message);
}

const malformedPathErrors = new WeakMap<object, DeclaredError>();

/**
 * A route's `params` schema (from src/contract/query.ts) whose failure is `error`, a 404: an id
 * that is not well formed names nothing, like an unknown one (docs/product-rules.md#the-api).
 */
export function pathParams<S extends object>(schema: S, error: DeclaredError): S {
  malformedPathErrors.set(schema, error);
  return schema;
}

/** The error pathParams declared for `schema`, if any. */
export const malformedPathError = (schema: unknown): DeclaredError | undefined =>
  typeof schema === "object" && schema !== null ? malformedPathErrors.get(schema) : undefined;

const bodyIdErrors = new Map<string, DeclaredError>();
const ID_TOKEN = "\u0000id:";

/**
 * A route's `body` schema whose `fields` hold ids of things that must exist (a landlord to review,
 * a report's target): an id that is not well formed names nothing, so the route answers that
 * field's 404, as for an unknown id, once the rest of the body is valid (a 400 for other fields
 * comes first). Ids are read in lower case. Services never look at an id's form.
 */
export function bodyIds<T extends Record<string, unknown>, F extends keyof T & string>(
  schema: z.ZodType<T>,
  fields: Record<F, DeclaredError>,
) {
  const tokens = Object.entries(fields).map(([field, error]) => {
    const token = `${ID_TOKEN}${(error as DeclaredError).code}`;
    bodyIdErrors.set(token, error as DeclaredError);
    return [field, token] as const;
  });
  return schema
    .superRefine((body, ctx) => {
      for (const [field, token] of tokens) {
        const value = body[field];
        if (typeof value === "string" && value !== "" && !isUuid(value)) ctx.addIssue({ code: "custom", path: [field], message: token });
      }
    })
    .transform((body) => {
      const out: Record<string, unknown> = { ...body };
      for (const [field] of tokens) if (typeof out[field] === "string") out[field] = (out[field] as string).toLowerCase();
      return out as T;
    });
}

/** The 404 a bodyIds field declared for a validation message, if the message is one of theirs. */
export const malformedBodyIdError = (message: string | undefined): DeclaredError | undefined =>
  message?.startsWith(ID_TOKEN) ? bodyIdErrors.get(message) : undefined;


export const nowIso = () => new Date().toISOString();
