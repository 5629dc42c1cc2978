// Errors as data: a route or service throws an HttpError and one handler (plugins/errors.ts)
// turns it into contract §2's JSON body. Nothing else reaches a response, so no stack trace or
// SQL can leak.
import type { z } from "zod";
import { fieldErrors } from "./contract/schemas";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors ? { errors } : {});
export const unauthorized = (message = "Not signed in") => new HttpError(401, message);
export const forbidden = (message = "Not allowed") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new HttpError(409, message, extra);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, "Too many requests. Please try again later.", { retryAfter: retryAfterSeconds });

/** Validates `input` with a contract schema; a 400 with per-field messages when it does not fit. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw badRequest(Object.values(errors)[0] ?? "Invalid input", errors);
  }
  return result.data;
}

/** Whether a SQLite error is a UNIQUE constraint failure (the database decides races). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/.test(error.message);
}

/** Route ids are UUIDs for landlords and reviews; anything else is a 404, never a 500. */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function parseUuid(id: string, what: string): string {
  if (!UUID_RE.test(id)) throw notFound(`${what} not found`);
  return id.toLowerCase();
}
export function parseIntId(id: string, what: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) throw notFound(`${what} not found`);
  return Number(id);
}

export const nowIso = () => new Date().toISOString();
