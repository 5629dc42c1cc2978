// The words of the landlord badges (docs/product-rules.md#verification-badges-and-replies): a label and what earned it,
// shown on hover and read to screen readers.
import type { LandlordBadge } from "@contract/constants";
import { BADGE_CRITERIA } from "@contract/constants";

export const BADGE_WORDS: Record<LandlordBadge, { label: string; explanation: string }> = {
  verified: {
    label: "Verified Property Owner",
    explanation: "The owner of this profile confirmed their ownership or management to our moderators.",
  },
  trusted: {
    label: "Trusted Landlord",
    explanation: `An average rating of ${BADGE_CRITERIA.trusted.minAverage.toFixed(1)} or higher across at least ${BADGE_CRITERIA.trusted.minReviews} reviews.`,
  },
  "top-rated": {
    label: "Top Rated",
    explanation: `An average rating of ${BADGE_CRITERIA.topRated.minAverage.toFixed(1)} or higher across at least ${BADGE_CRITERIA.topRated.minReviews} reviews.`,
  },
};
