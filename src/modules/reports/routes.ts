// POST/GET /api/reports, PATCH /api/reports and /api/reports/{id} (docs/product-rules.md,
// "Reports"; docs/product-rules.md#moderation for the queue's paging, filters, targets and bulk changes).
// Submission is rate-limited per client address.
import { Elysia } from "elysia";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { bodyIds, pathParams, type DeclaredError } from "../../http";
import { reportCreateSchema, reportUpdateSchema, reportsBulkUpdateSchema } from "../../contract/schemas";
import type { ReportType } from "../../contract/constants";
import { intIdParams, reportListQuery } from "../../contract/query";
import { addressLimitPlugin } from "../../plugins/address-limit";
import { sessionPlugin } from "../../plugins/session";
import { writeLimitPlugin } from "../../plugins/write-limit";
import { reportNotFound } from "./errors";
import { reviewNotFound } from "../reviews/errors";
import { landlordNotFound } from "../landlords/errors";
import { replyNotFound } from "../replies/errors";
import { createReportsService } from "./service";

const targetIdCheck = (notFound: DeclaredError) => bodyIds(z.object({ targetId: z.string() }), { targetId: notFound });

/**
 * Per type of target, the check of its id: a report on a target that does not exist answers that
 * target's own 404, a malformed id included (bodyIds, src/http.ts, declares one error per field).
 */
const targetIdOf: Record<ReportType, ReturnType<typeof targetIdCheck>> = {
  review: targetIdCheck(reviewNotFound),
  landlord: targetIdCheck(landlordNotFound),
  reply: targetIdCheck(replyNotFound),
};

/** The report form: its fields' rules first (a 400 comes first), then its target id, checked as its type's. */
const reportBody = reportCreateSchema.transform((body, ctx) => {
  const checked = targetIdOf[body.reportType].safeParse(body);
  if (checked.success) return { ...body, targetId: checked.data.targetId };
  for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  return z.NEVER;
});

export function reportRoutes(deps: AppDeps) {
  const reports = createReportsService(deps);
  return new Elysia({ name: "report-routes" })
    .use(sessionPlugin(deps))
    .use(addressLimitPlugin(deps))
    .use(writeLimitPlugin(deps))
    .post(
      "/api/reports",
      async ({ body, user, set }) => {
        const report = await reports.create(user.id, body);
        set.status = 201;
        return report;
      },
      { auth: "user", addressLimit: true, body: reportBody, writeLimit: "reports" },
    )
    .get(
      "/api/reports",
      async ({ query, set }) => {
        const { reports: page, total } = await reports.list({ ...query, groupByTarget: query.group === "target" });
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
