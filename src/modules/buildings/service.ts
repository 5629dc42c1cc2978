// Buildings, portfolios and cities (contract §7.2): plain values in and out over the buildings
// store (src/store/buildings.ts) and the building search (src/modules/search/building-search.ts).
import type { AppDeps } from "../../deps";
import type { Building, City, CitySummary, Review } from "../../contract/types";
import { LIMITS } from "../../contract/constants";
import type { ReviewPage, ViewerId } from "../../store/reviews";
import { landlordNotFound } from "../landlords/errors";
import { buildingNotFound, cityNotFound } from "./errors";

/** A landlord's portfolio lists at most this many buildings. */
export const PORTFOLIO_MAX = 200;

export function createBuildingsService(deps: AppDeps) {
  const { store } = deps;
  return {
    async get(id: string): Promise<Building> {
      const building = await store.buildings.byId(id);
      if (!building) throw buildingNotFound();
      return building;
    },
    async reviews(id: string, viewer: ViewerId, page: ReviewPage): Promise<{ reviews: Review[]; total: number }> {
      const found = await store.buildings.reviews(id, viewer, page);
      // As GET /api/buildings/{id}: a building no visible review names any more is not found.
      if (!found || found.total === 0) throw buildingNotFound();
      return found;
    },
    /** The answer's JSON as UTF-8 (a Building[]), written from the index's memory: a promise only while it loads. */
    search(input: { query?: string | undefined; location?: string | undefined }): Uint8Array | Promise<Uint8Array> {
      return deps.buildingSearch.body(input);
    },
    /** Takes back what `search` lent, once the Response is made from it. */
    release(bytes: Uint8Array): void {
      deps.buildingSearch.release(bytes);
    },
    async ofLandlord(landlordId: string): Promise<Building[]> {
      if (!(await store.landlords.byId(landlordId))) throw landlordNotFound();
      return store.buildings.ofLandlord(landlordId, PORTFOLIO_MAX);
    },
    cities(): Promise<CitySummary[]> {
      return store.buildings.cities();
    },
    async city(slug: string): Promise<City> {
      const city = await store.buildings.city(slug);
      if (!city) throw cityNotFound();
      return city;
    },
  };
}

export { LIMITS };
