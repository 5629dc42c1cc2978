import { describe, expect, it } from "vitest";
import { appendSuggestion, countWords, privacyWarnings, qualityScore, suggestions } from "./assistant";

const ratings = { overallRating: 4, responsivenessRating: 4, maintenanceRating: 4, fairnessRating: 4 };
const none = { overallRating: 0, responsivenessRating: 0, maintenanceRating: 0, fairnessRating: 0 };
const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");

describe("quality score", () => {
  it("gives 30 for 30+ words, 20 for 15+, 10 for 5+ and nothing below", () => {
    expect(qualityScore(words(30), none).wordPoints).toBe(30);
    expect(qualityScore(words(29), none).wordPoints).toBe(20);
    expect(qualityScore(words(15), none).wordPoints).toBe(20);
    expect(qualityScore(words(14), none).wordPoints).toBe(10);
    expect(qualityScore(words(5), none).wordPoints).toBe(10);
    expect(qualityScore(words(4), none).wordPoints).toBe(0);
  });
  it("gives 20 when all four ratings are present", () => {
    expect(qualityScore("", ratings).ratingPoints).toBe(20);
    expect(qualityScore("", { ...ratings, fairnessRating: 0 }).ratingPoints).toBe(0);
  });
  it("gives 25 for specifics and 25 for weighing good and bad", () => {
    expect(qualityScore("The deposit came back", none).specificsPoints).toBe(25);
    expect(qualityScore("nice place", none).specificsPoints).toBe(0);
    expect(qualityScore("Friendly but slow.", none).balancePoints).toBe(25);
    expect(qualityScore("Friendly and kind.", none).balancePoints).toBe(0);
  });
  it("adds up to 100 for a long, specific, balanced review with ratings", () => {
    const text = `The landlord was friendly and fixed the heating quickly, but the deposit was slow to come back. ${words(20)}`;
    const s = qualityScore(text, ratings);
    expect(s.total).toBe(100);
    expect(countWords(text)).toBeGreaterThanOrEqual(30);
  });
});

describe("privacy warnings", () => {
  it("spots phone numbers in common formats", () => {
    for (const t of ["call 555-123-4567", "(555) 123-4567 anytime", "+1 555 123 4567", "5551234567"])
      expect(privacyWarnings(t).map((w) => w.kind)).toContain("phone");
  });
  it("spots e-mail addresses", () => {
    expect(privacyWarnings("write to jo@example.com").map((w) => w.kind)).toEqual(["email"]);
  });
  it("leaves rents and years alone", () => {
    expect(privacyWarnings("I paid $1,450 a month from 2019 to 2023 in unit 12")).toEqual([]);
  });
});

describe("suggestions", () => {
  it("asks about maintenance when it is rated low and not mentioned, and offers the rating as a sentence", () => {
    const list = suggestions("Nice enough place.", { ...ratings, maintenanceRating: 1.5 });
    expect(list.find((s) => s.id === "maintenance-question")).toMatchObject({ kind: "question", text: "How long did repairs take, and what was left unfixed?" });
    expect(list.find((s) => s.id === "maintenance-rating")).toMatchObject({ kind: "sentence", text: "I rated maintenance 1.5 out of 5." });
  });
  it("skips a topic the text already covers", () => {
    const ids = suggestions("The repairs were slow.", { ...ratings, maintenanceRating: 1 }).map((s) => s.id);
    expect(ids).not.toContain("maintenance-question");
    expect(ids).not.toContain("maintenance-rating");
  });
  it("offers at most four, always with a sentence to add when there is one", () => {
    const list = suggestions("ok", { overallRating: 1, responsivenessRating: 1, maintenanceRating: 1, fairnessRating: 1 });
    expect(list.length).toBeLessThanOrEqual(4);
    expect(list.some((s) => s.kind === "sentence")).toBe(true);
  });
  it("never offers an unfinished phrase: every sentence ends with a full stop, every question with a question mark", () => {
    const texts = ["", "ok", "Nice flat.", "The landlord was friendly.", "Rude and slow.", "x ".repeat(40)];
    const grid = [0, 1, 2.5, 3, 4, 5];
    for (const text of texts)
      for (const v of grid)
        for (const s of suggestions(text, { overallRating: v, responsivenessRating: v, maintenanceRating: 5 - v, fairnessRating: v })) {
          expect(s.text).toMatch(s.kind === "sentence" ? /^[A-Z].*\.$/ : /^[A-Z].*\?$/);
          expect(s.text.trim()).toBe(s.text);
        }
  });
  it("puts into a sentence only what the renter rated: numbers from the ratings, no invented claims", () => {
    const r = { overallRating: 2, responsivenessRating: 4.5, maintenanceRating: 1, fairnessRating: 0 };
    const sentences = suggestions("A flat.", r).filter((s) => s.kind === "sentence").map((s) => s.text);
    for (const s of sentences) expect(s).toMatch(/^(I rated (responsiveness|maintenance) (4\.5|1) out of 5\.|Overall, I rate this landlord 2 out of 5\.)$/);
    // Fairness was not rated: nothing is said about it.
    expect(suggestions("A flat.", r).some((s) => /fairness|deposit/i.test(s.text))).toBe(false);
  });
});

describe("appendSuggestion", () => {
  it("appends as a new sentence", () => {
    expect(appendSuggestion("Great place", "Overall, fine.")).toBe("Great place. Overall, fine.");
    expect(appendSuggestion("Great place.", "Overall, fine.")).toBe("Great place. Overall, fine.");
    expect(appendSuggestion("", "Overall, fine.")).toBe("Overall, fine.");
  });
  it("never exceeds the limit", () => {
    expect(appendSuggestion("x".repeat(995), "Overall, fine.").length).toBe(1000);
  });
});
