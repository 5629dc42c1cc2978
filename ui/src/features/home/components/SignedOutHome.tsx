// The signed-out home page (docs/product-rules.md#pages): search first (the search box in the hero and the
// Recent Reviews grid right under it, as signed-in renters get them: a visitor comes to look a
// landlord up), then the marketing landing: buttons to /auth, /search and /landlord-verification,
// feature cards linking to /search, /write-review, /about and /dashboard, how it works, and a
// closing call to action.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { SITE_NAME } from "../../../lib/site";
import { paths } from "../../../lib/paths";
import {
  ArrowRightIcon,
  InfoIcon,
  LayoutIcon,
  PenIcon,
  SearchIcon,
  ShieldCheckIcon,
  StarIcon,
  UsersIcon,
  ScaleIcon,
} from "../../../components/icons";
import { HowItWorks } from "./HowItWorks";
import { RecentReviews } from "./RecentReviews";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

const FEATURES = [
  {
    to: paths.search(),
    icon: SearchIcon,
    get title() { return t`Search landlords`; },
    get text() { return t`Find any landlord or property manager by name or by property address, narrowed to your city.`; },
    get more() { return t`Start searching`; },
  },
  {
    to: paths.writeReview(),
    icon: PenIcon,
    get title() { return t`Write a review`; },
    get text() { return t`Rate responsiveness, maintenance and fairness, share what you paid and what you wish you had known.`; },
    get more() { return t`Write a review`; },
  },
  {
    to: paths.about,
    icon: InfoIcon,
    get title() { return t`Why ${SITE_NAME}`; },
    get text() { return t`Independent, renter-first and moderated by people, with clear rules for everyone who posts.`; },
    get more() { return t`About us`; },
  },
  {
    to: paths.dashboard,
    icon: LayoutIcon,
    get title() { return t`Your dashboard`; },
    get text() { return t`Keep track of your reviews, the helpful votes they earn and your progress as a contributor.`; },
    get more() { return t`Open your dashboard`; },
  },
] as const;

/** `searchBox`: the search feature's box, composed in by the route (app/routes/home.tsx). */
export function SignedOutHome({ searchBox }: { searchBox: ReactNode }) {
  return (
    <div data-testid="home-signed-out">
      <section className="hero" aria-labelledby="home-title">
        <span className="badge badge-secondary" style={{ marginBottom: "1rem" }}>
          <ShieldCheckIcon /> <Trans>Honest reviews by real renters</Trans>
        </span>
        <h1 id="home-title"><Trans>Know your landlord before you sign the lease</Trans></h1>
        <p className="lead">
          <Trans>{SITE_NAME} helps renters find, rate and review landlords and property managers, so the next tenant
          knows what to expect: repairs, responsiveness, deposits and rent.</Trans>
        </p>
        <div className="hero-search">
          {searchBox}
        </div>
        <div className="btn-row" style={{ marginTop: "1.5rem" }}>
          <Link to={paths.auth} role="button" className="light">
            <Trans>Get Started</Trans> <ArrowRightIcon />
          </Link>
          <Link to={paths.search()} role="button" className="secondary-on-dark">
            <SearchIcon /> <Trans>Browse Landlords</Trans>
          </Link>
          <Link to={paths.landlordVerification} role="button" className="secondary-on-dark">
            <ShieldCheckIcon /> <Trans>I&apos;m a Landlord</Trans>
          </Link>
        </div>
        <div className="hero-stats">
          <div><strong><Trans>Four ratings</Trans></strong><span><Trans>in every review: overall, responsiveness, maintenance, fairness</Trans></span></div>
          <div><strong><Trans>Free</Trans></strong><span><Trans>to search, read and review</Trans></span></div>
          <div><strong><Trans>Anonymous</Trans></strong><span><Trans>reviews whenever you prefer</Trans></span></div>
        </div>
      </section>

      <RecentReviews />

      <section className="section" aria-labelledby="features">
        <h2 id="features"><Trans>Everything you need to rent with confidence</Trans></h2>
        <div className="grid-cards">
          {FEATURES.map((f) => (
            <Link key={f.title} to={f.to} className="card card-interactive feature-card">
              <span className="icon-bubble" aria-hidden="true"><f.icon /></span>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
              <span className="more" aria-hidden="true">{f.more} →</span>
            </Link>
          ))}
        </div>
      </section>

      <HowItWorks />

      <section className="section" aria-labelledby="trust">
        <h2 id="trust"><Trans>Built on trust</Trans></h2>
        <div className="grid-3">
          <div className="card stack-sm">
            <span className="icon-bubble" aria-hidden="true"><StarIcon /></span>
            <h3><Trans>Detailed ratings</Trans></h3>
            <p className="muted"><Trans>Every review rates four things in half stars, so a landlord who fixes things fast but keeps deposits shows both.</Trans></p>
          </div>
          <div className="card stack-sm">
            <span className="icon-bubble" aria-hidden="true"><UsersIcon /></span>
            <h3><Trans>Moderated community</Trans></h3>
            <p className="muted"><Trans>Anyone can report a review or a profile. Moderators review reports and remove what breaks the <Link to={paths.communityGuidelines}>community guidelines</Link>.</Trans></p>
          </div>
          <div className="card stack-sm">
            <span className="icon-bubble" aria-hidden="true"><ScaleIcon /></span>
            <h3><Trans>Fair to landlords too</Trans></h3>
            <p className="muted"><Trans>Landlords can <Link to={paths.landlordVerification}>get verified</Link> and earn badges for consistently good ratings.</Trans></p>
          </div>
        </div>
      </section>

      <section className="section cta-band" aria-labelledby="cta">
        <h2 id="cta"><Trans>Rented before? Your experience counts.</Trans></h2>
        <p className="muted"><Trans>It takes about five minutes and helps every renter who comes after you.</Trans></p>
        <div className="btn-row">
          <Link to={paths.auth} role="button"><Trans>Create a free account</Trans></Link>
          <Link to={paths.search()} role="button" className="outline"><Trans>Browse Landlords</Trans></Link>
        </div>
      </section>
    </div>
  );
}
