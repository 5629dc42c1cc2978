// Landlord rules (docs/product-rules.md#landlords): list, get, search, create with the
// duplicate rule. Plain values in and out; routes do HTTP, the repository does SQL. Reads that
// the search module caches (one landlord, search results) go through `deps.search`.
import type { AppDeps } from "../../deps";
import type { Landlord, Review } from "../../contract/types";
import type { LandlordCreateInput } from "../../contract/schemas";
import { LIMITS } from "../../contract/constants";
import { isUniqueViolation } from "../../http";
import { commit } from "../../events";
import type { LandlordRow } from "../../store/sqlite/schema";
import type { SearchInput } from "../search/service";
import { countReviewsOf, reviewsOfLandlord, type ReviewPage, type ViewerId } from "../../store/sqlite/reviews";
import { landlordExists, landlordNotFound } from "./errors";
import * as repo from "../../store/sqlite/landlords";

export function createLandlordsService(deps: AppDeps) {
  const { db } = deps;

  return {
    list(opts: { location?: string | undefined; limit?: number }): Landlord[] {
      const limit = Math.min(opts.limit ?? LIMITS.landlordListDefault, LIMITS.landlordListMax);
      return repo.listLandlords(db, { location: opts.location, limit }).map(repo.toLandlord);
    },

    get(id: string): Landlord {
      const landlord = deps.search.landlord(id);
      if (!landlord) throw landlordNotFound();
      return landlord;
    },

    /** A page of the landlord's reviews in the order asked (docs/product-rules.md#verification-badges-and-replies), and how many there are in all. */
    reviews(id: string, viewer: ViewerId, page: ReviewPage = {}): { reviews: Review[]; total: number } {
      const landlord = mustExist(id);
      return { reviews: reviewsOfLandlord(db, landlord.id, viewer, page), total: countReviewsOf(db, landlord.id) };
    },

    /** GET /api/landlords/search's list as UTF-8 JSON, lent by the search module: give it back with releaseSearchBody once the Response is made. */
    searchBody(input: SearchInput): Uint8Array {
      return deps.search.landlordsBody(input);
    },
    releaseSearchBody(body: Uint8Array): void {
      deps.search.releaseBody(body);
    },

    /** 201 with the new landlord, or 409 naming the existing one. */
    create(input: LandlordCreateInput): Landlord {
      let row: LandlordRow;
      try {
        row = commit(deps, (tx, raise) => {
          const existing = repo.landlordByKey(tx, input.name, input.location);
          if (existing) throw landlordExists({ landlordId: existing.id });
          const inserted = repo.insertLandlord(tx, input);
          raise("landlord.changed", { landlordId: inserted.id });
          return inserted;
        });
      } catch (error) {
        // A concurrent create won the race; the unique index decided.
        if (isUniqueViolation(error, "landlords")) {
          const existing = repo.landlordByKey(db, input.name, input.location);
          if (existing) throw landlordExists({ landlordId: existing.id });
        }
        throw error;
      }
      return repo.toLandlord(row);
    },
  };

  function mustExist(id: string): LandlordRow {
    const row = repo.landlordById(db, id);
    if (!row) throw landlordNotFound();
    return row;
  }
}
