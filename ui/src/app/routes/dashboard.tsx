// PLACEHOLDER: replaced by the page of product.md §2.
export function DashboardPage() {
  return <h1>DashboardPage</h1>;
}
