// The /search page's fields in its URL (routes/search.tsx): the fields are written to the URL as
// they change, and a URL the page did not write (back/forward, a link to /search?…) fills them.
//
// Which arriving locations are the page's own writes is told by a mark in the history entry's state,
// not by comparing the URL with the last one written. The browser's URL changes at once on each
// write, but the router hands the new location to React in a transition (BrowserRouter's
// startTransition), so it reaches the page a render or more later. On a slow machine an older write
// could arrive after a newer change: compared with "the last written URL" it looked like an outside
// navigation, and the fields were put back to the older values; a keystroke in that moment was lost
// (the e2e "URL follows" test once saw the City field emptied again under its Delete, and the URL
// keep "location=Denver…"). A mark travels with its own location, so arriving late changes nothing.
import type { NavigationType } from "react-router-dom";
import type { SearchType, SearchValues } from "./components/SearchBox";

/** The key of the mark in the history state of a location the search page wrote itself. */
export const OWN_WRITE = "rentfairSearchFields";

export function readParams(params: URLSearchParams): SearchValues {
  const type = params.get("type");
  return {
    query: params.get("query") ?? "",
    location: params.get("location") ?? "",
    type: (type === "address" ? "address" : "landlord") satisfies SearchType,
  };
}

export function toParams(v: SearchValues): URLSearchParams {
  const p = new URLSearchParams();
  if (v.query) p.set("query", v.query);
  if (v.query || v.location) p.set("type", v.type);
  if (v.location) p.set("location", v.location);
  return p;
}

/** What setSearchParams is given for the fields `v`: replace while typing, push on a search. */
export function urlWrite(v: SearchValues, { push = false } = {}): { params: URLSearchParams; options: { replace: boolean; state: Record<string, true> } } {
  return { params: toParams(v), options: { replace: !push, state: { [OWN_WRITE]: true } } };
}

/**
 * The fields a location that reached the page asks for, or null when it is one of the page's own
 * writes (whose values the fields already hold, or have moved on from). Back and forward (POP) are
 * always the user's: even to an entry the page once wrote, the fields take that entry's values.
 */
export function fieldsFromArrival(arrival: { search: string; state: unknown; navigationType: NavigationType | `${NavigationType}` }): SearchValues | null {
  const state = arrival.state;
  const own = arrival.navigationType !== "POP" && typeof state === "object" && state !== null && (state as Record<string, unknown>)[OWN_WRITE] === true;
  return own ? null : readParams(new URLSearchParams(arrival.search));
}
