// The rent and stats stores behave the same on PostgreSQL as on SQLite: the same assertions run
// against both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts).
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { RentStore } from "../rent";
import type { StatsStore } from "../stats";
import { createRentStore as createSqliteRent } from "../sqlite/rent";
import { createStatsStore as createSqliteStats } from "../sqlite/stats";
import { createRentStore as createPostgresRent } from "./rent";
import { createStatsStore as createPostgresStats } from "./stats";

const { eachBackend } = storeBackends({ max: 4 });

interface Backend {
  rent: RentStore;
  stats: StatsStore;
  exec(statement: string): Promise<void>;
}

const review = (id: string, landlordId: string, userId: number, rating: number, rent: number | null, period: string, createdAt: string) =>
  `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, monthly_rent, rent_period, created_at, updated_at)
   VALUES ('${id}', '${landlordId}', ${userId}, ${rating}, 3, 3, 3, 'text text text', '1-2 years', ${rent ?? "NULL"}, '${period}', '${createdAt}', '${createdAt}')`;
const SETUP = [
  ...[1, 2, 3].map((id) => `INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (${id}, 'u${id}', 'u${id}@x.test', 'x', 'n', 'n')`),
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'Leeds Lets', 'company', 'Headingley, LEEDS', 'a', 'n'), ('M', 'Hull Homes', 'company', 'Hull_Town', 'b', 'n'), ('N', 'Yorkies', 'company', 'York', 'c', 'n')",
  review("R1", "L", 1, 5, 700, "monthly", "2026-01-01T00:00:00.000Z"),
  review("R2", "M", 1, 2, 150, "weekly", "2026-01-03T00:00:00.000Z"),
  review("R3", "N", 1, 4, null, "monthly", "2026-01-05T00:00:00.000Z"),
  review("R4", "L", 2, 3, 650, "monthly", "2026-01-02T00:00:00.000Z"),
  review("R5", "N", 2, 1, 500, "monthly", "2026-01-04T00:00:00.000Z"),
  // User 1 voted on R4 (after its own last review) and R5; user 3 voted on R1 and R2.
  "INSERT INTO helpful_votes (id, review_id, user_id, created_at) VALUES (1, 'R4', 1, '2026-01-06T00:00:00.000Z'), (2, 'R5', 1, '2026-01-02T12:00:00.000Z'), (3, 'R1', 3, 'n'), (4, 'R2', 3, 'n'), (5, 'R1', 2, 'n')",
];

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({ rent: createSqliteRent(ctx), stats: createSqliteStats(ctx), exec: async (s) => void ctx.db.$client.exec(s) }),
  postgres: (ctx) => ({ rent: createPostgresRent(ctx), stats: createPostgresStats(ctx), exec: async (s) => void (await ctx.db.$client.unsafe(s)) }),
};

const sorted = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

eachBackend("the rent and stats stores", { setup: SETUP }, open, (b) => {
  test("rents of reviews whose landlord's location contains the term, case-insensitive, without reviews that gave none; _ taken literally", async () => {
    expect(sorted(await b.rent.rentsIn("leeds"))).toEqual([
      { monthlyRent: 650, rentPeriod: "monthly", location: "Headingley, LEEDS" },
      { monthlyRent: 700, rentPeriod: "monthly", location: "Headingley, LEEDS" },
    ]);
    expect(await b.rent.rentsIn("york")).toEqual([{ monthlyRent: 500, rentPeriod: "monthly", location: "York" }]);
    expect(await b.rent.rentsIn("hull_")).toEqual([{ monthlyRent: 150, rentPeriod: "weekly", location: "Hull_Town" }]);
    expect(await b.rent.rentsIn("hul_t")).toEqual([]);
  });

  test("the same rents summed per location, kept by deltas (issue 32): weekly turned monthly", async () => {
    expect(await b.rent.rentsByLocation("leeds")).toEqual([{ location: "Headingley, LEEDS", rents: 2, monthlySum: 1350 }]);
    expect(await b.rent.rentsByLocation("hull_")).toEqual([{ location: "Hull_Town", rents: 1, monthlySum: 650 }]);
    expect(await b.rent.rentsByLocation("hul_t")).toEqual([]);
  });

  test("a user's figures: reviews written, mean rating, votes received counted from the votes, activity newest first", async () => {
    const figures = await b.stats.ofUser(1, 4);
    expect(figures).toEqual({
      reviewsWritten: 3,
      averageRating: 11 / 3,
      helpfulVotesReceived: 3,
      recentActivity: [
        { id: "1", type: "helpful_vote", landlordName: "Leeds Lets", date: "2026-01-06T00:00:00.000Z" },
        { id: "R3", type: "review", landlordName: "Yorkies", date: "2026-01-05T00:00:00.000Z", rating: 4 },
        { id: "R2", type: "review", landlordName: "Hull Homes", date: "2026-01-03T00:00:00.000Z", rating: 2 },
        { id: "2", type: "helpful_vote", landlordName: "Yorkies", date: "2026-01-02T12:00:00.000Z" },
      ],
    });
    expect(await b.stats.ofUser(3, 5)).toMatchObject({ reviewsWritten: 0, averageRating: 0, helpfulVotesReceived: 0 });
  });

  test("at equal times reviews come before votes, and the same answer every time", async () => {
    await b.exec("UPDATE reviews SET created_at = '2026-01-06T00:00:00.000Z' WHERE id IN ('R1', 'R3')");
    const first = (await b.stats.ofUser(1, 3)).recentActivity.map((a) => a.id);
    expect(first.slice(0, 2).sort()).toEqual(["R1", "R3"]);
    expect(first[2]).toBe("1");
    for (let i = 0; i < 3; i++) expect((await b.stats.ofUser(1, 3)).recentActivity.map((a) => a.id)).toEqual(first);
  });
});
