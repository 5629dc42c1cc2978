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
    // Issue 30: Cherokee Ꭺ, small-capital ᴍ, l/I and 0/O still made twin landlords.
    ["a Cherokee Ꭺ", "\u13AAcme Rentals", "Austin, TX"],
    ["a Cherokee Ꭼ and Ꭲ", "Acm\u13AC Ren\u13A2als", "Austin, TX"],
    ["a small-capital ᴍ", "Ac\u1D0De Rentals", "Austin, TX"],
    ["a capital I for an l", "Acme RentaIs", "Austin, TX"],
    ["a zero for an O", "Acme Rentals", "Austin, TX"],
  ])("%s is the same landlord", (_why, name, location) => {
    expect(landlordKey(name, location)).toBe(acme);
  });

  test("Cherokee Ꭺ, small-capital ᴍ, l/I and 0/O still make twin landlords: no longer", () => {
    expect(landlordKey("ALLEN HOMES", "Unit 10, Boston")).toBe(landlordKey("AIIen Homes", "Unit 1O, Boston"));
    expect(landlordKey("Moss & Co", "Austin, TX")).toBe(landlordKey("M0SS & C0", "Austin, TX"));
    expect(landlordKey("\u13B7oss \u13DFo", "Austin, TX")).toBe(landlordKey("Moss Co", "Austin, TX"));
    expect(landlordKey("\u1D0Doss co", "Austin, TX")).toBe(landlordKey("Moss Co", "Austin, TX"));
    // Lower-cased Cherokee (its small letters) too.
    expect(nameKey("\u13AAcme".toLowerCase())).toBe(nameKey("Acme"));
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
