import { expect, test } from "bun:test";
import { resourceSchema } from "../contract/local-pages";
import { DEMO_RESOURCES } from "./demo-resources";

test("the demo's directory entries are valid input, each marked as an example, with example-only addresses", () => {
  for (const entry of DEMO_RESOURCES) {
    expect(resourceSchema.safeParse(entry).success, entry.name).toBe(true);
    expect(entry.name).toStartWith("Example: ");
    expect(entry.description).toContain("example entry");
    if (entry.website) expect(new URL(entry.website).hostname).toMatch(/\.example\.(org|gov)$/);
  }
});
