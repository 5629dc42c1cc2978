// POST /api/reviews/{id}/helpful (docs/product-rules.md#helpful-votes).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import { uuidParams } from "../../contract/query";
import { sessionPlugin } from "../../plugins/session";
import { writeLimitPlugin } from "../../plugins/write-limit";
import { reviewNotFound } from "../reviews/errors";
import { createVotesService } from "./service";

export function voteRoutes(deps: AppDeps) {
  const votes = createVotesService(deps);
  return new Elysia({ name: "vote-routes" })
    .use(sessionPlugin(deps))
    .use(writeLimitPlugin(deps))
    .post("/api/reviews/:id/helpful", ({ params, user }) => votes.vote(user.id, params.id), {
      auth: "user",
      params: pathParams(uuidParams(), reviewNotFound),
      writeLimit: "votes",
    });
}
