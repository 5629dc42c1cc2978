// DELETE /api/admin/reviews/{id} and /api/admin/landlords/{id}: admins only, by construction.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { sessionPlugin } from "../../plugins/session";
import { createAdminService } from "./service";

export function adminRoutes(deps: AppDeps) {
  const admin = createAdminService(deps);
  return new Elysia({ name: "admin-routes" })
    .use(sessionPlugin(deps))
    .delete("/api/admin/reviews/:id", ({ params, viewer, set }) => {
      admin.deleteReview(viewer.requireAdmin(), params.id);
      set.status = 204;
    })
    .delete("/api/admin/landlords/:id", ({ params, viewer, set }) => {
      admin.deleteLandlord(viewer.requireAdmin(), params.id);
      set.status = 204;
    });
}
