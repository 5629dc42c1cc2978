// Follows and notifications (contract §7.4). How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { Follow, FollowEmail, FollowTargetType, Notification } from "@contract/follows";
import { apiRequest, fetchPage, mutation, type Page } from "../../lib/api";
import { NOTIFICATIONS_KEY } from "../../lib/notifications";

export const FOLLOWS_KEY = "/api/user/follows";
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The account's follows (null key when signed out: nothing fetched). */
export const useFollows = (signedIn: boolean) => useSWR<Follow[]>(signedIn ? FOLLOWS_KEY : null);

export const follow = mutation(
  (input: { targetType: FollowTargetType; targetId: string; email?: FollowEmail }) => apiRequest<Follow>("POST", "/api/follows", input),
  [FOLLOWS_KEY],
);
export const setFollowEmail = mutation((id: string, email: FollowEmail) => apiRequest<Follow>("PATCH", `/api/follows/${encodeURIComponent(id)}`, { email }), [FOLLOWS_KEY]);
export const unfollow = mutation((id: string) => apiRequest<void>("DELETE", `/api/follows/${encodeURIComponent(id)}`), [FOLLOWS_KEY]);

export const notificationsKey = (page: number) => `${NOTIFICATIONS_KEY}?limit=${NOTIFICATIONS_PAGE_SIZE}&offset=${page * NOTIFICATIONS_PAGE_SIZE}`;
export const useNotifications = (page: number) => useSWR<Page<Notification>>(notificationsKey(page), fetchPage);

/** Marks some or all read; the list and the header's bell follow. */
export const markRead = mutation((input: { ids: string[] } | { all: true }) => apiRequest<void>("POST", `${NOTIFICATIONS_KEY}/read`, input), [NOTIFICATIONS_KEY]);

/** The signed link of a follow mail: stops that follow's mails, no sign-in needed. */
export const unsubscribe = (token: string) => apiRequest<void>("POST", `/unsubscribe/${encodeURIComponent(token)}`);
