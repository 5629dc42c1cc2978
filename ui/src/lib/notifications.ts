// The unread count of the header's bell (contract §7.4): shared, since the header (components/) and
// the notifications feature both read and refresh it. Its key sits under the notifications path,
// so invalidate(["/api/user/notifications"]) after marking read refreshes the bell too.
import useSWR from "swr";
import { ApiError } from "./api";

export const NOTIFICATIONS_KEY = "/api/user/notifications";
export const UNREAD_KEY = `${NOTIFICATIONS_KEY}?limit=1`;

/** GET one notification and read `X-Unread-Count`. */
export async function fetchUnread(url: string): Promise<number> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, res.statusText, null);
  return Number(res.headers.get("x-unread-count") ?? 0);
}

/** The signed-in account's unread notifications (null key when signed out: nothing fetched). */
export const useUnreadCount = (signedIn: boolean) => useSWR<number>(signedIn ? UNREAD_KEY : null, fetchUnread);
