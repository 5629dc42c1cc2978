// Rows the store tests (src/test/store-backends.ts `eachBackend`) start from, written once: the
// same SQL runs on SQLite and PostgreSQL, and a review's fields default to one ordinary review,
// each test overriding what it measures (a rating, the address, the rent).
import type { ReviewFields } from "../contract/schemas";

/** INSERTs of users 1..count (usernames u1.., e-mails u1@x.test..), for a test's setup list. */
export const usersSql = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => `INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (${i + 1}, 'u${i + 1}', 'u${i + 1}@x.test', 'x', 'n', 'n')`);

/** An ordinary review's fields with `overall` as its overall rating, `extra` replacing any other. */
export const reviewFields = (overall: number, extra: Partial<ReviewFields> = {}): ReviewFields => ({
  overallRating: overall,
  responsivenessRating: 3,
  maintenanceRating: 4,
  fairnessRating: 5,
  reviewText: "A fair landlord overall",
  propertyAddress: "Flat 3, 12 High Street, Leeds",
  lengthOfResidence: "1-2 years",
  monthlyRent: 700,
  rentPeriod: "monthly",
  utilitiesIncluded: "false",
  reviewerName: null,
  ...extra,
});
