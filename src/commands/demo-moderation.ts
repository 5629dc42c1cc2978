// The moderation part of `seed --demo` (docs/product-rules.md#moderation): a queue with every state a moderator
// meets — single and grouped reports on reviews, landlord reports including a "Duplicate
// profile", reports already resolved and dismissed (each with its log row, as the admin
// actions write them), a suspended account, and contact messages that are new, read and archived.
// Described as part of the demo's plan (src/store/operations.ts `DemoPlan`), rows named by their
// positions in it; the store writes it.
import { REPORT_CATEGORIES } from "../contract/constants";
import type { DemoPlan, DemoReport } from "../store/operations";

const DESCRIPTIONS = {
  review: [
    "This review reads like it was written by the landlord's own office.",
    "The reviewer names a neighbour and their unit number.",
    "Full of insults about the maintenance staff, not about the landlord.",
    "Same text was posted on three different landlords.",
    "Advertises a moving company at the end.",
  ],
  landlord: [
    "This is the same company as another profile, spelled differently.",
    "The location is wrong: they only rent in the next city over.",
    "This profile was created by someone pretending to be the owner.",
  ],
} as const;

const MESSAGES = [
  { name: "Jordan Lee", email: "jordan.lee@example.test", subject: "Appeal of a removed review", message: "My review of my old landlord was removed. I believe it followed the guidelines; can you tell me which rule it broke?" },
  { name: "Sam Patel", email: "sam.patel@example.test", subject: "Landlord contacting me about my review", message: "My landlord found my review and is asking me to take it down. What are my options?" },
  { name: "Maria Garcia", email: "maria.g@example.test", subject: "Wrong address on a profile", message: "The profile for Oak Street Rentals lists the wrong city." },
  { name: "Chris Okafor", email: "chris.okafor@example.test", subject: "Thank you", message: "Your site helped me avoid a terrible lease. Thank you!" },
  { name: "Alex Kim", email: "alex.kim@example.test", subject: "Data request", message: "Please send me a copy of the data you hold about me." },
  { name: "Priya Shah", email: "priya.shah@example.test", subject: "Duplicate landlord", message: "There are two profiles for the same management company in Austin." },
] as const;

export interface ModerationSeedInput {
  r: () => number;
  pick: <T>(r: () => number, list: readonly T[]) => T;
  daysAgo: (days: number) => string;
  /** Positions in the plan's users. */
  admin: number;
  reviewers: number[];
  /** The plan's reviews in order, with their authors' positions. */
  reviews: { review: number; author: number }[];
}

export function demoModeration({ r, pick, daysAgo, admin, reviewers, reviews }: ModerationSeedInput): Pick<DemoPlan, "reports" | "suspensions" | "messages" | "log"> {
  const plan: Pick<DemoPlan, "reports" | "suspensions" | "messages" | "log"> = { reports: [], suspensions: [], messages: [], log: [] };
  const reporterFor = (author: number | null) => pick(r, reviewers.filter((u) => u !== author));
  const report = (type: DemoReport["type"], target: number, author: number | null, days: number, category?: string): number => {
    plan.reports.push({
      type,
      target,
      category: category ?? pick(r, REPORT_CATEGORIES[type]),
      description: pick(r, DESCRIPTIONS[type]),
      reporter: reporterFor(author),
      createdAt: daysAgo(days),
    });
    return plan.reports.length - 1;
  };

  // Pending: 30 single review reports, 3 reviews reported several times, landlord reports.
  for (let i = 0; i < 30; i++) {
    const review = pick(r, reviews);
    report("review", review.review, review.author, r() * 14);
  }
  for (let g = 0; g < 3; g++) {
    const review = reviews[g * 7]!;
    const category = REPORT_CATEGORIES.review[g + 1]!;
    for (let i = 0; i < 3 + g; i++) report("review", review.review, review.author, r() * 3, i === 0 ? category : undefined);
  }
  for (let i = 0; i < 6; i++) report("landlord", i * 11, null, r() * 14, i < 2 ? "Duplicate profile" : undefined);

  // Settled: resolved and dismissed, each logged as the admin's action was.
  for (let i = 0; i < 12; i++) {
    const review = pick(r, reviews);
    const index = report("review", review.review, review.author, 20 + r() * 40);
    const status = i % 3 === 0 ? "resolved" : "dismissed";
    const at = daysAgo(10 + r() * 10);
    plan.reports[index]!.settled = { status, at, by: admin, notes: status === "dismissed" ? "Within the guidelines." : "Asked the author to edit." };
    plan.log.push({ actor: admin, action: status === "resolved" ? "report.resolved" : "report.dismissed", target: { review: review.review }, report: index, category: plan.reports[index]!.category, createdAt: at });
  }

  // A suspended account (the Terms' second step), with its log row.
  const suspended = reviewers[reviewers.length - 1]!;
  const reason = "Second warning for personal attacks in reviews";
  plan.suspensions.push({ user: suspended, until: new Date(Date.now() + 36 * 3_600_000).toISOString(), reason });
  plan.log.push({ actor: admin, action: "user.suspended", target: { user: suspended }, reason, createdAt: daysAgo(0.5) });

  // Contact messages: new, read and archived.
  MESSAGES.forEach((m, i) => {
    const status = i < 3 ? "new" : i < 5 ? "read" : "archived";
    const sent = i * 1.5 + r();
    plan.messages.push({ ...m, status, createdAt: daysAgo(sent) });
    if (status !== "new") plan.log.push({ actor: admin, action: status === "read" ? "message.read" : "message.archived", target: { message: i }, createdAt: daysAgo(sent - 0.2) });
  });
  return plan;
}
