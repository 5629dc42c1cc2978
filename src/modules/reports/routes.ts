// POST/GET /api/reports, PATCH /api/reports/{id} (contract §4). Submission is rate-limited per
// client address (contract §5).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { badRequest, validate } from "../../http";
import { reportCreateSchema, reportUpdateSchema } from "../../contract/schemas";
import { REPORT_STATUSES, type ReportStatus } from "../../contract/constants";
import { enforceAddressLimit } from "../../plugins/address-limit";
import { sessionPlugin } from "../../plugins/session";
import { textParam } from "../params";
import { createReportsService } from "./service";

export function reportRoutes(deps: AppDeps) {
  const reports = createReportsService(deps);
  return new Elysia({ name: "report-routes" })
    .use(sessionPlugin(deps))
    .post("/api/reports", ({ body, viewer, request, server, set }) => {
      const user = viewer.requireUser();
      enforceAddressLimit(deps, request, server);
      const report = reports.create(user.id, validate(reportCreateSchema, body));
      set.status = 201;
      return report;
    })
    .get("/api/reports", ({ query, viewer }) => {
      viewer.requireAdmin();
      const status = textParam(query.status);
      if (status !== undefined && !(REPORT_STATUSES as readonly string[]).includes(status)) {
        const message = "Status must be pending, reviewed, resolved or dismissed";
        throw badRequest(message, { status: message });
      }
      return reports.list(status as ReportStatus | undefined);
    })
    .patch("/api/reports/:id", ({ params, body, viewer }) => {
      const admin = viewer.requireAdmin();
      return reports.update(admin.id, params.id, validate(reportUpdateSchema, body));
    });
}
