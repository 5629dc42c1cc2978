import { describe, expect, it } from "vitest";
import { COLLEGES, POPULAR_COLLEGES, QUICK_PICK_COLLEGES, collegeLocation, looksLikePlace, searchColleges } from "./colleges";

describe("the college list", () => {
  it("holds about 100 distinct colleges, 20 popular and 12 quick picks", () => {
    expect(COLLEGES.length).toBeGreaterThanOrEqual(95);
    expect(new Set(COLLEGES.map((c) => c.name)).size).toBe(COLLEGES.length);
    expect(POPULAR_COLLEGES).toHaveLength(20);
    expect(QUICK_PICK_COLLEGES).toHaveLength(12);
    for (const c of COLLEGES) expect(c.state).toMatch(/^[A-Z]{2}$/);
  });

  it("matches only from 2 characters, at most 20", () => {
    expect(searchColleges("u")).toEqual([]);
    expect(searchColleges("un").length).toBeGreaterThan(0);
    expect(searchColleges("university").length).toBe(20);
  });

  it("finds colleges by name, short name and city", () => {
    expect(searchColleges("michigan").map((c) => c.name)).toEqual(["Michigan State University", "University of Michigan"]);
    expect(searchColleges("UCLA")[0].name).toBe("University of California, Los Angeles");
    expect(searchColleges("ann arbor").map((c) => c.name)).toContain("University of Michigan");
    expect(searchColleges("zzzz")).toEqual([]);
  });

  it("reads a college's location as City, ST", () => {
    expect(collegeLocation(COLLEGES[1])).toBe("Ann Arbor, MI");
  });

  it("tells place-like text from college names", () => {
    expect(looksLikePlace("Ann Arbor, MI")).toBe(true);
    expect(looksLikePlace("Austin TX")).toBe(true);
    expect(looksLikePlace("Orange County")).toBe(true);
    expect(looksLikePlace("Jersey City")).toBe(true);
    expect(looksLikePlace("Harvard")).toBe(false);
    expect(looksLikePlace("in")).toBe(false);
  });
});
