// Home (docs/product-rules.md#pages): the signed-in variant (search, recent reviews) or the signed-out landing.
import { useUser } from "../../lib/auth";
import { SignedInHome } from "../../features/home/components/SignedInHome";
import { SignedOutHome } from "../../features/home/components/SignedOutHome";
import { useDocumentTitle } from "../../components/DocumentTitle";

export function HomePage() {
  const { user } = useUser();
  useDocumentTitle();
  return user ? <SignedInHome user={user} /> : <SignedOutHome />;
}
