export { ReviewCard, type ReviewCardProps } from "./components/ReviewCard";
export { DeleteReviewDialog, type DeleteReviewDialogProps } from "./components/DeleteReviewDialog";
export { ReportDialog, type ReportDialogProps } from "./components/ReportDialog";
export { deleteReview, voteHelpful, submitReport, refreshKeys } from "./api";
