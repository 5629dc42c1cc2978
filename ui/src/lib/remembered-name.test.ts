import { describe, expect, test } from "vitest";
import { REMEMBERED_NAME_KEY, forgetRememberedName, rememberName, rememberedName, type NameStorage } from "./remembered-name";

/** An in-memory Web Storage, as a browser's localStorage behaves. */
function memoryStorage(): NameStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

describe("the dashboard's remembered name", () => {
  test("is read back for the account that stored it, never for another", () => {
    const s = memoryStorage();
    rememberName(7, "Alex", s);
    expect(rememberedName(7, s)).toBe("Alex");
    expect(rememberedName(8, s)).toBeNull();
  });

  test("is gone after sign-out", () => {
    const s = memoryStorage();
    rememberName(7, "Alex", s);
    forgetRememberedName(s);
    expect(rememberedName(7, s)).toBeNull();
    expect(s.map.has(REMEMBERED_NAME_KEY)).toBe(false);
  });

  test("a bare name left by the first version is never shown to anyone", () => {
    const s = memoryStorage();
    s.setItem(REMEMBERED_NAME_KEY, "Alex");
    expect(rememberedName(7, s)).toBeNull();
  });

  test("no storage at all is no name, not an error", () => {
    expect(rememberedName(7, null)).toBeNull();
    expect(() => rememberName(7, "Alex", null)).not.toThrow();
  });
});
