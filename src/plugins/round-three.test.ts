// Issue 30's LOW findings on the request path, in-process (src/test/harness.ts): each test is named
// after the finding it settles.
import { describe, expect, test } from "bun:test";
import { createTestApp } from "../test/harness";

describe("Content-Type: APPLICATION/JSON passes the check and the body is then ignored", () => {
  test("media types are read case-insensitively: an upper-case JSON type's body is read, as a lower-case one's", async () => {
    const t = createTestApp();
    for (const [i, type] of ["APPLICATION/JSON", "Application/Json; Charset=UTF-8"].entries()) {
      const res = await t.app.handle(
        new Request("http://localhost/api/register", {
          method: "POST",
          headers: { "content-type": type },
          body: JSON.stringify({ username: `upper${i}`, email: `upper${i}@example.test`, password: "correct horse" }),
        }),
      );
      expect(res.status).toBe(201);
      expect(((await res.json()) as { username: string }).username).toBe(`upper${i}`);
    }
    // Anything else is still refused before parsing.
    const form = await t.app.handle(new Request("http://localhost/api/register", { method: "POST", headers: { "content-type": "TEXT/PLAIN" }, body: "username=x" }));
    expect(form.status).toBe(415);
  });
});
