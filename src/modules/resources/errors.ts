// The errors of the directory of help (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const resourceNotFound = defineError({ code: "resource.not_found", status: 404, message: "Resource not found" });
