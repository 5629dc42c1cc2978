// The signed-in home page (docs/product-rules.md#pages): a hero with the search box, the Recent Reviews grid,
// how it works, and calls to action to /write-review and /search.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { User } from "@contract/types";
import { displayName } from "../../../lib/auth";
import { paths } from "../../../lib/paths";
import { PenIcon, SearchIcon } from "../../../components/icons";
import { HowItWorks } from "./HowItWorks";
import { RecentReviews } from "./RecentReviews";
import { Trans } from "@lingui/react/macro";

/** `searchBox`: the search feature's box, composed in by the route (app/routes/home.tsx). */
export function SignedInHome({ user, searchBox }: { user: User; searchBox: ReactNode }) {
  return (
    <div data-testid="home-signed-in">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title"><Trans>Welcome back, {displayName(user)}</Trans></h1>
        <p className="lead"><Trans>Search for a landlord or a property address to read what other renters say.</Trans></p>
        <div className="hero-search">
          {searchBox}
        </div>
      </section>

      <RecentReviews />

      <HowItWorks />

      <section className="section cta-band" aria-labelledby="cta">
        <h2 id="cta"><Trans>Help the next renter</Trans></h2>
        <p className="muted"><Trans>Share your experience with a landlord, or look one up before you sign.</Trans></p>
        <div className="btn-row">
          <Link to={paths.writeReview()} role="button"><PenIcon /> <Trans>Write a Review</Trans></Link>
          <Link to={paths.search()} role="button" className="outline"><SearchIcon /> <Trans>Browse Landlords</Trans></Link>
        </div>
      </section>
    </div>
  );
}
