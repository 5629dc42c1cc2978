// `rentfair seed --demo`: fills an EMPTY database with a believable demo (landlords in 40 US
// cities, a few thousand reviews, helpful votes, pending reports, demo accounts). The demo is made
// here as plain data (src/store/operations.ts `DemoPlan`, the same every run: a seeded PRNG) and
// written by the store in one transaction (fast, and all or nothing) through the same functions as
// the routes, so figures and counts are computed the same way; `database.changed` follows and the
// search index is rebuilt from the database. The demo password is hashed once and shared by every
// demo account.
import type { AppDeps } from "../deps";
import { LENGTHS_OF_RESIDENCE } from "../contract/constants";
import { landlordKey } from "../contract/names";
import type { DemoPlan } from "../store/operations";
import { demoModeration } from "./demo-moderation";
import { seedDemoResources } from "./demo-resources";
import { seedContestedModeration } from "./demo-appeals";
import { demoLandlord, FIRST_NAMES, LAST_NAMES, pick, rng } from "./demo-data";
import { demoBuildings, demoRent, demoUnit, DemoTexts } from "./demo-reviews";

export const DEMO_PASSWORD = "rentfair-demo";
const LANDLORDS = 320;
const REVIEWERS = 150;
/** Reviews span this many years, so a building's reviews come over several. */
const YEARS = 5;

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

const ACCOUNTS = [
  { email: "admin@demo.rentfair.test", username: "demo_admin", role: "admin" },
  { email: "renter@demo.rentfair.test", username: "demo_renter", role: "renter" },
  { email: "landlord@demo.rentfair.test", username: "demo_landlord", role: "renter" },
];

export async function seedDemo(deps: AppDeps, onProgress?: (progress: SeedProgress) => void): Promise<SeedResult> {
  const { operations } = deps.store;
  if (!(await operations.isEmpty())) throw new Error("The database is not empty: seed --demo only fills an empty database (use a fresh DATA_DIR).");

  const plan = demoPlan(await deps.passwords.hash(DEMO_PASSWORD));
  const counts = await operations.loadDemo(plan, (written) => onProgress?.({ ...written, of: plan.landlords.length }));
  await seedDemoResources(deps);
  await seedContestedModeration(deps, { admin: ACCOUNTS[0].email, renter: ACCOUNTS[1].email });
  return { accounts: ACCOUNTS.map((a) => ({ email: a.email, password: DEMO_PASSWORD, role: a.role })), ...counts };
}

/** The demo, every row of it: the same for every run. */
function demoPlan(passwordHash: string): DemoPlan {
  const r = rng(2025);
  const halfStep = (min: number, max: number) => Math.round((min + r() * (max - min)) * 2) / 2;
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

  const users: DemoPlan["users"] = ACCOUNTS.map((a, i) => ({
    username: a.username,
    email: a.email,
    passwordHash,
    firstName: ["Alex", "Riley", "Morgan"][i]!,
    lastName: "Demo",
    isAdmin: a.role === "admin" ? 1 : 0,
  }));
  const reviewers = [1]; // positions in `users`
  for (let i = 0; i < REVIEWERS; i++) {
    const first = pick(r, FIRST_NAMES);
    const last = pick(r, LAST_NAMES);
    users.push({ username: `${first}${last}${i}`.toLowerCase().replace(/[^a-z0-9]/g, ""), email: `reviewer${i}@demo.rentfair.test`, passwordHash, firstName: first, lastName: last, isAdmin: 0 });
    reviewers.push(users.length - 1);
  }

  const landlords: DemoPlan["landlords"] = [];
  const keys = new Set<string>(); // the duplicate rule (src/contract/names.ts): the database is empty, so only the demo's own count
  const reviews: { review: number; author: number }[] = [];
  const texts = new DemoTexts();
  while (landlords.length < LANDLORDS) {
    const data = demoLandlord(r);
    const key = landlordKey(data.name, data.location);
    if (keys.has(key)) continue;
    keys.add(key);
    const landlord: DemoPlan["landlords"][number] = { ...data, reviews: [] };
    landlords.push(landlord);
    // Each landlord has a temperament, so its reviews agree more than they disagree; it rents out
    // a few buildings, each reviewed several times over the years (demo-reviews.ts).
    const quality = r();
    const n = Math.floor(r() * r() * 40);
    const authors = new Set<number>();
    for (let i = 0; i < n; i++) authors.add(pick(r, reviewers));
    const buildings = demoBuildings(r, authors.size);
    for (const author of authors) {
      const overall = Math.max(0.5, Math.min(5, halfStep(quality * 4 + 0.5, quality * 4 + 1.5)));
      const ratings = {
        overallRating: overall,
        responsivenessRating: Math.max(0.5, Math.min(5, overall + halfStep(-1, 1))),
        maintenanceRating: Math.max(0.5, Math.min(5, overall + halfStep(-1, 1))),
        fairnessRating: Math.max(0.5, Math.min(5, overall + halfStep(-1, 1))),
      };
      const weekly = r() < 0.08;
      const annual = !weekly && r() < 0.05;
      const building = pick(r, buildings);
      const age = 1 + r() * YEARS * 365;
      const monthly = demoRent(r, data.location, building, age / 365);
      const lengthOfResidence = pick(r, LENGTHS_OF_RESIDENCE);
      landlord.reviews.push({
        author,
        ...ratings,
        reviewText: texts.write(r, ratings, data.location, building.streetName, lengthOfResidence),
        propertyAddress: r() < 0.85 ? `${building.street}${demoUnit(r)}, ${data.location}` : null,
        lengthOfResidence,
        monthlyRent: r() < 0.85 ? (weekly ? Math.round((monthly * 12) / 52) : annual ? monthly * 12 : monthly) : null,
        rentPeriod: weekly ? "weekly" : annual ? "annual" : "monthly",
        utilitiesIncluded: pick(r, UTILITIES),
        reviewerName: r() < 0.6 ? null : pick(r, FIRST_NAMES),
        createdAt: daysAgo(age),
      });
      reviews.push({ review: reviews.length, author });
    }
  }

  // Helpful votes: never on one's own review, one per user and review (the unique index would refuse a second).
  const votes: DemoPlan["votes"] = [];
  const voted = new Set<string>();
  for (let i = 0; i < reviews.length * 0.8; i++) {
    const review = pick(r, reviews);
    const voter = pick(r, reviewers);
    const key = `${review.review}|${voter}`;
    if (voter === review.author || voted.has(key)) continue;
    voted.add(key);
    votes.push({ review: review.review, voter, createdAt: daysAgo(r() * 30) });
  }

  return { users, landlords, votes, ...demoModeration({ r, pick, daysAgo, admin: 0, reviewers, reviews }) };
}
