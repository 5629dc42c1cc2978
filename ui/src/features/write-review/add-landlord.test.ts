import { describe, expect, it } from "vitest";
import type { Landlord } from "@contract/types";
import { orderMatches } from "./components/AddLandlordForm";

const landlord = (id: string, name: string, location: string): Landlord =>
  ({ id, name, location, type: "company", averageRating: 4, totalReviews: 3 }) as Landlord;

describe("Is it one of these?", () => {
  const found = [
    landlord("a", "Valley Living Group", "Boise, ID"),
    landlord("b", "Valley Living Inc", "Denver, CO"),
    landlord("c", "Valley Lofts", "Denver, CO"),
  ];
  it("puts the same landlord first, marked, then those in the typed location", () => {
    const ordered = orderMatches(found, "valley living inc.", "denver co");
    expect(ordered.map((m) => m.landlord.id)).toEqual(["b", "c", "a"]);
    expect(ordered.map((m) => m.same)).toEqual([true, false, false]);
  });
  it("keeps the search's order when nothing is the same or nearby", () => {
    expect(orderMatches(found, "Valley", "").map((m) => m.landlord.id)).toEqual(["a", "b", "c"]);
  });
  it("shows at most five", () => {
    const many = Array.from({ length: 9 }, (_, i) => landlord(String(i), `Valley ${i}`, "Austin, TX"));
    expect(orderMatches(many, "Valley", "Austin, TX")).toHaveLength(5);
  });
});
