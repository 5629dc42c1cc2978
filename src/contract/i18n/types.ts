// The shape of a language's server-side table (contract §7.3, docs/languages.md).
import type { ValidationCatalog } from "../validation";

/** An error's message: fixed words, or words built from the error's extra fields (an id, a date). */
export type ErrorText = string | ((extra: Record<string, unknown>) => string);

export interface ServerCatalog {
  /** The shared schemas' messages, by key: every key (the type check fails on a missing one). */
  validation: ValidationCatalog;
  /** Error messages by `code` (src/http.ts defineError); src/i18n/catalogs.test.ts checks every code has one. */
  errors: Record<string, ErrorText>;
}
