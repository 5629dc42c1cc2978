// The words of the landlord badges (docs/product-rules.md#verification-badges-and-replies): a label and what earned it,
// shown on hover and read to screen readers.
import type { LandlordBadge } from "@contract/constants";
import { BADGE_CRITERIA } from "@contract/constants";
import { t } from "@lingui/core/macro";

export const BADGE_WORDS: Record<LandlordBadge, { label: string; explanation: string }> = {
  verified: {
    get label() { return t`Verified Property Owner`; },
    get explanation() { return t`The owner of this profile confirmed their ownership or management to our moderators.`; },
  },
  trusted: {
    get label() { return t`Trusted Landlord`; },
    get explanation() { return t`An average rating of ${BADGE_CRITERIA.trusted.minAverage.toFixed(1)} or higher across at least ${BADGE_CRITERIA.trusted.minReviews} reviews.`; },
  },
  "top-rated": {
    get label() { return t`Top Rated`; },
    get explanation() { return t`An average rating of ${BADGE_CRITERIA.topRated.minAverage.toFixed(1)} or higher across at least ${BADGE_CRITERIA.topRated.minReviews} reviews.`; },
  },
};
