// The sign-in page's own read: the outside sign-in providers the operator configured. The session
// itself (GET /api/user, login, register, logout) is lib/auth.ts's. How an endpoint is declared:
// lib/api.ts.
import useSWR from "swr";

export interface OutsideProvider {
  id: string;
  label: string;
}

export const useOutsideProviders = () => useSWR<OutsideProvider[]>("/api/auth/providers");
