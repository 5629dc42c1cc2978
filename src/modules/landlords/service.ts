// Landlord rules (docs/product-rules.md#landlords): list, get, search, create with the
// duplicate rule. Plain values in and out; routes do HTTP, the landlords and reviews stores
// (src/store/landlords.ts, reviews.ts) keep the data and its rules inside their transactions.
// Reads that the search module caches (one landlord, search results) go through `deps.search`.
import type { AppDeps } from "../../deps";
import type { Landlord, Review } from "../../contract/types";
import type { LandlordCreateInput } from "../../contract/schemas";
import { LIMITS } from "../../contract/constants";
import type { SearchInput } from "../search/service";
import type { ReviewPage, ViewerId } from "../../store/reviews";
import { landlordNotFound } from "./errors";
import { toLandlord } from "./public";

export function createLandlordsService(deps: AppDeps) {
  const { store } = deps;

  return {
    async list(opts: { location?: string | undefined; limit?: number }): Promise<Landlord[]> {
      const limit = Math.min(opts.limit ?? LIMITS.landlordListDefault, LIMITS.landlordListMax);
      return (await store.landlords.list({ location: opts.location, limit })).map(toLandlord);
    },

    get(id: string): Landlord {
      const landlord = deps.search.landlord(id);
      if (!landlord) throw landlordNotFound();
      return landlord;
    },

    /** A page of the landlord's reviews in the order asked (docs/product-rules.md#verification-badges-and-replies), and how many there are in all. */
    async reviews(id: string, viewer: ViewerId, page: ReviewPage = {}): Promise<{ reviews: Review[]; total: number }> {
      const landlord = await store.landlords.byId(id);
      if (!landlord) throw landlordNotFound();
      return store.reviews.ofLandlord(landlord.id, viewer, page);
    },

    /** GET /api/landlords/search's list as UTF-8 JSON, lent by the search module: give it back with releaseSearchBody once the Response is made. */
    searchBody(input: SearchInput): Uint8Array {
      return deps.search.landlordsBody(input);
    },
    releaseSearchBody(body: Uint8Array): void {
      deps.search.releaseBody(body);
    },

    /** 201 with the new landlord, or 409 naming the existing one (the store settles a concurrent create). */
    async create(input: LandlordCreateInput): Promise<Landlord> {
      return toLandlord(await store.landlords.create(input));
    },
  };
}
