// Home (docs/product-rules.md#pages): the signed-in variant (search, recent reviews) or the signed-out landing,
// each with the search feature's box composed in.
import { useUser } from "../../lib/auth";
import { SignedInHome } from "../../features/home/components/SignedInHome";
import { SignedOutHome } from "../../features/home/components/SignedOutHome";
import { SearchBox } from "../../features/search/components/SearchBox";
import { useDocumentTitle } from "../../components/DocumentTitle";

export function HomePage() {
  const { user } = useUser();
  useDocumentTitle();
  return user ? <SignedInHome user={user} searchBox={<SearchBox />} /> : <SignedOutHome searchBox={<SearchBox />} />;
}
