// The directory of help (contract §7.6): tenant unions, legal aid, government offices, hotlines.
// Anyone reads it, narrowed to what serves a place (`servesPlace`: entries for everywhere, the
// city, the city alone or the state); admins add, change and remove entries, each request logged
// as an admin action by the security log (src/plugins/security.ts).
import type { AppDeps } from "../../deps";
import { servesPlace, type HelpResource, type ResourceInput, type ResourceKind } from "../../contract/local-pages";

export function createResourcesService(deps: AppDeps) {
  const { resources } = deps.store;
  return {
    async list(filter: { location?: string; kind?: ResourceKind }): Promise<HelpResource[]> {
      const all = await resources.list(filter.kind);
      const { location } = filter;
      if (!location) return all;
      // The place's own entries first, then those for everywhere.
      const serving = all.filter((r) => servesPlace(r.location, location));
      return [...serving.filter((r) => r.location !== ""), ...serving.filter((r) => r.location === "")];
    },
    create: (input: ResourceInput): Promise<HelpResource> => resources.create(input),
    update: (id: number, input: ResourceInput): Promise<HelpResource> => resources.update(id, input),
    remove: (id: number): Promise<void> => resources.remove(id),
  };
}
