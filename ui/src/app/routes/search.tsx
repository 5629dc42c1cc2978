// PLACEHOLDER: replaced by the page of product.md §2.
export function SearchPage() {
  return <h1>SearchPage</h1>;
}
