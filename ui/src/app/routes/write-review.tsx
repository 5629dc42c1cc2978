// PLACEHOLDER: replaced by the page of product.md §2.
export function WriteReviewPage() {
  return <h1>WriteReviewPage</h1>;
}
