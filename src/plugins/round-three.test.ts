// Issue 30's LOW findings on the request path, in-process (src/test/harness.ts): each test is named
// after the finding it settles.
import { describe, expect, test } from "bun:test";
import { createScenario, createTestApp, reviewBody } from "../test/harness";
import { WRITE_LIMITS_PER_HOUR } from "./write-limit";

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

describe("review edits have no per-account limit", () => {
  test(`an account edits its reviews at most ${60} times an hour: the next edit is a 429 with Retry-After, and other accounts are not held`, async () => {
    expect(WRITE_LIMITS_PER_HOUR.edits).toBe(60);
    const t = await createScenario({}, { RATE_LIMIT_PER_MINUTE: "30" });
    const landlord = await t.landlord(t.admin);
    const renter = await t.renter();
    const review = await t.review(renter, landlord.id);
    const edit = (by: typeof renter, id: string, n: number) => by.put(`/api/reviews/${id}`, reviewBody({ reviewText: `An edited review text, version ${n}.` }));
    for (let n = 0; n < WRITE_LIMITS_PER_HOUR.edits; n++) expect((await edit(renter, review.id, n)).status).toBe(200);
    const refused = await edit(renter, review.id, 99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ message: expect.any(String) });
    // Another account's edits go on.
    const other = await t.renter();
    const theirs = await t.review(other, landlord.id);
    expect((await edit(other, theirs.id, 0)).status).toBe(200);
  });
});
