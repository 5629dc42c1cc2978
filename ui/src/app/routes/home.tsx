// PLACEHOLDER: replaced by the page of product.md §2.
export function HomePage() {
  return <h1>HomePage</h1>;
}
