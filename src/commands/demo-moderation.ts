// The moderation part of `seed --demo` (docs/product-rules.md#moderation): a queue with every state a moderator
// meets — single and grouped reports on reviews, landlord reports including a "Duplicate
// profile", reports already resolved and dismissed (each with its log row, as the admin
// actions write them), a suspended account, and contact messages that are new, read and archived.
import type { UserRow } from "../store/sqlite/schema";
import { contactMessages } from "../store/sqlite/schema";
import { REPORT_CATEGORIES } from "../contract/constants";
import type { Tx } from "../store/sqlite/connection";
import { insertReport, updateReport } from "../store/sqlite/reports";
import { putSuspension } from "../store/sqlite/sanctions";
import { logModeration } from "../store/sqlite/moderation-log";

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
  admin: UserRow;
  reviewers: UserRow[];
  reviewIds: { id: string; userId: number }[];
  landlordIds: string[];
}

export function seedModeration(tx: Tx, { r, pick, daysAgo, admin, reviewers, reviewIds, landlordIds }: ModerationSeedInput): void {
  const reporterFor = (authorId: number | null) => pick(r, reviewers.filter((u) => u.id !== authorId));
  const report = (type: "review" | "landlord", targetId: string, authorId: number | null, days: number, category?: string) =>
    insertReport(tx, {
      reportType: type,
      targetId,
      reportCategory: category ?? pick(r, REPORT_CATEGORIES[type]),
      description: pick(r, DESCRIPTIONS[type]),
      reportedByUserId: reporterFor(authorId).id,
      createdAt: daysAgo(days),
    });

  // Pending: 30 single review reports, 3 reviews reported several times, landlord reports.
  for (let i = 0; i < 30; i++) {
    const review = pick(r, reviewIds);
    report("review", review.id, review.userId, r() * 14);
  }
  for (let g = 0; g < 3; g++) {
    const review = reviewIds[g * 7]!;
    const category = REPORT_CATEGORIES.review[g + 1]!;
    for (let i = 0; i < 3 + g; i++) report("review", review.id, review.userId, r() * 3, i === 0 ? category : undefined);
  }
  for (let i = 0; i < 6; i++) report("landlord", landlordIds[i * 11]!, null, r() * 14, i < 2 ? "Duplicate profile" : undefined);

  // Settled: resolved and dismissed, each logged as the admin's action was.
  for (let i = 0; i < 12; i++) {
    const review = pick(r, reviewIds);
    const row = report("review", review.id, review.userId, 20 + r() * 40);
    const status = i % 3 === 0 ? "resolved" : "dismissed";
    const at = daysAgo(10 + r() * 10);
    updateReport(tx, row.id, { status, resolvedAt: at, resolvedBy: admin.id, adminNotes: status === "dismissed" ? "Within the guidelines." : "Asked the author to edit." });
    logModeration(tx, { actorId: admin.id, action: status === "resolved" ? "report.resolved" : "report.dismissed", targetType: "review", targetId: review.id, reportId: row.id, category: row.reportCategory, createdAt: at });
  }

  // A suspended account (the Terms' second step), with its log row.
  const suspended = reviewers[reviewers.length - 1]!;
  const reason = "Second warning for personal attacks in reviews";
  putSuspension(tx, suspended.id, new Date(Date.now() + 36 * 3_600_000).toISOString(), reason);
  logModeration(tx, { actorId: admin.id, action: "user.suspended", targetType: "user", targetId: suspended.id, reason, createdAt: daysAgo(0.5) });

  // Contact messages: new, read and archived.
  MESSAGES.forEach((m, i) => {
    const status = i < 3 ? "new" : i < 5 ? "read" : "archived";
    const sent = i * 1.5 + r();
    const row = tx.insert(contactMessages).values({ ...m, status, createdAt: daysAgo(sent) }).returning().get();
    if (status !== "new") logModeration(tx, { actorId: admin.id, action: status === "read" ? "message.read" : "message.archived", targetType: "message", targetId: row.id, createdAt: daysAgo(sent - 0.2) });
  });
}
