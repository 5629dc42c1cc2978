// The session (product.md §4): the user comes from GET /api/user; a 401 means signed out.
// /api/user alone refetches on focus and retries up to 3 times, but never on a 401 (§7, §9).
import useSWR, { mutate as globalMutate } from "swr";
import type { User } from "@contract/types";
import type { LoginInput, RegisterInput } from "@contract/schemas";
import { ApiError, apiRequest } from "../../lib/api";
import { keys } from "../../lib/swr-keys";
import { forgetRememberedName } from "./remembered-name";

async function fetchUser(): Promise<User | null> {
  try {
    return await apiRequest<User>("GET", keys.user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useUser() {
  const { data, error, isLoading } = useSWR<User | null>(keys.user, fetchUser, {
    revalidateOnFocus: true,
    shouldRetryOnError: true,
    onErrorRetry: (err, _key, _config, revalidate, { retryCount }) => {
      if (err instanceof ApiError && err.status === 401) return;
      if (retryCount >= 3) return;
      setTimeout(() => revalidate({ retryCount }), 1000 * 2 ** retryCount);
    },
  });
  return {
    user: data ?? null,
    isLoading: isLoading && data === undefined,
    error: error as Error | undefined,
    isAdmin: data?.isAdmin === 1,
  };
}

export async function login(input: LoginInput): Promise<User> {
  const user = await apiRequest<User>("POST", "/api/login", input);
  await globalMutate(keys.user, user, { revalidate: true });
  return user;
}

export async function register(input: RegisterInput): Promise<User> {
  const user = await apiRequest<User>("POST", "/api/register", input);
  await globalMutate(keys.user, user, { revalidate: true });
  return user;
}

/** Signs out and drops every cached response (product.md §4). */
export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/logout");
  forgetRememberedName();
  await globalMutate(() => true, undefined, { revalidate: false });
  await globalMutate(keys.user, null, { revalidate: false });
}

/** First name, else username: how the header and toasts greet someone. */
export function displayName(user: Pick<User, "firstName" | "username">): string {
  return user.firstName?.trim() || user.username;
}
