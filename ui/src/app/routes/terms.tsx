// PLACEHOLDER: replaced by the page of product.md §2.
export function TermsPage() {
  return <h1>TermsPage</h1>;
}
