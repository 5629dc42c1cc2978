// What the server says, in the reader's language (contract §7.3, docs/languages.md): an error's
// message by its `code`, the schemas' validation messages by key, in the language of the `lang`
// cookie, else Accept-Language, else DEFAULT_LOCALE. English is the code's own words (each
// defineError's message, contract/validation.ts); other languages are tables in
// src/contract/i18n/<locale>.ts. The `code` is the same in every language.
import type { HttpError } from "../http";
import type { Locale } from "../contract/locales";
import { es } from "../contract/i18n/es";
import type { ServerCatalog } from "../contract/i18n/types";
import { isValidationKey, validationText } from "../contract/validation";

/** Each language's table; English has none (the code's own words). */
export const SERVER_CATALOGS: Record<Locale, ServerCatalog | null> = { en: null, es };

/** A declared error's message in `locale`: the table's words for its code, else its own (English). */
export function errorMessage(error: HttpError, locale: Locale): string {
  const text = SERVER_CATALOGS[locale]?.errors[error.code];
  if (text === undefined) return error.message;
  return typeof text === "function" ? text(error.extra) : text;
}

/**
 * A field's message of a 400's `errors` in `locale`: a schema's key in words, or, when it is the
 * error's own message (a wrong password at its field), that message translated.
 */
export function fieldMessage(message: string, error: HttpError, locale: Locale): string {
  const catalog = SERVER_CATALOGS[locale];
  if (isValidationKey(message)) return validationText(message, catalog?.validation);
  if (message === error.specMessage) return errorMessage(error, locale);
  return catalog ? catalog.validation.fallback : message;
}

/** The JSON body of an error in `locale`: `{ message, code, ...extra }`, field messages included. */
export function localizedErrorBody(error: HttpError, extra: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const fields = extra.errors as Record<string, string> | undefined;
  if (!fields || typeof fields !== "object") return { message: errorMessage(error, locale), code: error.code, ...extra };
  const errors = Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, fieldMessage(message, error, locale)]));
  // A 400 naming fields leads with its first field's message (src/http.ts invalidFields).
  const message = error.code === "input.invalid" ? (Object.values(errors)[0] ?? errorMessage(error, locale)) : errorMessage(error, locale);
  return { message, code: error.code, ...extra, errors };
}
