// Review rules (docs/product-rules.md#reviews): one review per user and landlord; a new landlord from
// `landlordData` (or the existing one it matches) in the same transaction as the review and its
// figures; owners edit, owners or admins delete; an admin's delete resolves pending reports on it.
// The reviews store (src/store/reviews.ts) keeps these rules inside its transactions and raises
// landlord.changed with every change, which the search module hears after the commit.
import type { AppDeps } from "../../deps";
import type { Review, ReviewCreated } from "../../contract/types";
import type { ReviewFields } from "../../contract/schemas";
import type { UserRow } from "../../store/rows";
import type { ReviewCreateInput, ViewerId } from "../../store/reviews";

export type ReviewCreateValues = ReviewCreateInput;

export function createReviewsService(deps: AppDeps) {
  const { store } = deps;

  return {
    create(user: Pick<UserRow, "id">, input: ReviewCreateValues, opts: { createdAt?: string } = {}): Promise<ReviewCreated> {
      return store.reviews.create(user.id, input, opts);
    },

    /** PUT: the owner only. rentPeriod is kept when the body leaves it out. */
    update(user: Pick<UserRow, "id">, reviewId: string, fields: Partial<ReviewFields>): Promise<Review> {
      return store.reviews.update(user.id, reviewId, fields);
    },

    /** DELETE: the owner or an admin. An admin's delete also resolves pending reports on the review. */
    remove(user: Pick<UserRow, "id" | "isAdmin">, reviewId: string): Promise<void> {
      return store.reviews.remove({ id: user.id, isAdmin: user.isAdmin === 1 }, reviewId);
    },

    recent: (limit: number, viewer: ViewerId): Promise<Review[]> => store.reviews.recent(limit, viewer),
    ofUser: (userId: number): Promise<Review[]> => store.reviews.ofUser(userId),
  };
}
