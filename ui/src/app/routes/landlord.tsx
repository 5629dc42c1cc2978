// PLACEHOLDER: replaced by the page of product.md §2.
export function LandlordPage() {
  return <h1>LandlordPage</h1>;
}
