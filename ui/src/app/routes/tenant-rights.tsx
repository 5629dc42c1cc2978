// PLACEHOLDER: replaced by the page of product.md §2.
export function TenantRightsPage() {
  return <h1>TenantRightsPage</h1>;
}
