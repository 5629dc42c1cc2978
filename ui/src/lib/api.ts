// The one API client (product.md §7, §8): cookies always sent, a JSON content type only with a
// body, and every non-success response raised as an ApiError carrying the status and the
// server's message.
import type { ApiError as ApiErrorBody } from "@contract/types";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message`, or the status text: what a toast shows. */
    readonly serverMessage: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${serverMessage}`);
  }
  /** The server's per-field messages (contract §2), if any. */
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
  throw new ApiError(res.status, body?.message ?? (text || res.statusText), body);
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

/** SWR's default fetcher: GET the key's parts joined by "/" (product.md §7). */
export function swrFetcher<T>(key: string | readonly unknown[]): Promise<T> {
  const url = Array.isArray(key) ? key.join("/") : String(key);
  return apiRequest<T>("GET", url);
}
