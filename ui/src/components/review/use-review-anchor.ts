// A review's anchor on its landlord's page (docs/product-rules.md#moderation: a moderator's "View" goes to the
// review itself). The browser scrolls to a fragment only when the page loads with the element in
// it, and a link followed inside the app (history.pushState) never sets :target; so once the
// reviews are drawn, the page scrolls to the one the URL names, focuses it and marks it
// highlighted (reviews.css).
import { useEffect } from "react";
import { useLocation } from "react-router-dom";

export const reviewAnchor = (reviewId: string) => `review-${reviewId}`;
const HIGHLIGHTED = "review-card--highlighted";

export function useScrollToReviewAnchor(reviewsShown: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!reviewsShown || !hash.startsWith("#review-")) return;
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!el) return;
    el.scrollIntoView({ block: "center" });
    el.focus({ preventScroll: true });
    el.classList.add(HIGHLIGHTED);
    return () => el.classList.remove(HIGHLIGHTED);
  }, [reviewsShown, hash]);
}
