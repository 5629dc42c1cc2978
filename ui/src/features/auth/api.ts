// The sign-in page's own read: the outside sign-in providers the operator configured. The session
// itself (GET /api/user, login, register, logout) is lib/auth.ts's. How an endpoint is declared:
// lib/api.ts.
import useSWR from "swr";
import type { PasswordResetInput } from "@contract/schemas";
import { apiRequest, mutation } from "../../lib/api";
import { keys } from "../../lib/keys";

export interface OutsideProvider {
  id: string;
  label: string;
}

export const useOutsideProviders = () => useSWR<OutsideProvider[]>("/api/auth/providers");

/** POST /api/password-reset/request: 202 whatever the address; the link goes by mail. */
export const requestPasswordReset = (email: string) => apiRequest<{ message: string }>("POST", "/api/password-reset/request", { email });

/** POST /api/password-reset with the link's token: 204, and every session of the account ends. */
export const resetPassword = mutation((input: PasswordResetInput) => apiRequest<void>("POST", "/api/password-reset", input), [keys.user]);
