// PLACEHOLDER: replaced by the page of product.md §2.
export function AboutPage() {
  return <h1>AboutPage</h1>;
}
