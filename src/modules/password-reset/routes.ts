// Password reset (docs/product-rules.md#privacy):
//   POST /api/password-reset/request {email} → 202 whatever the address (404 when the site has no
//        mail server: then an operator makes the link, `rentfair admin reset-link <email>`)
//   POST /api/password-reset {token, newPassword} → 204; every session of the account ends
// Both count towards the per-address limit of docs/product-rules.md#limits, like sign-in.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { passwordResetRequestSchema, passwordResetSchema } from "../../contract/schemas";
import { addressLimitPlugin } from "../../plugins/address-limit";
import { createPasswordResetService } from "./service";

export const RESET_REQUESTED = "If an account uses that address, a link to reset its password is on its way.";

export function passwordResetRoutes(deps: AppDeps) {
  const service = createPasswordResetService(deps);
  return new Elysia({ name: "password-reset-routes" })
    .use(addressLimitPlugin(deps))
    .post(
      "/api/password-reset/request",
      async ({ body, set }) => {
        await service.requestByMail(body.email);
        set.status = 202;
        return { message: RESET_REQUESTED };
      },
      { addressLimit: true, body: passwordResetRequestSchema },
    )
    .post(
      "/api/password-reset",
      async ({ body, set }) => {
        await service.reset(body);
        set.status = 204;
      },
      { addressLimit: true, body: passwordResetSchema },
    );
}
