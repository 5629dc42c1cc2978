// The account's own settings (docs/product-rules.md#privacy). How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { AccountConnections, User } from "@contract/types";
import type { AccountDeleteInput, PasswordChangeInput, ProfileUpdateInput } from "@contract/schemas";
import { apiRequest, mutation } from "../../lib/api";
import { forgetSession } from "../../lib/auth";
import { keys } from "../../lib/keys";

/** PATCH /api/user; the header's name and the dashboard's greeting follow. */
export const updateProfile = mutation((input: ProfileUpdateInput) => apiRequest<User>("PATCH", keys.user, input), [keys.user]);

/** POST /api/user/password: this browser stays signed in, every other session ends. */
export const changePassword = (input: PasswordChangeInput) => apiRequest<void>("POST", "/api/user/password", input);

/** GET /api/user/export answers as a download (Content-Disposition: attachment): a plain link fetches it. */
export const EXPORT_URL = "/api/user/export";

/** DELETE /api/user; then this browser forgets the account like a sign-out does. */
export async function deleteAccount(input: AccountDeleteInput): Promise<void> {
  await apiRequest<void>("DELETE", keys.user, input);
  await forgetSession();
}

/** GET /api/user/connections: whether the e-mail is confirmed, and the sign-in services this account is connected to. */
export const CONNECTIONS_KEY = "/api/user/connections";
export const useConnections = () => useSWR<AccountConnections>(CONNECTIONS_KEY);

/** POST /api/user/email-proof: a one-time confirmation link is mailed to the account's address. */
export const requestEmailProof = () => apiRequest<{ message: string }>("POST", "/api/user/email-proof");

/** POST /api/email-proof: the mailed link's token; the account's e-mail is confirmed. */
export const confirmEmail = mutation((token: string) => apiRequest<void>("POST", "/api/email-proof", { token }), [CONNECTIONS_KEY]);

/** "Connect <provider>": a plain navigation through the provider, back to /account?connected=<id>. */
export const connectUrl = (provider: string) => `/api/auth/${encodeURIComponent(provider)}?connect=1`;
