// The API feature modules of docs/product-rules.md#routes beyond accounts, mounted by createApp. Each module is one
// Elysia instance (routes.ts) over a service of plain values and a drizzle repository.
import { Elysia } from "elysia";
import type { AppDeps } from "../deps";
import { accountRoutes } from "./account/routes";
import { adminRoutes } from "./admin/routes";
import { contactRoutes } from "./contact/routes";
import { moderationRoutes } from "./moderation/routes";
import { sanctionsRoutes } from "./sanctions/routes";
import { appealRoutes } from "./appeals/routes";
import { landlordRoutes } from "./landlords/routes";
import { passwordResetRoutes } from "./password-reset/routes";
import { rentRoutes } from "./rent/routes";
import { reportRoutes } from "./reports/routes";
import { reviewRoutes } from "./reviews/routes";
import { siteRoutes } from "./site/routes";
import { statsRoutes } from "./stats/routes";
import { voteRoutes } from "./votes/routes";
import { replyRoutes } from "./replies/routes";
import { verificationRoutes } from "./verification/routes";
import { pagesRoutes } from "./pages/routes";
import { resourcesRoutes } from "./resources/routes";
import { buildingRoutes } from "./buildings/routes";
import { followRoutes } from "./follows/routes";
import { feedRoutes } from "./follows/feeds";

export function apiModules(deps: AppDeps) {
  return new Elysia({ name: "api-modules" })
    .use(landlordRoutes(deps))
    .use(buildingRoutes(deps))
    .use(reviewRoutes(deps))
    .use(voteRoutes(deps))
    .use(reportRoutes(deps))
    .use(adminRoutes(deps))
    .use(sanctionsRoutes(deps))
    .use(appealRoutes(deps))
    .use(contactRoutes(deps))
    .use(moderationRoutes(deps))
    .use(statsRoutes(deps))
    .use(rentRoutes(deps))
    .use(replyRoutes(deps))
    .use(verificationRoutes(deps))
    .use(accountRoutes(deps))
    .use(passwordResetRoutes(deps))
    .use(pagesRoutes(deps))
    .use(resourcesRoutes(deps))
    .use(followRoutes(deps))
    .use(feedRoutes(deps))
    .use(siteRoutes(deps));
}
