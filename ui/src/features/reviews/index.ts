export { ReviewCard, type ReviewCardProps } from "./components/ReviewCard";
export { ReportDialog, type ReportDialogProps } from "./components/ReportDialog";
export { useOwnReviewOf, useRecentReviews, useUserReviews } from "./api";
export { reviewAnchor, useScrollToReviewAnchor } from "./components/use-review-anchor";
