// GET /api/rent-analysis/analyze?rent=&location= (docs/product-rules.md#rent-analysis).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { rentAnalysisQuery } from "../../contract/query";
import { createRentService } from "./service";

export function rentRoutes(deps: AppDeps) {
  const rent = createRentService(deps);
  return new Elysia({ name: "rent-routes" }).get("/api/rent-analysis/analyze", ({ query }) => rent.analyze(query.rent, query.location), {
    query: rentAnalysisQuery,
  });
}
