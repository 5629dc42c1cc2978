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

describe("the queue groups reports by what they target", () => {
  const q = (id: number, targetId: string, status: Report["status"] = "pending", reportType: Report["reportType"] = "review") =>
    ({ id, targetId, status, reportType, target: null }) as unknown as import("@contract/types").QueuedReport;
  it("one review reported three times is one item with three reports, in page order", async () => {
    const { groupReports, groupStatus } = await import("./reports");
    const groups = groupReports([q(9, "a"), q(8, "a"), q(7, "b", "dismissed"), q(6, "a", "resolved"), q(5, "a", "pending", "landlord")]);
    expect(groups.map((g) => [g.key, g.reports.map((r) => r.id)])).toEqual([
      ["review|a", [9, 8, 6]],
      ["review|b", [7]],
      ["landlord|a", [5]],
    ]);
    expect(groups[0]!.pendingIds).toEqual([9, 8]);
    expect(groupStatus(groups[0]!)).toBe("pending");
    expect(groupStatus(groups[1]!)).toBe("dismissed");
  });
});

describe("the suggested action on a reported review (contract §7.5)", () => {
  it("hides for content reports, deletes only when every report is spam or illegal content", async () => {
    const { suggestedAction } = await import("./reports");
    expect(suggestedAction(["Harassment or personal attacks"])).toBe("hide");
    expect(suggestedAction(["Spam or promotional content", "Personal information disclosure"])).toBe("hide");
    expect(suggestedAction(["Spam or promotional content"])).toBe("delete");
    expect(suggestedAction(["Copyright violation", "Spam or promotional content"])).toBe("delete");
    expect(suggestedAction([])).toBe("hide");
  });
});
