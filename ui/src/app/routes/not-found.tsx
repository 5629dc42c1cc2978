// PLACEHOLDER: replaced by the page of product.md §2.
export function NotFoundPage() {
  return <h1>NotFoundPage</h1>;
}
