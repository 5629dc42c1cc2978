import { describe, expect, it } from "vitest";
import { announcement, DEFAULT_SETTINGS, parseSettings, systemDefaults } from "./settings";

describe("accessibility settings", () => {
  it("falls back to the defaults when nothing or garbage is stored", () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings("not json")).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('"text"')).toEqual(DEFAULT_SETTINGS);
  });

  it("keeps stored booleans and ignores other values", () => {
    expect(parseSettings('{"largeText":true,"highContrast":"yes"}')).toEqual({ ...DEFAULT_SETTINGS, largeText: true });
  });

  it("takes first-visit reduced motion and high contrast from the system", () => {
    const d = systemDefaults((q) => q.includes("reduced-motion"));
    expect(d).toEqual({ ...DEFAULT_SETTINGS, reducedMotion: true });
    expect(systemDefaults((q) => q.includes("contrast")).highContrast).toBe(true);
  });

  it("announces the mode name and its new state", () => {
    expect(announcement("highContrast", true)).toBe("High Contrast enabled");
    expect(announcement("reducedMotion", false)).toBe("Reduced Motion disabled");
  });
});
