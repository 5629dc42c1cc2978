// The contestable-moderation part of `seed --demo` (contract §7.5): every state a moderator and an
// author meet — hidden reviews (one of the demo renter's, so signing in as them shows "Hidden by
// moderators" and the appeal form), a pending appeal, a granted and an upheld one, and warnings
// (the demo renter's dashboard lists its decisions). Written after the bulk load through the stores' own
// operations, so the figures, log rows and reports they settle are exactly what an admin's clicks
// would leave.
import type { AppDeps } from "../deps";
import { HIDE_REASONS } from "../contract/constants";

export interface DemoAccounts {
  admin: string;
  renter: string;
}

export async function seedContestedModeration(deps: AppDeps, emails: DemoAccounts): Promise<void> {
  const { users, reviews, moderation, sanctions } = deps.store;
  const admin = await users.byEmail(emails.admin);
  const renter = await users.byEmail(emails.renter);
  if (!admin || !renter) throw new Error("seed --demo: the demo accounts are missing");

  // Three more reviews by three demo reviewers (reviewer{i}@demo.rentfair.test, seed.ts), each their newest.
  const renterReview = (await reviews.ofUser(renter.id))[0];
  const others: { id: string; author: number }[] = [];
  for (let i = 0; i < 30 && others.length < 3; i++) {
    const user = await users.byEmail(`reviewer${i}@demo.rentfair.test`);
    const own = user ? (await reviews.ofUser(user.id))[0] : undefined;
    if (user && own) others.push({ id: own.id, author: user.id });
  }
  const hide = (id: string, i: number, note?: string) => reviews.hide(admin.id, id, { reason: HIDE_REASONS[(i * 2 + 1) % HIDE_REASONS.length]!, ...(note ? { note } : {}) });

  if (renterReview) await hide(renterReview.id, 0, "Please leave out the neighbour's name; you may edit the review and appeal.");
  const [pending, granted, upheld] = others;
  if (pending) {
    await hide(pending.id, 1);
    await moderation.appeal(pending.author, { targetType: "review", targetId: pending.id, text: "Everything in my review happened as I wrote it; I named nobody. Please look again." });
  }
  if (granted) {
    await hide(granted.id, 2);
    const a = await moderation.appeal(granted.author, { targetType: "review", targetId: granted.id, text: "The landlord reported this to silence me; it is my honest experience." });
    await moderation.decide(admin.id, a.id, { decision: "granted", note: "The review is about the landlord's conduct." });
  }
  if (upheld) {
    await hide(upheld.id, 3);
    const a = await moderation.appeal(upheld.author, { targetType: "review", targetId: upheld.id, text: "I only repeated what the building manager told everyone." });
    await moderation.decide(admin.id, a.id, { decision: "upheld", note: "It still names a private person." });
  }
  // Warnings, the ladder's first step: the demo renter's and another account's.
  await sanctions.warn(admin.id, renter.id, { reason: "Personal details of a neighbour in a review" });
  if (pending) await sanctions.warn(admin.id, pending.author, { reason: "Insults aimed at maintenance staff" });
}
