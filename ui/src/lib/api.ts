// The one API client (docs/product-rules.md#routes and docs/product-rules.md#messages): cookies always sent, a JSON content type only with a
// body, and every non-success response raised as an ApiError carrying the status and the
// server's message.
//
// How to declare an endpoint: once, in its feature's api.ts (features/<feature>/api.ts; the
// session's in lib/auth.ts), as Bulletproof React's features/*/api do.
// - A read is an SWR hook whose key is the API path (lib/keys.ts); the default fetcher below GETs it:
//     export const useLandlord = (id?: string) => useSWR<Landlord>(id ? keys.landlord(id) : null);
// - A change is `mutation(request, refreshes)`: the request, and the key paths whose cached answers
//   it changes (docs/product-rules.md#routes), which invalidate() (lib/invalidate.ts) refreshes once it succeeded:
//     export const deleteReview = mutation(
//       (id: string) => apiRequest<void>("DELETE", `/api/reviews/${encodeURIComponent(id)}`),
//       [keys.reviews, keys.userStats, keys.userReviews, keys.landlords],
//     );
// Components call the hooks and mutations; they never call fetch, apiRequest or mutate themselves.
import type { ApiError as ApiErrorBody } from "@contract/types";
import { errorText } from "./i18n";
import { invalidate } from "./invalidate";
import { toast } from "./toast";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message`, or the status text: what a toast shows. */
    readonly serverMessage: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${serverMessage}`);
  }
  /** The server's per-field messages (docs/product-rules.md#the-api), if any. */
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

async function raise(res: Response): Promise<never> {
  const text = await res.text();
  let body: ApiErrorBody | null = null;
  try {
    body = text ? (JSON.parse(text) as ApiErrorBody) : null;
  } catch {
    body = null;
  }
  // A write refused because the account was suspended meanwhile: the notice on every page
  // (features/suspension) reads the suspension afresh, so it says so from now on.
  if (body?.code === "sanction.suspended") void invalidate(["/api/user/suspension"]);
  // Errors are worded by their code in the page's language (lib/i18n.ts); the server's words
  // (in the same language, from the lang cookie) when the UI has none for the code, or when the
  // answer names fields (its message is then the first field's, worded by the server).
  const { message: _message, code, ...extra } = body ?? {};
  const localized = (body?.errors ? null : errorText(code, extra)) ?? body?.message;
  throw new ApiError(res.status, localized ?? (text || res.statusText), body);
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
  });
  if (!res.ok) await raise(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** SWR's default fetcher: GET the key's parts joined by "/" (docs/product-rules.md#routes). */
export function swrFetcher<T>(key: string | readonly unknown[]): Promise<T> {
  const url = Array.isArray(key) ? key.join("/") : String(key);
  return apiRequest<T>("GET", url);
}

/**
 * A state-changing call: runs `request`, then refreshes the cached answers under `refreshes` (key
 * paths, or a function of the call's arguments and answer naming them) before resolving.
 */
export function mutation<Args extends unknown[], Result>(
  request: (...args: Args) => Promise<Result>,
  refreshes: readonly string[] | ((result: Result, ...args: Args) => readonly string[]),
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    const result = await request(...args);
    await invalidate(typeof refreshes === "function" ? refreshes(result, ...args) : refreshes);
    return result;
  };
}

/** One page of a paged list (docs/product-rules.md#moderation): the items and the `X-Total-Count` the server sent. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** GET a paged list: its items and the total from `X-Total-Count`. An SWR fetcher for paged keys. */
export async function fetchPage<T>(url: string): Promise<Page<T>> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) await raise(res);
  const items = (await res.json()) as T[];
  return { items, total: Number(res.headers.get("x-total-count") ?? items.length) };
}

/**
 * What the person sees when a call fails, decided here once: the server's message in a toast under
 * `title` (`fallback`, else the title, when there is none, e.g. the network is down; `text` instead
 * when the place always says the same). With `fields`, a 400 that names fields (docs/product-rules.md#the-api)
 * answers those messages for the form to show, and no toast appears. Components say only what is
 * special to them: a 409 they expect, a list to refresh.
 */
export function showFailure(
  error: unknown,
  failure: { title: string; fallback?: string; text?: string; fields?: boolean },
): Record<string, string> | undefined {
  const api = error instanceof ApiError ? error : null;
  if (failure.fields && api && Object.keys(api.fieldErrors).length > 0) return api.fieldErrors;
  toast(failure.title, failure.text ?? (api?.serverMessage || (failure.fallback ?? failure.title)), "destructive");
  return undefined;
}

/** The server's per-field messages of a failed call, if it sent any (an empty set otherwise). */
export const fieldErrorsOf = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fieldErrors : {});
