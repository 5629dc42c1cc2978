import { describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";
import { rentLevel, toMonthly } from "./service";
import { stateOf } from "./baselines";

describe("rent levels", () => {
  test("exactly -15% and +15% are average; one dollar past either edge is low or high", () => {
    expect(rentLevel(1530, 1800)).toBe("average"); // -15%
    expect(rentLevel(1529, 1800)).toBe("low");
    expect(rentLevel(2070, 1800)).toBe("average"); // +15%
    expect(rentLevel(2071, 1800)).toBe("high");
    expect(rentLevel(2300, 2000)).toBe("average");
    expect(rentLevel(2301, 2000)).toBe("high");
  });

  test("weekly rents are ×52/12 and annual ones /12", () => {
    expect(toMonthly(300, "weekly")).toBe(1300);
    expect(toMonthly(24000, "annual")).toBe(2000);
    expect(toMonthly(1500, "monthly")).toBe(1500);
  });

  test("the state is read from a code or a name after the last comma", () => {
    expect(stateOf("Austin, TX")).toBe("TX");
    expect(stateOf("Portland, Oregon")).toBe("OR");
    expect(stateOf("Springfield")).toBeNull();
  });
});

describe("GET /api/rent-analysis/analyze", () => {
  test("with fewer than 3 rents in the place, the baseline answers: 1800 where the state is unknown", async () => {
    const t = await createScenario();
    const res = await t.client().get("/api/rent-analysis/analyze?rent=2071&location=Nowhere");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ level: "high", marketData: { dataSource: "external", sampleSize: 0, averageRent: 1800 } });
    expect(typeof res.body.description).toBe("string");
    const edge = await t.client().get("/api/rent-analysis/analyze?rent=1530");
    expect(edge.body).toMatchObject({ level: "average", marketData: { averageRent: 1800 } });
  });

  test("a known state uses its typical rent", async () => {
    const t = await createScenario();
    const res = await t.client().get("/api/rent-analysis/analyze?rent=1000&location=Somewhere%2C%20TX");
    expect(res.body.marketData).toEqual({ dataSource: "external", sampleSize: 0, averageRent: 1350 });
  });

  test("3 or more rents in the place make it platform data, weekly and annual turned monthly, with ±15% edges", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { location: "Madison, WI" });
    const other = await t.landlord(t.admin, { location: "Boston, MA" });
    await t.review(await t.renter(), l.id, { monthlyRent: 1800, rentPeriod: "monthly" });
    await t.review(await t.renter(), l.id, { monthlyRent: 300, rentPeriod: "weekly" }); // 1300
    await t.review(await t.renter(), l.id, { monthlyRent: 24000, rentPeriod: "annual" }); // 2000
    await t.review(await t.renter(), l.id, { monthlyRent: null });
    await t.review(await t.renter(), other.id, { monthlyRent: 9000 });
    // mean (1800 + 1300 + 2000) / 3 = 1700; 1445 is -15%, 1955 is +15%
    const at = async (rent: number) => (await t.client().get(`/api/rent-analysis/analyze?rent=${rent}&location=madison`)).body;
    expect(await at(1700)).toMatchObject({ level: "average", marketData: { dataSource: "platform", sampleSize: 3, averageRent: 1700 } });
    expect((await at(1445)).level).toBe("average");
    expect((await at(1444)).level).toBe("low");
    expect((await at(1955)).level).toBe("average");
    expect((await at(1956)).level).toBe("high");
  });

  test("a missing, negative, fractional or absurd rent is 400", async () => {
    const t = await createScenario();
    for (const q of ["", "?rent=", "?rent=-5", "?rent=12.5", "?rent=abc", "?rent=50001"]) {
      expect((await t.client().get(`/api/rent-analysis/analyze${q}`)).status).toBe(400);
    }
  });
});
