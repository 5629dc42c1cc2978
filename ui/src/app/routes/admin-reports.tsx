// PLACEHOLDER: replaced by the page of product.md §2.
export function AdminReportsPage() {
  return <h1>AdminReportsPage</h1>;
}
