import { t } from "@lingui/core/macro";
// The review assistant (docs/product-rules.md#validation-messages "Review assistant"): a quality score out of 100, writing
// suggestions and privacy warnings, all computed on this device from the ratings and the text.
// Nothing here touches the network or any model: plain word lists and regular expressions, so the
// renter's draft never leaves the browser before they submit it.

export interface AssistantRatings {
  overallRating: number;
  responsivenessRating: number;
  maintenanceRating: number;
  fairnessRating: number;
}

/**
 * What the assistant offers. A "sentence" is a whole sentence built only from what the renter
 * rated (a click appends it); a "question" asks about something the text does not cover yet and
 * is never put into the review: the renter answers it in their own words. The assistant never
 * invents a claim (docs/product-rules.md "Review assistant").
 */
export interface Suggestion {
  id: string;
  kind: "sentence" | "question";
  /** Why this is suggested, shown as the suggestion's heading. */
  title: string;
  /** The sentence appended when picked, or the question shown. */
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

/** At this score and above the assistant shows its "excellent" message (docs/product-rules.md#validation-messages). */
export const EXCELLENT_SCORE = 80;
/** Suggestions refresh this long after the renter stops typing (docs/product-rules.md#validation-messages). */
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
 * The quality score of docs/product-rules.md#validation-messages: 30 for 30+ words (20 for 15+, 10 for 5+), 20 when all four
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
    out.push({ kind: "phone", message: t`Your review seems to contain a phone number. Please remove personal contact details before posting.` });
  if (EMAIL_RE.test(text))
    out.push({ kind: "email", message: t`Your review seems to contain an e-mail address. Please remove personal contact details before posting.` });
  return out;
}

const TOPICS: { id: string; rating: keyof AssistantRatings; label: string; words: readonly string[]; lowQuestion: string; highQuestion: string }[] = [
  {
    id: "responsiveness",
    rating: "responsivenessRating",
    get label() { return t`responsiveness`; },
    words: ["respond", "responded", "response", "responsive", "unresponsive", "reply", "replied", "contact", "call", "called", "email", "text", "ignored"],
    get lowQuestion() { return t`How long did the landlord take to answer when you got in touch?`; },
    get highQuestion() { return t`How quickly did the landlord answer when you got in touch?`; },
  },
  {
    id: "maintenance",
    rating: "maintenanceRating",
    get label() { return t`maintenance`; },
    words: ["maintenance", "repair", "repairs", "repaired", "fixed", "fix", "broken", "leak", "leaking", "mold", "heating", "plumbing", "appliance", "appliances"],
    get lowQuestion() { return t`How long did repairs take, and what was left unfixed?`; },
    get highQuestion() { return t`How long did repairs take?`; },
  },
  {
    id: "fairness",
    rating: "fairnessRating",
    get label() { return t`fairness`; },
    words: ["deposit", "fair", "unfair", "fee", "fees", "rent increase", "lease", "charged", "refund", "refunded"],
    get lowQuestion() { return t`What happened with your security deposit, fees or rent increases?`; },
    get highQuestion() { return t`Did you get your security deposit back, and were fees as agreed?`; },
  },
];

/** 3.5 -> "3.5", 4 -> "4": how a rating reads in a sentence. */
const ratingWords = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * Up to four suggestions, from what the ratings say and the text does not yet cover: for a topic
 * rated low or high but never mentioned, a question about it and the renter's own rating as a
 * sentence; a question for a missing good or bad side; a question when the text is short; and a
 * closing sentence with the overall rating.
 */
export function suggestions(text: string, ratings: AssistantRatings): Suggestion[] {
  const out: Suggestion[] = [];
  const written = text.trim().length > 0;
  for (const topic of TOPICS) {
    const value = ratings[topic.rating];
    if (mentionsAny(text, topic.words) || value <= 0) continue;
    const low = value <= 2.5;
    if (!low && value < 4) continue;
    out.push({ id: `${topic.id}-question`, kind: "question", title: t`Say more about ${topic.label}`, text: low ? topic.lowQuestion : topic.highQuestion });
    out.push({ id: `${topic.id}-rating`, kind: "sentence", title: t`Your ${topic.label} rating`, text: `I rated ${topic.label} ${ratingWords(value)} out of 5.` });
  }
  if (written && !hasNegative(text))
    out.push({ id: "balance-negative", kind: "question", title: t`Add what could be better`, text: t`Was there anything the landlord could have done better?` });
  if (written && !hasPositive(text))
    out.push({ id: "balance-positive", kind: "question", title: t`Add what went well`, text: t`Was there anything the landlord did well?` });
  if (countWords(text) < 30)
    out.push({ id: "length", kind: "question", title: t`Add a detail or two`, text: t`What would you tell a friend who was about to sign a lease with this landlord?` });
  if (ratings.overallRating > 0 && !/\boverall\b/i.test(text))
    out.push({ id: "overall", kind: "sentence", title: t`Sum it up`, text: t`Overall, I rate this landlord ${ratingWords(ratings.overallRating)} out of 5.` });
  // Keep a sentence among the four whenever there is one, so a click can always add something.
  const shown = out.slice(0, 4);
  const firstSentence = out.find((x) => x.kind === "sentence");
  if (firstSentence && !shown.includes(firstSentence)) shown[3] = firstSentence;
  return shown;
}

/** Appends a suggestion to the text as a new sentence, within the 1000-character limit. */
export function appendSuggestion(text: string, suggestion: string, max = 1000): string {
  const base = text.trimEnd();
  const joined = base ? `${base}${/[\p{L}\p{N})"'’]$/u.test(base) ? "." : ""} ${suggestion}` : suggestion;
  return joined.slice(0, max);
}
