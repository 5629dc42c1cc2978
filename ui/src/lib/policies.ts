// The policy figures of docs/product-rules.md#constants, written once and quoted by every page that states them.
export const POLICIES = {
  contactResponse: "24 hours",
  privacyRequestAcknowledge: "5 business days",
  verificationReview: "3-5 business days",
  appealWindow: "14 days",
  appealAnswer: "5 business days",
  sanctions: [
    { offense: "First offense", action: "A written warning, and the content is removed." },
    { offense: "Second offense", action: "A 24-48 hour suspension of posting and voting." },
    { offense: "Third offense", action: "A 1-7 day suspension of the account." },
  ],
  minimumAge: 18,
  // What the software really keeps, and for how long (issue 11: the policy matches the practice;
  // no analytics are run, so none are listed). SESSION_TTL_MS, RESET_TTL_MS and the rate limiter's
  // windows in src/ are the figures quoted here.
  retention: [
    { what: "Your account (username, e-mail address, names, password hash)", how: "Until you delete your account: then at once" },
    { what: "Sessions (a random id, your account and an expiry time)", how: "30 days, or until you sign out or change your password" },
    { what: "Password reset links (stored only as a hash)", how: "60 minutes, or until used" },
    { what: "Your reviews", how: "Until you delete them; when you delete your account you choose: deleted with it, or kept as Anonymous with no link to anyone" },
    { what: "Helpful votes you cast, reports and landlord verification requests you filed", how: "Until you delete your account" },
    { what: "Outside sign-in links (the provider's name and your id there, no tokens)", how: "Until you delete your account" },
    { what: "Messages sent through the contact form", how: "In the moderators' inbox until they are deleted; ask us to delete yours" },
    { what: "Sign-in attempt counters (address or e-mail, in memory only)", how: "15 minutes at most; gone when the server restarts" },
    { what: "Server logs (time, page, status, client address; failed sign-ins with the e-mail tried)", how: "As long as the operator keeps the server's logs" },
    { what: "Backups of the database", how: "As many as the operator keeps (the newest few); a deleted account leaves them as they are rotated out" },
  ],
  ccpaResponse: "45 days",
  gdprResponse: "30 days",
  badges: [
    { name: "Trusted Landlord", criteria: "An average rating of 4.0 or higher across at least 5 reviews." },
    { name: "Top Rated", criteria: "An average rating of 4.5 or higher across at least 10 reviews." },
    { name: "Verified Property Owner", criteria: "Ownership or management confirmed through a valid business license." },
  ],
  updated: "January 1, 2025",
  // The privacy policy was rewritten to match what the software stores (issue 11).
  privacyUpdated: "November 23, 2026",
} as const;

// The operator's addresses come from the settings CONTACT_EMAIL and PRIVACY_EMAIL (GET /api/site,
// lib/site.ts); unset, the pages point to the contact form instead of inventing an address.
