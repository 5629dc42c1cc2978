import { describe, expect, test } from "bun:test";
import { hasUnitPart, publicAddress } from "./address";

describe("publicAddress removes the unit and keeps the building", () => {
  test.each([
    // The demo data's own form, which the first version printed in full.
    ["8611 Washington Blvd, Apt 33", "8611 Washington Blvd"],
    ["8611 Washington Blvd Apt 33", "8611 Washington Blvd"],
    ["8611 Washington Blvd, Apt. 33", "8611 Washington Blvd"],
    ["8611 Washington Blvd Apt33", "8611 Washington Blvd"],
    ["8611 Washington Blvd APT #33", "8611 Washington Blvd"],
    ["8611 Washington Blvd, apartment 33", "8611 Washington Blvd"],
    ["123 Main St #4B", "123 Main St"],
    ["123 Main St # 4B", "123 Main St"],
    ["123 Main St, #12", "123 Main St"],
    ["123 Main St Apt#4", "123 Main St"],
    ["123 Main St, Unit 5, Austin, TX 78701", "123 Main St, Austin, TX 78701"],
    ["123 Main St Unit B Austin TX 78701", "123 Main St Austin TX 78701"],
    ["Unit 12A, 55 Lake Shore Dr, Chicago, IL", "55 Lake Shore Dr, Chicago, IL"],
    ["Apt. 2C, 45 Elm Street", "45 Elm Street"],
    ["500 Oak Ave Suite 210, Austin, TX", "500 Oak Ave, Austin, TX"],
    ["500 Oak Ave, Ste 210", "500 Oak Ave"],
    ["500 Oak Ave Ste. 210-B", "500 Oak Ave"],
    ["Flat 3, 10 Park Road, London", "10 Park Road, London"],
    ["Flat 3B 10 Park Road", "10 Park Road"],
    ["4/12 Smith St, Sydney NSW 2000", "12 Smith St, Sydney NSW 2000"],
    ["Unit 4 - 22 Smith Street", "22 Smith Street"],
    ["77 King St W, Unit 1205, Toronto, ON", "77 King St W, Toronto, ON"],
    ["3rd Floor, 9 Elm St", "9 Elm St"],
    ["9 Elm St, 2nd fl", "9 Elm St"],
    ["9 Elm St Floor 3", "9 Elm St"],
    ["9 Elm St, ground floor", "9 Elm St"],
    ["12 Oak St, Basement", "12 Oak St"],
    ["45 Elm St Rear", "45 Elm St"],
    ["45 Elm St, Room 4", "45 Elm St"],
    ["45 Elm St Rm. 4", "45 Elm St"],
    ["Sunny Acres, Lot 17", "Sunny Acres"],
    ["200 Park Ave PH 2", "200 Park Ave"],
    ["1600 Amphitheatre Pkwy, Bldg 4, Apt 7", "1600 Amphitheatre Pkwy, Bldg 4"],
    ["123 Main St, 4B, Austin", "123 Main St, Austin"],
    ["12 rue de la Paix, app. 4, Paris", "12 rue de la Paix, Paris"],
  ])("%s -> %s", (typed, shown) => {
    expect(publicAddress(typed)).toBe(shown);
  });
});

describe("publicAddress leaves what is not a unit alone", () => {
  test.each([
    "8611 Washington Blvd",
    "123 Main St, Austin, TX 78701",
    "Miami, FL 33101",
    "12 Flat Rock Rd",
    "40 Unity Ave",
    "9 Suite Life Lane",
    "3 Lotus Court",
    "Sunset Apartments, 400 Pine St",
    "123 1/2 Main St",
    "Ste. Genevieve, MO",
    "77 Stephen St",
    "15 Phoenix Way, Phoenix, AZ 85001",
    "Apple Tree Lane 4",
    "1 United Plaza",
    "10 Downing Street, London SW1A 2AA",
    "Bldg 4, 1600 Amphitheatre Pkwy",
  ])("%s", (address) => {
    expect(publicAddress(address)).toBe(address);
    expect(hasUnitPart(address)).toBe(false);
  });
});

describe("publicAddress at the edges", () => {
  test("nothing given, or only a unit, is null", () => {
    expect(publicAddress(null)).toBeNull();
    expect(publicAddress(undefined)).toBeNull();
    expect(publicAddress("")).toBeNull();
    expect(publicAddress("   ")).toBeNull();
    expect(publicAddress("Apt 33")).toBeNull();
    expect(publicAddress("#4")).toBeNull();
  });

  test("tidies spacing and commas it leaves behind", () => {
    expect(publicAddress("  123   Main St ,  Apt 4 ,  Austin ")).toBe("123 Main St, Austin");
  });

  test("hasUnitPart tells the write form when something will be hidden", () => {
    expect(hasUnitPart("8611 Washington Blvd, Apt 33")).toBe(true);
    expect(hasUnitPart("123 Main St #4")).toBe(true);
    expect(hasUnitPart("123 Main St")).toBe(false);
    expect(hasUnitPart("")).toBe(false);
  });
});
