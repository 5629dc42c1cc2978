// POST/GET /api/reports, PATCH /api/reports and /api/reports/{id} (docs/product-rules.md,
// "Reports"; docs/product-rules.md#moderation for the queue's paging, filters, targets and bulk changes).
// Submission is rate-limited per client address.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import { reportCreateSchema, reportUpdateSchema, reportsBulkUpdateSchema } from "../../contract/schemas";
import { intIdParams, reportListQuery } from "../../contract/query";
import { addressLimitPlugin } from "../../plugins/address-limit";
import { sessionPlugin } from "../../plugins/session";
import { writeLimitPlugin } from "../../plugins/write-limit";
import { reportNotFound } from "./errors";
import { createReportsService } from "./service";

export function reportRoutes(deps: AppDeps) {
  const reports = createReportsService(deps);
  return new Elysia({ name: "report-routes" })
    .use(sessionPlugin(deps))
    .use(addressLimitPlugin(deps))
    .use(writeLimitPlugin(deps))
    .post(
      "/api/reports",
      ({ body, user, set }) => {
        const report = reports.create(user.id, body);
        set.status = 201;
        return report;
      },
      { auth: "user", addressLimit: true, body: reportCreateSchema, writeLimit: "reports" },
    )
    .get(
      "/api/reports",
      ({ query, set }) => {
        const { reports: page, total } = reports.list({ ...query, groupByTarget: query.group === "target" });
        set.headers["x-total-count"] = String(total);
        return page;
      },
      { auth: "admin", query: reportListQuery },
    )
    .patch(
      "/api/reports",
      ({ body: { ids, ...input }, user }) => reports.updateMany(user.id, ids, input),
      { auth: "admin", body: reportsBulkUpdateSchema },
    )
    .patch("/api/reports/:id", ({ params, body, user }) => reports.update(user.id, params.id, body), {
      auth: "admin",
      params: pathParams(intIdParams(), reportNotFound),
      body: reportUpdateSchema,
    });
}
