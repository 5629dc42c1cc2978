// Request input as the route schemas expect it, fixed up before validation (Elysia's transform):
//
// - Query strings read as plain text. With a zod `query` schema, Elysia splits values at commas
//   and JSON-parses values that look like arrays or objects ("Austin, TX" would arrive as
//   ["Austin", " TX"]); a search box must get what was typed. So every route's query is read
//   again from the URL: each name's value as sent, an array only when the name is repeated (the
//   schemas of src/contract/query.ts take the first).
// - A missing body is an empty object, so that a POST without one gets the per-field messages of
//   its schema ("Landlord name is required"), not a complaint about the body's type.
import { Elysia } from "elysia";

export function plainQuery(url: string): Record<string, string | string[]> {
  const at = url.indexOf("?");
  const query: Record<string, string | string[]> = {};
  if (at < 0) return query;
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    const seen = query[name];
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

export const inputPlugin = new Elysia({ name: "input" }).onTransform({ as: "global" }, (ctx) => {
  // Elysia types query values as single strings; repeated names are arrays, which the schemas expect.
  if (ctx.request.url.includes("?")) (ctx as { query: unknown }).query = plainQuery(ctx.request.url);
  if (ctx.body === undefined || ctx.body === null) ctx.body = {};
});
