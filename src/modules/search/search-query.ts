// GET /api/landlords/search's query string read straight from the request's URL (issue 32), to the
// same values, and the same 400s, as its schema (contract/query.ts `landlordSearchQuery`) gives
// the query plugins/input.ts parses. Parsed by Elysia, again by input.ts's URLSearchParams and
// validated by zod, a distinct search's query cost ~30% of what a request spends outside the
// engine at a million landlords (bench/search-route.ts, a CPU profile under wrk); Elysia's own
// parse still runs (its inference is the whole app's, and other routes read `query`), the other
// two no longer do. The usual query is read in one pass over the URL; anything out of the ordinary
// (a value the schema refuses, a percent sign that does not decode as UTF-8) is handed to the
// schema itself, over input.ts's own parse, so an odd query is read and refused exactly as before.
import { LIMITS } from "../../contract/constants";
import { landlordSearchQuery, type LandlordSearchQuery } from "../../contract/query";
import { invalidFields } from "../../http";
import { plainQuery } from "../../plugins/input";

const WHOLE = /^\d{1,9}$/;

/** The text between `from` and `to` of `url`, form-decoded as URLSearchParams would; undefined when it cannot tell (a `%` that does not decode). */
function decoded(url: string, from: number, to: number): string | undefined {
  let text = url.slice(from, to);
  if (text.includes("+")) text = text.replaceAll("+", " ");
  if (!text.includes("%")) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined; // URLSearchParams keeps what does not decode: the schema's path reads it
  }
}

/** A text parameter as queryText() reads it: trimmed, undefined when empty. */
const text = (raw: string | undefined) => (raw === undefined ? undefined : raw.trim() || undefined);

/**
 * The search's input from `url` (a request's URL), or an HttpError of the fields it refuses
 * (plugins/errors.ts answers it in the request's language, as it answered the schema's failure).
 */
export function searchQueryOf(url: string): LandlordSearchQuery {
  const at = url.indexOf("?");
  // The first value of each name counts (contract/query.ts).
  let query: string | undefined;
  let offset: string | undefined;
  let limit: string | undefined;
  let location: string | undefined;
  let type: string | undefined;
  if (at >= 0) {
    const end = url.length;
    for (let i = at + 1; i < end; ) {
      let stop = url.indexOf("&", i);
      if (stop < 0) stop = end;
      if (stop > i) {
        let eq = url.indexOf("=", i);
        if (eq < 0 || eq > stop) eq = stop;
        const name = decoded(url, i, eq);
        const value = eq < stop ? decoded(url, eq + 1, stop) : "";
        if (name === undefined || value === undefined) return bySchema(url);
        if (name === "query") query ??= value;
        else if (name === "location") location ??= value;
        else if (name === "type") type ??= value;
        else if (name === "limit") limit ??= value;
        else if (name === "offset") offset ??= value;
      }
      i = stop + 1;
    }
  }
  const kind = text(type) ?? "landlord";
  const from = text(offset);
  const size = text(limit);
  if ((kind !== "landlord" && kind !== "address") || (from !== undefined && !WHOLE.test(from)) || (size !== undefined && (!WHOLE.test(size) || Number(size) < 1))) {
    return bySchema(url);
  }
  return {
    query: text(query),
    offset: from === undefined ? 0 : Number(from),
    limit: size === undefined ? LIMITS.searchResultsMax : Math.min(Number(size), LIMITS.searchResultsMax),
    location: text(location),
    type: kind,
  };
}

/** The schema over input.ts's parse, its failure as plugins/errors.ts made one of a route's query schema (`fromValidation`). */
function bySchema(url: string): LandlordSearchQuery {
  const read = landlordSearchQuery.safeParse(plainQuery(url));
  if (read.success) return read.data;
  const errors: Record<string, string> = {};
  for (const issue of read.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "body";
    if (!(field in errors) && issue.message) errors[field] = issue.message;
  }
  throw invalidFields(errors);
}
