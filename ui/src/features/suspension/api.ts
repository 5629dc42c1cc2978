// The signed-in account's own suspension (docs/product-rules.md#moderation), so every page can say so. How an
// endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { Suspension } from "@contract/types";

export const mySuspensionKey = "/api/user/suspension";

export const useMySuspension = (signedIn: boolean) => useSWR<{ suspension: Suspension | null }>(signedIn ? mySuspensionKey : null);
