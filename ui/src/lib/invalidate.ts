// The one cache refresh after a change (docs/product-rules.md#routes lists what each change refreshes). Every
// cached answer whose key is one of the given paths or lies below one ("/api/landlords" also
// matches "/api/landlords/{id}/reviews" and "/api/landlords/search?…") is refetched in place if a
// screen shows it, and forgotten otherwise: the App's SWR settings never refetch cached data on
// mount (§9), so a kept stale answer would otherwise be shown the next time its screen opens.
import { useEffect } from "react";
import { mutate, type Middleware } from "swr";

/** How many mounted hooks read each key (see trackMountedKeys). */
const mounted = new Map<string, number>();

/** SWR middleware (installed once in app/App.tsx) that keeps `mounted` up to date. */
export const trackMountedKeys: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const path = typeof key === "string" ? key : null;
  useEffect(() => {
    if (path === null) return;
    mounted.set(path, (mounted.get(path) ?? 0) + 1);
    return () => {
      const left = (mounted.get(path) ?? 1) - 1;
      if (left > 0) mounted.set(path, left);
      else mounted.delete(path);
    };
  }, [path]);
  return useSWRNext(key, fetcher, config);
};

const under = (prefixes: readonly string[]) => (key: unknown) =>
  typeof key === "string" && prefixes.some((p) => key === p || key.startsWith(`${p}/`) || key.startsWith(`${p}?`));

/** Refreshes every cached answer at or below the given API paths; resolves once shown ones are fresh. */
export async function invalidate(prefixes: readonly string[]): Promise<void> {
  const matches = under(prefixes);
  await Promise.all([
    mutate((key) => matches(key) && mounted.has(key as string)),
    mutate((key) => matches(key) && !mounted.has(key as string), undefined, { revalidate: false }),
  ]);
}
