// The per-address limit of contract §5, shared by sign-up, sign-in and report submission.
import type { AppDeps } from "../deps";
import { tooManyRequests } from "../http";
import { clientAddress, type AddressSource } from "../lib/client-address";

export function enforceAddressLimit(deps: AppDeps, request: Request, server: AddressSource | null): void {
  const wait = deps.limiters.perAddress.consume(clientAddress(request, server, deps.config.trustProxy));
  if (wait > 0) throw tooManyRequests(wait);
}
