// The reviews store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/reviews.ts `createReviewsStore`.

export interface ReviewsStore {}
