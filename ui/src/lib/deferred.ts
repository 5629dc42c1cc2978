// Answers drawn without blocking the page (issue 31: Total Blocking Time). SWR hands a component
// its answer through useSyncExternalStore, which React renders at once and in one piece: a landlord's
// reviews, a search's 50 results or the landing page's review cards were each a render of a few
// hundred milliseconds on a phone, during which a tap waits. Deferred (useDeferredValue), the
// component first draws as it was (its skeleton, whose space is reserved: no layout shift), and the
// answer is drawn in a background render that React interrupts every few milliseconds for input.
import { useDeferredValue } from "react";

/** An SWR result whose `data` follows the answer in a background render; `isLoading` holds until it has. */
export function useDeferredAnswer<T extends { data?: unknown; isLoading?: boolean }>(swr: T): T {
  const data = useDeferredValue(swr.data);
  const catchingUp = swr.data !== undefined && data === undefined;
  return { ...swr, data, isLoading: Boolean(swr.isLoading) || catchingUp };
}
