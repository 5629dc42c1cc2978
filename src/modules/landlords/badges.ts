// Landlord badges and per-category ratings (docs/product-rules.md#verification-badges-and-replies, the criteria of docs/product-rules.md#constants). Computed
// from the figures stored on the landlord row, which recomputeFigures keeps in the same
// transaction as every review change, and from its owner link, which an approved verification
// request sets: so a badge appears or disappears with the change that earns or loses it.
import { BADGE_CRITERIA, type LandlordBadge } from "../../contract/constants";
import type { Landlord } from "../../contract/types";

export interface LandlordFigures {
  averageRating: number;
  totalReviews: number;
  responsivenessRating: number;
  maintenanceRating: number;
  fairnessRating: number;
  ownerUserId: number | null;
}

export function badgesOf(f: Pick<LandlordFigures, "averageRating" | "totalReviews" | "ownerUserId">): LandlordBadge[] {
  const badges: LandlordBadge[] = [];
  if (f.ownerUserId != null) badges.push("verified");
  const { trusted, topRated } = BADGE_CRITERIA;
  if (f.averageRating >= trusted.minAverage && f.totalReviews >= trusted.minReviews) badges.push("trusted");
  if (f.averageRating >= topRated.minAverage && f.totalReviews >= topRated.minReviews) badges.push("top-rated");
  return badges;
}

export function ratingsOf(f: LandlordFigures): Landlord["ratings"] {
  return {
    overall: f.averageRating,
    responsiveness: f.responsivenessRating,
    maintenance: f.maintenanceRating,
    fairness: f.fairnessRating,
  };
}
