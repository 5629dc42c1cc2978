// GET /api/site: the public settings the UI words its pages by. Whether "Forgot password?" can
// mail a link (SMTP_URL and MAIL_FROM set) or must send people to the operator, and the
// operator's contact addresses for the contact and privacy pages (CONTACT_EMAIL, PRIVACY_EMAIL).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import type { SiteSettings } from "../../contract/types";

export function siteRoutes(deps: AppDeps) {
  const settings: SiteSettings = {
    passwordResetByMail: deps.mailer !== null,
    contactEmail: deps.config.contactEmail,
    privacyEmail: deps.config.privacyEmail,
  };
  return new Elysia({ name: "site-routes" }).get("/api/site", () => settings);
}
