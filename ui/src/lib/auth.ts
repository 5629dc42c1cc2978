// The session (docs/product-rules.md#states), shared by every screen and the header, so it lives in lib/ and no
// shared component imports a feature. The user comes from GET /api/user; a 401 means signed out.
// /api/user alone refetches on focus and retries up to 3 times, but never on a 401 (§7, §9).
import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import useSWR, { mutate } from "swr";
import type { User } from "@contract/types";
import type { LoginInput, RegisterInput } from "@contract/schemas";
import { ApiError, apiRequest, showFailure } from "./api";
import { keys } from "./keys";
import { paths } from "./paths";
import { forgetRememberedName } from "./remembered-name";
import { toast } from "./toast";
import { t } from "@lingui/core/macro";

/**
 * The session the server wrote into the page (src/plugins/ui.ts), read once at start: with it the
 * first screen draws without waiting for GET /api/user. Undefined when the page carried none
 * (Vite's development server), and then the session loads as before, behind the spinner.
 */
function sessionInPage(): User | null | undefined {
  const text = typeof document === "undefined" ? null : document.getElementById("rentfair-session")?.textContent;
  if (!text) return undefined;
  try {
    return (JSON.parse(text) as { user: User | null }).user;
  } catch {
    return undefined;
  }
}
const userInPage = sessionInPage();

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
    fallbackData: userInPage,
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

/** Puts the signed-in user into the cache (and checks it with the server). */
const signedIn = async (user: User): Promise<User> => {
  await mutate(keys.user, user, { revalidate: true });
  return user;
};

export const login = async (input: LoginInput): Promise<User> => signedIn(await apiRequest<User>("POST", "/api/login", input));

export const register = async (input: RegisterInput): Promise<User> => signedIn(await apiRequest<User>("POST", "/api/register", input));

/** After the server ended the session: forgets this account's name and every cached response. */
export async function forgetSession(): Promise<void> {
  forgetRememberedName();
  await mutate(() => true, undefined, { revalidate: false });
  await mutate(keys.user, null, { revalidate: false });
}

/** Signs out and drops every cached response (docs/product-rules.md#states). */
export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/logout");
  await forgetSession();
}

/** Logout with the toasts of docs/product-rules.md#messages, for the desktop header and the mobile panel alike. */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
      toast(t`Logged out`, t`You have been successfully logged out.`);
      navigate(paths.home);
    } catch (error) {
      showFailure(error, { title: t`Logout failed`, text: t`Logout failed` });
    } finally {
      setPending(false);
    }
  }, [navigate]);
  return { logout: run, pending };
}

/** First name, else username: how the header and toasts greet someone. */
export function displayName(user: Pick<User, "firstName" | "username">): string {
  return user.firstName?.trim() || user.username;
}
