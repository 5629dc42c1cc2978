// GET/POST /api/landlords, GET /api/landlords/{id}, /api/landlords/{id}/reviews (contract §4).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { validate } from "../../http";
import { landlordCreateSchema } from "../../contract/schemas";
import { LIMITS } from "../../contract/constants";
import { sessionPlugin } from "../../plugins/session";
import { parseLimit, textParam } from "../params";
import { createLandlordsService } from "./service";

export function landlordRoutes(deps: AppDeps) {
  const landlords = createLandlordsService(deps);

  return new Elysia({ name: "landlord-routes" })
    .use(sessionPlugin(deps))
    .get("/api/landlords", ({ query }) =>
      landlords.list({
        location: textParam(query.location),
        limit: parseLimit(query.limit, LIMITS.landlordListDefault, LIMITS.landlordListMax),
      }),
    )
    .post("/api/landlords", ({ body, viewer, set }) => {
      viewer.requireUser();
      const landlord = landlords.create(validate(landlordCreateSchema, body));
      set.status = 201;
      return landlord;
    })
    .get("/api/landlords/:id", ({ params }) => landlords.get(params.id))
    .get("/api/landlords/:id/reviews", ({ params, viewer }) => landlords.reviews(params.id, viewer.id()));
}
