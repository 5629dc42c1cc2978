// The per-address limit on sign-up, sign-in and report submission (docs/product-rules.md,
// "Limits"), declared on a route as `addressLimit: true`. It counts in `transform`, before the
// body is validated, so invalid attempts count too. Macros run in the order a route names them:
// name `auth` first, so that a signed-out request is refused without spending the address's budget.
import { Elysia } from "elysia";
import type { AppDeps } from "../deps";
import { tooManyRequests } from "../http";
import { clientAddress, type AddressSource } from "../lib/client-address";

export async function enforceAddressLimit(deps: AppDeps, request: Request, server: AddressSource | null): Promise<void> {
  const wait = await deps.limiters.perAddress.consume(clientAddress(request, server, deps.config.trustProxy));
  if (wait > 0) throw tooManyRequests(wait);
}

export function addressLimitPlugin(deps: AppDeps) {
  return new Elysia({ name: "address-limit" }).macro({
    addressLimit: {
      async transform({ request, server }: { request: Request; server: AddressSource | null }) {
        await enforceAddressLimit(deps, request, server);
      },
    },
  });
}
