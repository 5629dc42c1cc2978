import { describe, expect, it } from "vitest";
import type { Report } from "@contract/types";
import { combineNotes, filterReports } from "./reports";

const r = (id: number, status: Report["status"]) => ({ id, status }) as Report;

describe("reports screen", () => {
  it("filters by tab, All keeps everything", () => {
    const list = [r(1, "pending"), r(2, "resolved"), r(3, "dismissed"), r(4, "pending"), r(5, "reviewed")];
    expect(filterReports(list, "pending").map((x) => x.id)).toEqual([1, 4]);
    expect(filterReports(list, "resolved").map((x) => x.id)).toEqual([2]);
    expect(filterReports(list, "dismissed").map((x) => x.id)).toEqual([3]);
    expect(filterReports(list, "all")).toHaveLength(5);
  });
  it("keeps existing notes and adds new ones", () => {
    expect(combineNotes(null, "  ")).toBeNull();
    expect(combineNotes("Old", "")).toBe("Old");
    expect(combineNotes("Old", "New")).toBe("Old\n\nNew");
    expect(combineNotes(null, "New")).toBe("New");
  });
});
