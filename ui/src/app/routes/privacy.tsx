// PLACEHOLDER: replaced by the page of product.md §2.
export function PrivacyPage() {
  return <h1>PrivacyPage</h1>;
}
