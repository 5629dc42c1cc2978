// The language fieldErrors (schemas.ts) words validation messages in when not told: the UI sets
// it as it changes language (ui/src/lib/i18n.ts); undefined is English. The server passes each
// request's table instead. A module of its own, so that the page's first script can set it
// without carrying zod (schemas.ts) or the English table (validation.ts).
import type { ValidationCatalog } from "./validation";

let activeCatalog: ValidationCatalog | undefined;
export const activeValidationCatalog = () => activeCatalog;
export const setValidationCatalog = (catalog: ValidationCatalog | undefined) => {
  activeCatalog = catalog;
};
