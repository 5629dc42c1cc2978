// PLACEHOLDER: replaced by the page of product.md §2.
export function ContactPage() {
  return <h1>ContactPage</h1>;
}
