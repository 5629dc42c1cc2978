// The review assistant (product.md §5 "Review assistant"): a quality score out of 100, writing
// suggestions and privacy warnings, all computed on this device from the ratings and the text.
// Nothing here touches the network or any model: plain word lists and regular expressions, so the
// renter's draft never leaves the browser before they submit it.

export interface AssistantRatings {
  overallRating: number;
  responsivenessRating: number;
  maintenanceRating: number;
  fairnessRating: number;
}

export interface Suggestion {
  id: string;
  /** Why this is suggested, shown as the button's heading. */
  title: string;
  /** The text appended to the review when the renter picks it. */
  text: string;
}

export interface ScoreBreakdown {
  total: number;
  words: number;
  wordPoints: number;
  ratingPoints: number;
  specificsPoints: number;
  balancePoints: number;
}

/** At this score and above the assistant shows its "excellent" message (product.md §5). */
export const EXCELLENT_SCORE = 80;
/** Suggestions refresh this long after the renter stops typing (product.md §5). */
export const SUGGESTION_DELAY_MS = 1500;

/** Words that show the review speaks of concrete, checkable things. */
const SPECIFIC_WORDS = [
  "maintenance", "repair", "repairs", "repaired", "fixed", "broken", "leak", "leaking", "mold", "mould",
  "heat", "heating", "heater", "hot water", "ac", "air conditioning", "plumbing", "pest", "pests", "roach",
  "roaches", "mice", "deposit", "lease", "rent", "utilities", "parking", "laundry", "noise", "neighbors",
  "neighbours", "appliance", "appliances", "dishwasher", "fridge", "refrigerator", "washer", "dryer",
  "inspection", "move-in", "move-out", "responded", "response", "days", "weeks", "hours", "month", "months",
  "email", "text", "call", "called", "portal", "request", "requests", "notice", "fee", "fees", "late fee",
  "security", "lock", "locks", "window", "windows", "roof", "toilet", "sink", "shower", "bathroom", "kitchen",
];

const POSITIVE_WORDS = [
  "good", "great", "excellent", "helpful", "friendly", "responsive", "quick", "quickly", "fast", "clean",
  "fair", "reasonable", "professional", "recommend", "nice", "kind", "respectful", "prompt", "promptly",
  "happy", "pleased", "easy", "reliable", "honest", "well maintained", "love", "loved", "best", "polite",
];

const NEGATIVE_WORDS = [
  "bad", "poor", "terrible", "awful", "slow", "rude", "dirty", "unfair", "ignored", "ignore", "never",
  "worst", "broken", "late", "unresponsive", "problem", "problems", "issue", "issues", "complaint",
  "disappointed", "expensive", "overpriced", "delay", "delayed", "mold", "leak", "pests", "however",
  "unfortunately", "difficult", "hard", "noisy", "kept", "withheld",
];

/** Phone numbers: (555) 123-4567, 555-123-4567, 555.123.4567, +1 555 123 4567, 5551234567. */
const PHONE_RE = /(?:\+?\d{1,2}[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const EMAIL_RE = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;

export function countWords(text: string): number {
  const words = text.trim().match(/[\p{L}\p{N}'’-]+/gu);
  return words ? words.length : 0;
}

function mentionsAny(text: string, words: readonly string[]): boolean {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, " ").replace(/\s+/g, " ")} `;
  return words.some((w) => lower.includes(` ${w} `));
}

export const hasSpecifics = (text: string) => mentionsAny(text, SPECIFIC_WORDS);
export const hasPositive = (text: string) => mentionsAny(text, POSITIVE_WORDS);
export const hasNegative = (text: string) => mentionsAny(text, NEGATIVE_WORDS);

function ratingsPresent(r: AssistantRatings): boolean {
  return [r.overallRating, r.responsivenessRating, r.maintenanceRating, r.fairnessRating].every((v) => v > 0);
}

/**
 * The quality score of product.md §5: 30 for 30+ words (20 for 15+, 10 for 5+), 20 when all four
 * ratings are given, 25 for specifics, 25 when the text weighs both good and bad.
 */
export function qualityScore(text: string, ratings: AssistantRatings): ScoreBreakdown {
  const words = countWords(text);
  const wordPoints = words >= 30 ? 30 : words >= 15 ? 20 : words >= 5 ? 10 : 0;
  const ratingPoints = ratingsPresent(ratings) ? 20 : 0;
  const specificsPoints = hasSpecifics(text) ? 25 : 0;
  const balancePoints = hasPositive(text) && hasNegative(text) ? 25 : 0;
  return {
    total: wordPoints + ratingPoints + specificsPoints + balancePoints,
    words,
    wordPoints,
    ratingPoints,
    specificsPoints,
    balancePoints,
  };
}

export interface PrivacyWarning {
  kind: "phone" | "email";
  message: string;
}

/** Personal contact details in a public review: warn before it is posted. */
export function privacyWarnings(text: string): PrivacyWarning[] {
  const out: PrivacyWarning[] = [];
  if (PHONE_RE.test(text))
    out.push({ kind: "phone", message: "Your review seems to contain a phone number. Please remove personal contact details before posting." });
  if (EMAIL_RE.test(text))
    out.push({ kind: "email", message: "Your review seems to contain an e-mail address. Please remove personal contact details before posting." });
  return out;
}

const TOPICS: { id: string; rating: keyof AssistantRatings; words: readonly string[]; low: Suggestion; high: Suggestion }[] = [
  {
    id: "responsiveness",
    rating: "responsivenessRating",
    words: ["respond", "responded", "response", "responsive", "unresponsive", "reply", "replied", "contact", "call", "called", "email", "text", "ignored"],
    low: { id: "responsiveness-low", title: "Say how communication went", text: "When I contacted the landlord about a problem, it took them a long time to respond." },
    high: { id: "responsiveness-high", title: "Credit quick replies", text: "The landlord answered messages quickly and kept me informed." },
  },
  {
    id: "maintenance",
    rating: "maintenanceRating",
    words: ["maintenance", "repair", "repairs", "repaired", "fixed", "fix", "broken", "leak", "leaking", "mold", "heating", "plumbing", "appliance", "appliances"],
    low: { id: "maintenance-low", title: "Describe a repair", text: "Repairs were slow: when something broke, it stayed broken for weeks." },
    high: { id: "maintenance-high", title: "Describe a repair", text: "Maintenance requests were handled promptly and repairs were done well." },
  },
  {
    id: "fairness",
    rating: "fairnessRating",
    words: ["deposit", "fair", "unfair", "fee", "fees", "rent increase", "lease", "charged", "refund", "refunded"],
    low: { id: "fairness-low", title: "Mention money matters", text: "I felt the fees and the handling of the security deposit were unfair." },
    high: { id: "fairness-high", title: "Mention money matters", text: "Rent, fees and the security deposit were handled fairly and as agreed in the lease." },
  },
];

/**
 * Up to four suggestions, from what the ratings say and the text does not yet cover:
 * a topic rated low or high but never mentioned, a missing good or bad side, a too-short text,
 * and a closing recommendation.
 */
export function suggestions(text: string, ratings: AssistantRatings): Suggestion[] {
  const out: Suggestion[] = [];
  for (const topic of TOPICS) {
    const value = ratings[topic.rating];
    if (mentionsAny(text, topic.words)) continue;
    if (value > 0 && value <= 2.5) out.push(topic.low);
    else if (value >= 4) out.push(topic.high);
  }
  const positive = hasPositive(text);
  const negative = hasNegative(text);
  if (!negative && text.trim().length > 0)
    out.push({ id: "balance-negative", title: "Add what could be better", text: "One thing that could have been better was " });
  if (!positive && text.trim().length > 0)
    out.push({ id: "balance-positive", title: "Add what went well", text: "On the positive side, " });
  if (countWords(text) < 30)
    out.push({ id: "length", title: "Add a detail or two", text: "I lived there for about a year, and the neighborhood was " });
  if (!mentionsAny(text, ["recommend", "recommended", "avoid"]) && ratings.overallRating > 0)
    out.push(
      ratings.overallRating >= 3.5
        ? { id: "recommend-yes", title: "Sum it up", text: "Overall, I would recommend this landlord to other renters." }
        : { id: "recommend-no", title: "Sum it up", text: "Overall, I would not recommend this landlord to other renters." },
    );
  return out.slice(0, 4);
}

/** Appends a suggestion to the text as a new sentence, within the 1000-character limit. */
export function appendSuggestion(text: string, suggestion: string, max = 1000): string {
  const base = text.trimEnd();
  const joined = base ? `${base}${/[\p{L}\p{N})"'’]$/u.test(base) ? "." : ""} ${suggestion}` : suggestion;
  return joined.slice(0, max);
}
