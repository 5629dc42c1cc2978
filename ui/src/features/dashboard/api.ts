// The dashboard's own read (docs/product-rules.md#routes): the signed-in user's stats. Its review lists come
// from lib/reviews.ts. How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { UserStats } from "@contract/types";
import { keys } from "../../lib/keys";

export const useUserStats = () => useSWR<UserStats>(keys.userStats);
