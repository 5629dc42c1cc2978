import { Link } from "react-router-dom";
import { SITE_NAME } from "../../../lib/site";
import { paths } from "../../../lib/paths";
import { InfoIcon, ScaleIcon, ShieldIcon, StarIcon, UsersIcon, LockIcon } from "../../../components/icons";
import { StaticPage } from "../../../components/StaticPage";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

const VALUES = [
  { icon: StarIcon, get title() { return t`Transparency`; }, get text() { return t`Ratings are averages of real reviews, shown with the number of reviews behind them. No paid placements, no hidden scores.`; } },
  { icon: ScaleIcon, get title() { return t`Fairness`; }, get text() { return t`Renters speak from experience; landlords can get verified and are judged on the same four measures as everyone else.`; } },
  { icon: ShieldIcon, get title() { return t`Safety`; }, get text() { return t`People, not algorithms, review reported content. Personal information, harassment and discrimination are removed.`; } },
  { icon: LockIcon, get title() { return t`Privacy`; }, get text() { return t`Post anonymously if you prefer. We keep one session cookie, no advertising trackers, and nothing loads from third parties.`; } },
] as const;

export function AboutContent() {
  return (
    <StaticPage
      title={t`About ${SITE_NAME}`}
      icon={InfoIcon}
      lead={t`${SITE_NAME} is a community where renters share honest reviews of landlords and property managers, so that everyone can rent with their eyes open.`}
    >
      <div className="stack-lg">
        <section className="card" aria-labelledby="mission">
          <h2 id="mission"><Trans>Our mission</Trans></h2>
          <p>
            <Trans>Signing a lease is one of the biggest commitments most people make, yet renters usually know almost nothing
            about the person they will depend on for repairs, deposits and a safe home. {SITE_NAME} exists to change that:
            we are empowering renters with transparent reviews and ratings of property owners and managers.</Trans>
          </p>
          <p>
            <Trans>Every review rates a landlord on four things: overall experience, responsiveness, maintenance and fairness.
            Reviews can also record the rent paid, whether utilities were included and how long the tenancy lasted, so
            the next renter sees the whole picture.</Trans>
          </p>
        </section>

        <section aria-labelledby="values">
          <h2 id="values"><Trans>What we stand for</Trans></h2>
          <div className="grid-cards">
            {VALUES.map((v) => (
              <div key={v.title} className="card stack-sm">
                <span className="icon-bubble" aria-hidden="true"><v.icon /></span>
                <h3>{v.title}</h3>
                <p className="muted">{v.text}</p>
              </div>
            ))}
          </div>
        </section>

        <section className="card" aria-labelledby="who">
          <h2 id="who"><Trans>Who {SITE_NAME} is for</Trans></h2>
          <div className="grid-3">
            <div className="stack-sm">
              <h3><UsersIcon /> <Trans>Renters</Trans></h3>
              <p className="muted"><Trans>Search landlords by name or address, read reviews, write your own (anonymously if you like), vote reviews helpful and report anything that breaks the rules.</Trans></p>
            </div>
            <div className="stack-sm">
              <h3><ShieldIcon /> <Trans>Landlords</Trans></h3>
              <p className="muted"><Trans>See what tenants say, and <Link to={paths.landlordVerification}>apply for verification</Link> to earn the Trusted Landlord, Top Rated and Verified Property Owner badges.</Trans></p>
            </div>
            <div className="stack-sm">
              <h3><ScaleIcon /> <Trans>Moderators</Trans></h3>
              <p className="muted"><Trans>Review every report against our <Link to={paths.communityGuidelines}>community guidelines</Link> and remove fake, abusive or private content.</Trans></p>
            </div>
          </div>
        </section>

        <section className="cta-band" aria-labelledby="about-cta">
          <h2 id="about-cta"><Trans>Questions or ideas?</Trans></h2>
          <p className="muted"><Trans>We read every message and reply within 24 hours.</Trans></p>
          <div className="btn-row">
            <Link to={paths.contact} role="button"><Trans>Contact us</Trans></Link>
            <Link to={paths.search()} role="button" className="outline"><Trans>Browse Landlords</Trans></Link>
          </div>
        </section>
      </div>
    </StaticPage>
  );
}
