// POST /api/reviews/{id}/helpful (contract §4).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { sessionPlugin } from "../../plugins/session";
import { createVotesService } from "./service";

export function voteRoutes(deps: AppDeps) {
  const votes = createVotesService(deps);
  return new Elysia({ name: "vote-routes" })
    .use(sessionPlugin(deps))
    .post("/api/reviews/:id/helpful", ({ params, viewer }) => votes.vote(viewer.requireUser().id, params.id));
}
