// Answers drawn without blocking the page (issue 31: Total Blocking Time). SWR hands a component
// its answer through useSyncExternalStore, which React renders at once and in one piece: a landlord's
// reviews, a search's 50 results or the landing page's review cards were each a render of a few
// hundred milliseconds on a phone, during which a tap waits. Deferred (useDeferredValue), the
// component first draws as it was (its skeleton, whose space is reserved: no layout shift), and the
// answer is drawn in a background render that React interrupts every few milliseconds for input.
import { useDeferredValue } from "react";

/**
 * An SWR result's data, error, isLoading and mutate, `data` following the answer in a background
 * render and `isLoading` holding until it has. Only these four are read: SWR re-renders a component
 * for the fields it reads (spreading the result would read isValidating too).
 */
export function useDeferredAnswer<D, E, M>(swr: { data?: D; error?: E; isLoading: boolean; mutate: M }): { data: D | undefined; error: E | undefined; isLoading: boolean; mutate: M } {
  const fresh = swr.data;
  const data = useDeferredValue(fresh);
  return { data, error: swr.error, isLoading: swr.isLoading || (fresh !== undefined && data === undefined), mutate: swr.mutate };
}
