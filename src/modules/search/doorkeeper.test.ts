import { describe, expect, test } from "bun:test";
import { Doorkeeper } from "./doorkeeper";

describe("the doorkeeper of the search caches", () => {
  test("a key is admitted the second time it is asked for, not the first", () => {
    const door = new Doorkeeper();
    expect(door.admit("jonh smth")).toBe(false);
    expect(door.admit("jonh smth")).toBe(true);
    expect(door.admit("jonh smth")).toBe(true);
    expect(door.admit("jonh smyth")).toBe(false);
    expect(door.admit("")).toBe(false);
    expect(door.admit("")).toBe(true);
  });

  test("few unseen keys pass for seen, and after 20,000 new keys the old ones are forgotten", () => {
    const door = new Doorkeeper();
    for (let i = 0; i < 19_000; i++) door.admit(`landlord ${i}`);
    let wronglySeen = 0;
    for (let i = 0; i < 1_000; i++) if (door.admit(`tenant ${i}`)) wronglySeen++;
    expect(wronglySeen).toBeLessThan(10); // ~0.1% expected at this fill
    expect(door.admit("landlord 7")).toBe(true);
    for (let i = 0; i < 20_000; i++) door.admit(`street ${i}`);
    expect(door.admit("landlord 7")).toBe(false);
  });
});
