// The errors of sign-in with outside accounts (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const providerNotConfigured = defineError({ code: "oauth.provider_not_configured", status: 404, message: "Sign-in provider not configured" });
