// The policy figures of product.md §9, written once and quoted by every page that states them.
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
  retention: [
    { what: "Account data", how: "Kept while your account is open and for 3 years after you delete it" },
    { what: "Reviews", how: "Kept for 7 years after they are posted" },
    { what: "Individual analytics", how: "Kept for 13 months" },
    { what: "Aggregate analytics", how: "Kept for 2 years" },
  ],
  ccpaResponse: "45 days",
  gdprResponse: "30 days",
  badges: [
    { name: "Trusted Landlord", criteria: "An average rating of 4.0 or higher across at least 5 reviews." },
    { name: "Top Rated", criteria: "An average rating of 4.5 or higher across at least 10 reviews." },
    { name: "Verified Property Owner", criteria: "Ownership or management confirmed through a valid business license." },
  ],
  updated: "January 1, 2025",
} as const;

/** The shared contact addresses shown on the policy pages (a self-hosted site may edit these). */
export const CONTACT = {
  support: "support@rentfair.example",
  privacy: "privacy@rentfair.example",
  moderation: "moderation@rentfair.example",
} as const;
