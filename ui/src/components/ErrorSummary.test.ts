import { describe, expect, it } from "vitest";
import { summaryItems } from "./ErrorSummary";

describe("summaryItems", () => {
  it("lists messages in the form's field order, with unknown fields last and unlinked", () => {
    const items = summaryItems(
      { location: "Location is required", "landlordData.name": "Landlord name is required", name: "Name is required" },
      ["name", "type", "location"],
      (f) => (f.includes(".") ? null : `landlord-${f}`),
    );
    expect(items).toEqual([
      { field: "name", message: "Name is required", controlId: "landlord-name" },
      { field: "location", message: "Location is required", controlId: "landlord-location" },
      { field: "landlordData.name", message: "Landlord name is required", controlId: null },
    ]);
  });
});
