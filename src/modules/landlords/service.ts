// Landlord rules (docs/product-rules.md#landlords): list, get, a landlord's reviews, create with
// the duplicate rule (search is the search module's own route, src/modules/search/routes.ts).
// Plain values in and out; routes do HTTP, the landlords and reviews stores (src/store/landlords.ts,
// reviews.ts) keep the data and its rules inside their transactions.
// A landlord's page is read from the search module's in-memory rows (`deps.search`).
import type { AppDeps } from "../../deps";
import type { Landlord, Review } from "../../contract/types";
import type { LandlordCreateInput } from "../../contract/schemas";
import { LIMITS } from "../../contract/constants";
import type { ReviewPage, ViewerId } from "../../store/reviews";
import { landlordNotFound } from "./errors";
import { toLandlord } from "./public";

export function createLandlordsService(deps: AppDeps) {
  const { store } = deps;

  return {
    async list(opts: { location?: string | undefined; limit?: number; sort?: "reviews" | "best" | "worst" }): Promise<Landlord[]> {
      const limit = Math.min(opts.limit ?? LIMITS.landlordListDefault, LIMITS.landlordListMax);
      // best and worst: the weighted rating of contract §7.2 (src/store/buildings.ts `ranked`).
      if (opts.sort === "best" || opts.sort === "worst") return (await store.buildings.ranked({ sort: opts.sort, location: opts.location, limit })).map(toLandlord);
      return (await store.landlords.list({ location: opts.location, limit })).map(toLandlord);
    },

    async get(id: string): Promise<Landlord> {
      const landlord = await deps.search.landlord(id);
      if (!landlord) throw landlordNotFound();
      return landlord;
    },

    /** A page of the landlord's reviews in the order asked (docs/product-rules.md#verification-badges-and-replies), and how many there are in all. */
    async reviews(id: string, viewer: ViewerId, page: ReviewPage = {}): Promise<{ reviews: Review[]; total: number }> {
      const landlord = await store.landlords.byId(id);
      if (!landlord) throw landlordNotFound();
      return store.reviews.ofLandlord(landlord.id, viewer, page);
    },

    /** 201 with the new landlord, or 409 naming the existing one (the store settles a concurrent create). */
    async create(input: LandlordCreateInput): Promise<Landlord> {
      return toLandlord(await store.landlords.create(input));
    },
  };
}
