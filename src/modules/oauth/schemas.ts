// What the provider sends back to the callback, and the provider named in the path. Server-only
// (the UI never calls these routes with fetch), so they live here rather than in src/contract.
import { z } from "zod";
import { queryText } from "../../contract/query";

export const oauthProviderParams = z.object({ provider: z.string() });

/** `connect=1`: the account page's "Connect <provider>", for the signed-in account. */
export const oauthStartQuery = z.object({ connect: queryText() });

export const oauthCallbackQuery = z.object({
  code: queryText(),
  state: queryText(),
  error: queryText(),
});
