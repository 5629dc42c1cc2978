// PLACEHOLDER: replaced by the page of product.md §2.
export function CommunityGuidelinesPage() {
  return <h1>CommunityGuidelinesPage</h1>;
}
