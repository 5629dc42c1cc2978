// Issue 32's "a write to a landlord with 100,000 reviews costs at most twice a write to a new one",
// for the building search's share of it: the server's CPU time (this process's, all threads:
// process.cpuUsage) per POST /api/reviews through the whole app in process (app.handle, SQLite in
// memory), until the building search has taken the change in (`loaded()`), for a review of a
// landlord with HOT_BUILDINGS buildings (HOT_REVIEWS reviews, written straight into the database,
// the buildings given by the store's own backfill) against a review of a new landlord, interleaved
// one for one so drift and the machine's load fall on both alike. Prints the median and p90 of each.
// Alone: `bun bench/building-writes.ts [buildings] [reviews per building] [writes]`.
import { cpus, loadavg } from "node:os";
import { createScenario, reviewBody, type TestClient } from "../src/test/harness";

const HOT_BUILDINGS = Number(process.argv[2] ?? 10_000);
const PER_BUILDING = Number(process.argv[3] ?? 10);
const WRITES = Number(process.argv[4] ?? 150);

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

const t = await createScenario();
const hot = await t.landlord(t.admin, { name: "Hot Landlord", location: "Ann Arbor, MI" });
const client = t.deps.db.$client;
const started = performance.now();
client.exec("BEGIN");
const user = client.query("INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (?, ?, ?, 'x', 'n', 'n')");
const review = client.query(
  `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, monthly_rent, rent_period, helpful_count, created_at, updated_at)
   VALUES (?, ?, ?, 4, 4, 3, 5, 'Generated review text for the building writes bench.', ?, '1-2 years', 1200, 'monthly', 0, '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`,
);
let id = 100_000;
for (let b = 0; b < HOT_BUILDINGS; b++) {
  for (let r = 0; r < PER_BUILDING; r++) {
    user.run(++id, `g${id}`, `g${id}@x.test`);
    review.run(crypto.randomUUID(), hot.id, id, `${b + 1} Maple Street${r ? `, Apt ${r}` : ""}`);
  }
}
client.exec("COMMIT");
await t.deps.store.buildings.backfill();
t.deps.events.publish("database.changed", { by: "this process" });
await t.deps.search.loaded();
await t.deps.buildingSearch.loaded();
console.log(`hot landlord: ${HOT_BUILDINGS} buildings, ${HOT_BUILDINGS * PER_BUILDING} reviews (${((performance.now() - started) / 1000).toFixed(1)} s to set up); building index ${t.deps.buildingSearch.size}`);

const writers: Awaited<ReturnType<typeof t.renter>>[] = [];
for (let i = 0; i < WRITES; i++) writers.push(await t.renter());
const hotMs: number[] = [];
const newMs: number[] = [];
const timed = async (into: number[], body: Record<string, unknown>, c: TestClient) => {
  const before = cpuMs();
  const res = await c.post("/api/reviews", body);
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  await t.deps.buildingSearch.loaded();
  into.push(cpuMs() - before);
};
for (let i = 0; i < WRITES; i++) {
  await timed(hotMs, reviewBody({ landlordId: hot.id, propertyAddress: `${(i % HOT_BUILDINGS) + 1} Maple Street, Apt 9${i}` }), writers[i]!);
  await timed(newMs, reviewBody({ landlordData: { name: `New Landlord ${i}`, type: "company", location: "Ann Arbor, MI" }, propertyAddress: `${i + 1} Birch Road` }), writers[i]!);
}
const line = (label: string, xs: number[]) => `${label}: median ${quantile(xs, 0.5).toFixed(2)} ms, p90 ${quantile(xs, 0.9).toFixed(2)} ms CPU per write`;
console.log(line("to the hot landlord", hotMs));
console.log(line("to a new landlord  ", newMs));
console.log(`ratio of medians ${(quantile(hotMs, 0.5) / quantile(newMs, 0.5)).toFixed(2)}; ${WRITES} writes each; load average ${loadavg().map((l) => l.toFixed(2)).join(" ")} on ${cpus().length} cores`);
process.exit(0);
