// The building folding of contract §7.2 (src/contract/address.ts `buildingKey`, `citySlug`): a table
// of address variants that must meet (one building) and must not (two buildings).
import { describe, expect, test } from "bun:test";
import { buildingAddress, buildingKey, citySlug } from "./address";

describe("building keys: variants of one building meet", () => {
  test.each([
    ["12 Oak St., Apt 4B", "12 oak street #7"],
    ["12 Oak St", "12 OAK STREET"],
    ["12 Oak St", "  12   Oak   St  "],
    ["12 Oak St", "12 Oak St, Ann Arbor, MI 48104"],
    ["12 Oak St", "Apt 3, 12 Oak Street"],
    ["500 Elm Ave Suite 210", "500 elm avenue"],
    ["8611 Washington Blvd, Apt 33", "8611 Washington Boulevard"],
    ["10 Park Rd", "Flat 3, 10 Park Road"],
    ["77 N Main St", "77 North Main Street"],
    ["77 King St W, Unit 1205", "77 King Street West"],
    ["123 Main St Unit B Austin TX 78701", "123 Main St"],
    ["4/12 Smith St", "12 Smith Street"],
    ["12 Oak St.", "12 Oak St"],
    ["12 Café Ln", "12 cafe lane"],
    ["12 Oak Dr", "12 Oak Drive #2"],
    ["9 Elm St, 2nd fl", "9 elm st"],
  ])("%p = %p", (a, b) => {
    expect(buildingKey(a)).not.toBeNull();
    expect(buildingKey(a)).toBe(buildingKey(b));
  });
});

describe("building keys: different buildings stay apart", () => {
  test.each([
    ["12 Oak St", "14 Oak St"],
    ["12 Oak St", "12 Oak Ave"],
    ["12 Oak St", "12 Elm St"],
    ["12 N Main St", "12 S Main St"],
    ["12 Oak Rd", "12 Oak Dr"],
    ["120 Oak St", "12 Oak St"],
    ["12A Oak St", "12B Oak St"],
  ])("%p != %p", (a, b) => {
    expect(buildingKey(a)).not.toBe(buildingKey(b));
  });
});

describe("addresses the folding cannot read", () => {
  test.each([["near the park"], ["Downtown loft"], ["Miami, FL 33101"], ["Apt 4"], ["#12"], [""], ["   "], ["!!!"], ["12"], ["Hauptstraße"]])("%p has no key (a building of its own)", (a) => {
    expect(buildingKey(a)).toBeNull();
  });
  test("no address at all", () => {
    expect(buildingKey(null)).toBeNull();
    expect(buildingKey(undefined)).toBeNull();
  });
  test("a very long or odd text does not crash", () => {
    expect(() => buildingKey("12 ".repeat(5000) + "Oak St")).not.toThrow();
    expect(() => buildingKey("\u0000\u200b12 Oak St")).not.toThrow();
  });
});

describe("how a building is named", () => {
  test.each([
    ["12 Oak St., Apt 4B, Ann Arbor, MI", "12 Oak St."],
    ["12 oak street #7", "12 Oak Street"],
    ["Flat 3, 10 Park Road", "10 Park Road"],
    ["near the park", "near the park"],
  ])("%p is shown as %p", (typed, shown) => {
    expect(buildingAddress(typed)).toBe(shown);
  });
  test("nothing of a building left: none", () => {
    expect(buildingAddress("Apt 4")).toBeNull();
  });
});

describe("city slugs", () => {
  test.each([
    ["Ann Arbor, MI", "ann-arbor-mi"],
    ["ann arbor mi", "ann-arbor-mi"],
    ["  Ann  Arbor ,  MI ", "ann-arbor-mi"],
    ["São Paulo", "sao-paulo"],
    ["St. Louis, MO", "st-louis-mo"],
  ])("%p -> %p", (location, slug) => {
    expect(citySlug(location)).toBe(slug);
  });
});
