// PLACEHOLDER: replaced by the page of product.md §2.
export function LandlordVerificationPage() {
  return <h1>LandlordVerificationPage</h1>;
}
