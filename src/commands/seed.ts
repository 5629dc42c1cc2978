// `rentfair seed --demo`: fills an EMPTY database with a believable demo (landlords in 40 US
// cities, a few thousand reviews, helpful votes, pending reports, demo accounts). It writes
// through the same repository functions as the routes, so figures and counts are computed the
// same way, all in one transaction (fast, and all or nothing); the search index is rebuilt from
// the database afterwards. The demo password is hashed once and shared by every demo account.
import { count } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { writeTx } from "../store/sqlite/connection";
import { landlords, users } from "../store/sqlite/schema";
import { LENGTHS_OF_RESIDENCE } from "../contract/constants";
import { insertLandlord, landlordByKey, recomputeFigures } from "../store/sqlite/landlords";
import { insertReview } from "../store/sqlite/reviews";
import { insertVote, recountHelpful } from "../store/sqlite/votes";
import { seedModeration } from "./demo-moderation";
import { demoAddress, demoLandlord, FIRST_NAMES, LAST_NAMES, pick, rng } from "./demo-data";

export const DEMO_PASSWORD = "rentfair-demo";
const LANDLORDS = 320;
const REVIEWERS = 150;

const OPENINGS: Record<"good" | "mixed" | "bad", string[]> = {
  good: [
    "Honestly one of the best landlords I've rented from.",
    "Repairs were handled within a day or two, every time.",
    "Communication was quick and friendly throughout my lease.",
    "Got my full deposit back within a week of moving out.",
  ],
  mixed: [
    "Decent place overall, but responses could be slow.",
    "The apartment was fine; maintenance was hit or miss.",
    "Rent was fair for the area, though some repairs dragged on.",
    "Nothing terrible, nothing amazing.",
  ],
  bad: [
    "Maintenance requests went unanswered for weeks.",
    "They kept part of my deposit for damage that was there before I moved in.",
    "Heating broke in January and it took almost a month to fix.",
    "Hard to reach, and rude when you finally get through.",
  ],
};
const DETAILS = [
  "The building is quiet and the laundry room works.",
  "Parking is tight but the location is great for transit.",
  "Lease renewal came with a reasonable increase.",
  "Pest control came regularly.",
  "The online portal for rent and requests is easy to use.",
  "Move-in inspection was thorough and documented with photos.",
  "Neighbours were friendly; the manager knows everyone by name.",
  "Windows were drafty in winter.",
];
const UTILITIES = ["false", "false", "false", "Water, trash", "Water, sewer, trash", "Heat and water", "true"];

export interface SeedResult {
  accounts: { email: string; password: string; role: string }[];
  landlords: number;
  reviews: number;
}

export interface SeedProgress {
  landlords: number;
  /** Landlords the demo holds when done. */
  of: number;
  reviews: number;
}

export async function seedDemo(deps: AppDeps, onProgress?: (progress: SeedProgress) => void): Promise<SeedResult> {
  const { db } = deps;
  const existing = db.select({ n: count() }).from(users).get()!.n + db.select({ n: count() }).from(landlords).get()!.n;
  if (existing > 0) throw new Error("The database is not empty: seed --demo only fills an empty database (use a fresh DATA_DIR).");

  const passwordHash = await deps.passwords.hash(DEMO_PASSWORD);
  const r = rng(2025);
  const halfStep = (min: number, max: number) => Math.round((min + r() * (max - min)) * 2) / 2;
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
  const accounts = [
    { email: "admin@demo.rentfair.test", username: "demo_admin", role: "admin" },
    { email: "renter@demo.rentfair.test", username: "demo_renter", role: "renter" },
    { email: "landlord@demo.rentfair.test", username: "demo_landlord", role: "renter" },
  ];

  const counts = writeTx(db, (tx) => {
    const demoUsers = accounts.map((a, i) =>
      deps.users.insert({ username: a.username, email: a.email, passwordHash, firstName: ["Alex", "Riley", "Morgan"][i], lastName: "Demo", isAdmin: a.role === "admin" ? 1 : 0 }),
    );
    const reviewers = [demoUsers[1]!];
    for (let i = 0; i < REVIEWERS; i++) {
      const first = pick(r, FIRST_NAMES);
      const last = pick(r, LAST_NAMES);
      reviewers.push(
        deps.users.insert({ username: `${first}${last}${i}`.toLowerCase().replace(/[^a-z0-9]/g, ""), email: `reviewer${i}@demo.rentfair.test`, passwordHash, firstName: first, lastName: last, isAdmin: 0 }),
      );
    }

    let landlordCount = 0;
    const landlordIds: string[] = [];
    const reviewIds: { id: string; userId: number }[] = [];
    while (landlordCount < LANDLORDS) {
      const data = demoLandlord(r);
      if (landlordByKey(tx, data.name, data.location)) continue;
      const landlord = insertLandlord(tx, data);
      landlordCount++;
      landlordIds.push(landlord.id);
      // Each landlord has a temperament, so its reviews agree more than they disagree.
      const quality = r();
      const n = Math.floor(r() * r() * 40);
      const authors = new Set<number>();
      for (let i = 0; i < n; i++) authors.add(pick(r, reviewers).id);
      for (const userId of authors) {
        const overall = Math.max(0.5, Math.min(5, halfStep(quality * 4 + 0.5, quality * 4 + 1.5)));
        const mood = overall >= 4 ? "good" : overall >= 2.5 ? "mixed" : "bad";
        const weekly = r() < 0.08;
        const annual = !weekly && r() < 0.05;
        const monthly = Math.round((900 + r() * 2600) / 25) * 25;
        const sentences = [pick(r, OPENINGS[mood]), ...Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(r, DETAILS))];
        const row = insertReview(tx, {
          landlordId: landlord.id,
          userId,
          overallRating: overall,
          responsivenessRating: Math.max(0.5, Math.min(5, overall + halfStep(-1, 1))),
          maintenanceRating: Math.max(0.5, Math.min(5, overall + halfStep(-1, 1))),
          fairnessRating: Math.max(0.5, Math.min(5, overall + halfStep(-1, 1))),
          reviewText: sentences.join(" "),
          propertyAddress: r() < 0.8 ? demoAddress(r, data.location) : null,
          lengthOfResidence: pick(r, LENGTHS_OF_RESIDENCE),
          monthlyRent: r() < 0.85 ? (weekly ? Math.round((monthly * 12) / 52) : annual ? monthly * 12 : monthly) : null,
          rentPeriod: weekly ? "weekly" : annual ? "annual" : "monthly",
          utilitiesIncluded: pick(r, UTILITIES),
          reviewerName: r() < 0.6 ? null : pick(r, FIRST_NAMES),
          createdAt: daysAgo(1 + r() * 720),
        });
        reviewIds.push({ id: row.id, userId });
      }
      recomputeFigures(tx, () => {}, landlord.id); // a bulk load: database.changed follows it
      onProgress?.({ landlords: landlordCount, of: LANDLORDS, reviews: reviewIds.length });
    }

    // Helpful votes: never on one's own review, one per user and review (the unique index would refuse a second).
    const voted = new Set<string>();
    for (let i = 0; i < reviewIds.length * 0.8; i++) {
      const review = pick(r, reviewIds);
      const voter = pick(r, reviewers);
      const key = `${review.id}|${voter.id}`;
      if (voter.id === review.userId || voted.has(key)) continue;
      voted.add(key);
      insertVote(tx, review.id, voter.id, daysAgo(r() * 30));
    }
    for (const id of new Set([...voted].map((k) => k.split("|")[0]!))) recountHelpful(tx, id);

    seedModeration(tx, { r, pick, daysAgo, admin: demoUsers[0]!, reviewers, reviewIds, landlordIds });
    return { landlords: landlordCount, reviews: reviewIds.length };
  });

  deps.events.publish("database.changed", { by: "this process" });
  return { accounts: accounts.map((a) => ({ email: a.email, password: DEMO_PASSWORD, role: a.role })), ...counts };
}
