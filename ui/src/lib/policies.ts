import { t } from "@lingui/core/macro";
import { formatDate } from "./i18n";
// The policy figures of docs/product-rules.md#constants, written once and quoted by every page that states them.
export const POLICIES = {
  get contactResponse() { return t`24 hours`; },
  get privacyRequestAcknowledge() { return t`5 business days`; },
  get verificationReview() { return t`3-5 business days`; },
  get appealWindow() { return t`14 days`; },
  get appealAnswer() { return t`5 business days`; },
  sanctions: [
    { get offense() { return t`First offense`; }, get action() { return t`A written warning, and the content is removed.`; } },
    { get offense() { return t`Second offense`; }, get action() { return t`A 24-48 hour suspension of posting and voting.`; } },
    { get offense() { return t`Third offense`; }, get action() { return t`A 1-7 day suspension of the account.`; } },
  ],
  minimumAge: 18,
  // What the software really keeps, and for how long (issue 11: the policy matches the practice;
  // no analytics are run, so none are listed). SESSION_TTL_MS, RESET_TTL_MS and the rate limiter's
  // windows in src/ are the figures quoted here.
  retention: [
    { get what() { return t`Your account (username, e-mail address, names, password hash)`; }, get how() { return t`Until you delete your account: then at once`; } },
    { get what() { return t`Sessions (a random id, your account and an expiry time)`; }, get how() { return t`30 days, or until you sign out or change your password`; } },
    { get what() { return t`Password reset links (stored only as a hash)`; }, get how() { return t`60 minutes, or until used`; } },
    { get what() { return t`Your reviews`; }, get how() { return t`Until you delete them; when you delete your account you choose: deleted with it, or kept as Anonymous with no link to anyone`; } },
    { get what() { return t`Helpful votes you cast, reports and landlord verification requests you filed`; }, get how() { return t`Until you delete your account`; } },
    { get what() { return t`Outside sign-in links (the provider's name and your id there, no tokens)`; }, get how() { return t`Until you delete your account`; } },
    { get what() { return t`Messages sent through the contact form`; }, get how() { return t`In the moderators' inbox until they are deleted; ask us to delete yours`; } },
    { get what() { return t`Sign-in attempt counters (address or e-mail, in memory only)`; }, get how() { return t`15 minutes at most; gone when the server restarts`; } },
    { get what() { return t`Server logs (time, page, status, client address; failed sign-ins with the e-mail tried)`; }, get how() { return t`As long as the operator keeps the server's logs`; } },
    { get what() { return t`Backups of the database`; }, get how() { return t`As many as the operator keeps (the newest few); a deleted account leaves them as they are rotated out`; } },
  ],
  get ccpaResponse() { return t`45 days`; },
  get gdprResponse() { return t`30 days`; },
  badges: [
    { get name() { return t`Trusted Landlord`; }, get criteria() { return t`An average rating of 4.0 or higher across at least 5 reviews.`; } },
    { get name() { return t`Top Rated`; }, get criteria() { return t`An average rating of 4.5 or higher across at least 10 reviews.`; } },
    { get name() { return t`Verified Property Owner`; }, get criteria() { return t`Ownership or management confirmed through a valid business license.`; } },
  ],
  get updated() { return formatDate("2025-01-01T12:00:00Z"); },
  // The privacy policy was rewritten to match what the software stores (issue 11).
  get privacyUpdated() { return formatDate("2026-11-23T12:00:00Z"); },
} as const;

// The operator's addresses come from the settings CONTACT_EMAIL and PRIVACY_EMAIL (GET /api/site,
// lib/site.ts); unset, the pages point to the contact form instead of inventing an address.
