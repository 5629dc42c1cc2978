import { describe, expect, test } from "bun:test";
import { landlordSearchQuery } from "../../contract/query";
import { HttpError } from "../../http";
import { plainQuery } from "../../plugins/input";
import { createTestApp } from "../../test/harness";
import { searchQueryOf } from "./search-query";

/** What the route read before it read its own query: input.ts's parse, then the schema. */
const bySchema = (url: string) => landlordSearchQuery.safeParse(plainQuery(url));

const ACCEPTED = [
  "",
  "?",
  "?query=smith",
  "?query=john+smith&location=Austin%2C%20TX",
  "?query=%20%20garc%C3%ADa%20&type=%20address%20",
  "?query=a&query=b&limit=5&limit=x",
  "?query=&query=b",
  "?type=&limit=&offset=",
  "?limit=100&offset=0",
  "?limit=%201%20&offset=007",
  "?qu%65ry=encoded+name&&&=x&other=1",
  "?query=%E0%A4%A",
  "?query=%FF%FE",
  "?query=100%25+sure&location=%zz",
  "?query=caf%C3%A9%2Bbar&type=landlord",
  `?query=${"x".repeat(300)}`,
  "?location=Boston",
  "?query=a=b=c",
];
const REFUSED = ["?limit=abc", "?limit=0", "?offset=-1", "?type=foo", "?offset=1e3", "?type=foo&limit=abc&offset=x", "?limit=1234567890", "?type=Address", "?query=%FF&limit=x"];

describe("the search's query read from its URL (search-query.ts)", () => {
  test("gives what the schema gave over input.ts's parse, for ordinary and odd queries", () => {
    for (const q of ACCEPTED) {
      const url = `http://localhost/api/landlords/search${q}`;
      const expected = bySchema(url);
      expect(expected.success).toBe(true);
      expect(searchQueryOf(url)).toEqual(expected.data!);
    }
  });

  test("refuses what the schema refuses, naming the same fields in the same order", () => {
    for (const q of REFUSED) {
      const url = `http://localhost/api/landlords/search${q}`;
      const expected = bySchema(url);
      expect(expected.success).toBe(false);
      let thrown: unknown;
      try {
        searchQueryOf(url);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      const fields = Object.keys((thrown as HttpError).extra.errors as Record<string, string>);
      expect(fields).toEqual([...new Set(expected.error!.issues.map((i) => i.path.join(".")))]);
    }
  });

  test("over HTTP: a refused query is a 400 naming its fields in the visitor's language, an accepted one a page", async () => {
    const t = createTestApp();
    const refused = await t.app.handle(new Request("http://localhost/api/landlords/search?type=foo&limit=abc&offset=x", { headers: { "accept-language": "es" } }));
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const body = (await refused.json()) as { code: string; message: string; errors: Record<string, string> };
    expect(body.code).toBe("input.invalid");
    expect(Object.keys(body.errors)).toEqual(["offset", "limit", "type"]);
    expect(body.message).toBe(body.errors.offset!);
    expect(body.errors.type).toContain("landlord");
    const page = await t.app.handle(new Request("http://localhost/api/landlords/search?query=nobody&limit=%205%20"));
    expect(page.status).toBe(200);
    expect(page.headers.get("x-total-count")).toBe("0");
    expect(await page.json()).toEqual([]);
  });
});
