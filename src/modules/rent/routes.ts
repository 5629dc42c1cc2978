// GET /api/rent-analysis/analyze?rent=&location= (contract §4).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../http";
import { LIMITS } from "../../contract/constants";
import { textParam } from "../params";
import { createRentService } from "./service";

export function rentRoutes(deps: AppDeps) {
  const rent = createRentService(deps);
  return new Elysia({ name: "rent-routes" }).get("/api/rent-analysis/analyze", ({ query }) => {
    const raw = textParam(query.rent);
    if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) > LIMITS.rentMax) {
      const message = "Rent must be a whole number from 0 to 50000";
      throw badRequest(message, { rent: message });
    }
    return rent.analyze(Number(raw), textParam(query.location));
  });
}
