// The errors of the editable pages (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const pageNotFound = defineError({ code: "page.not_found", status: 404, message: "Page not found" });
