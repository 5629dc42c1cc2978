// Landlord verification and ownership (docs/product-rules.md#verification-badges-and-replies): filing the verification form, the
// applicant's requests, an owner's profiles ("Your properties"), the admin's queue and decisions
// (an owner's replies to reviews are lib/reviews.ts's, since the review card writes them). How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { OwnerDashboard, VerificationRequest } from "@contract/types";
import type { VerificationRequestInput } from "@contract/schemas";
import type { VerificationStatus } from "@contract/constants";
import { apiRequest, mutation } from "../../lib/api";
import { useUser } from "../../lib/auth";
import { keys } from "../../lib/keys";

export const verificationKeys = {
  mine: "/api/user/verification-requests",
  properties: keys.ownerProperties,
  admin: "/api/admin/verification-requests",
} as const;

/** POST /api/verification-requests. */
export const submitVerificationRequest = mutation(
  (input: VerificationRequestInput) => apiRequest<VerificationRequest>("POST", "/api/verification-requests", input),
  [verificationKeys.mine, verificationKeys.admin],
);

/** The signed-in account's requests, newest first (none asked for when signed out). */
export function useMyVerificationRequests() {
  const { user } = useUser();
  return useSWR<VerificationRequest[]>(user ? verificationKeys.mine : null);
}

/** The signed-in account's profiles and their reviews; empty lists for an account that owns none. */
export function useOwnerProperties() {
  const { user } = useUser();
  return useSWR<OwnerDashboard>(user ? verificationKeys.properties : null);
}

/** Whether the signed-in account is the verified owner of landlord `id` (it may then reply to its reviews). */
export function useOwnsLandlord(id: string | undefined): boolean {
  const { data } = useOwnerProperties();
  return Boolean(id && data?.landlords.some((l) => l.id === id));
}

export const useAdminVerificationRequests = (enabled: boolean) => useSWR<VerificationRequest[]>(enabled ? verificationKeys.admin : null);

/** An approval changes the profile's badges (landlords, searches) and the applicant's dashboard. */
export const decideVerificationRequest = mutation(
  (id: number, decision: { status: Exclude<VerificationStatus, "pending">; adminNotes?: string }) =>
    apiRequest<VerificationRequest>("PATCH", `${verificationKeys.admin}/${id}`, decision),
  [verificationKeys.admin, keys.landlords],
);
