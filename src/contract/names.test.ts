import { describe, expect, test } from "bun:test";
import { foldName, landlordKey, nameKey } from "./names";

describe("landlord names are compared as a renter reads them", () => {
  const acme = landlordKey("Acme Rentals", "Austin, TX");
  test.each([
    ["case, spacing and punctuation", "  acme   RENTALS. ", "austin tx"],
    ["a trailing period", "Acme Rentals.", "Austin, TX"],
    ["a zero-width joiner inside", "Ac\u200Dme Rentals", "Austin, TX"],
    ["a zero-width space and a BOM", "\uFEFFAcme\u200B Rentals", "Austin, TX"],
    ["full-width letters", "Ａｃｍｅ Ｒｅｎｔａｌｓ", "Austin, TX"],
    ["a Cyrillic А and е", "\u0410cm\u0435 Rentals", "Austin, TX"],
    ["a Greek omicron", "Acme Rentals", "Αustin, TX"],
    ["bidi overrides and NUL", "\u202EAcme\u202C Rentals\u0000", "Austin, TX"],
  ])("%s is the same landlord", (_why, name, location) => {
    expect(landlordKey(name, location)).toBe(acme);
  });

  test("different names and different places stay different", () => {
    expect(landlordKey("Acme Rental", "Austin, TX")).not.toBe(acme);
    expect(landlordKey("Acme Rentals", "Boston, MA")).not.toBe(acme);
    expect(landlordKey("Valley Living Inc", "Denver, CO")).toBe(landlordKey("valley living inc.", "Denver, CO"));
  });

  test("names in other scripts keep their letters", () => {
    expect(nameKey("Жилищный кооператив")).toBe(nameKey("жилищный  кооператив!"));
    expect(nameKey("Жилищный кооператив")).toMatch(/^жилищ/);
    expect(nameKey("東京不動産")).toBe("東京不動産");
    expect(foldName("Crédit Immobilier")).toBe("crédit immobilier");
  });
});
