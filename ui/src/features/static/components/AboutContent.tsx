import { Link } from "react-router-dom";
import { SITE_NAME } from "../../../lib/site";
import { paths } from "../../../lib/paths";
import { InfoIcon, ScaleIcon, ShieldIcon, StarIcon, UsersIcon, LockIcon } from "../../../components/icons";
import { StaticPage } from "../../../components/StaticPage";

const VALUES = [
  { icon: StarIcon, title: "Transparency", text: "Ratings are averages of real reviews, shown with the number of reviews behind them. No paid placements, no hidden scores." },
  { icon: ScaleIcon, title: "Fairness", text: "Renters speak from experience; landlords can get verified and are judged on the same four measures as everyone else." },
  { icon: ShieldIcon, title: "Safety", text: "People, not algorithms, review reported content. Personal information, harassment and discrimination are removed." },
  { icon: LockIcon, title: "Privacy", text: "Post anonymously if you prefer. We keep one session cookie, no advertising trackers, and nothing loads from third parties." },
] as const;

export function AboutContent() {
  return (
    <StaticPage
      title={`About ${SITE_NAME}`}
      icon={InfoIcon}
      lead={`${SITE_NAME} is a community where renters share honest reviews of landlords and property managers, so that everyone can rent with their eyes open.`}
    >
      <div className="stack-lg">
        <section className="card" aria-labelledby="mission">
          <h2 id="mission">Our mission</h2>
          <p>
            Signing a lease is one of the biggest commitments most people make, yet renters usually know almost nothing
            about the person they will depend on for repairs, deposits and a safe home. {SITE_NAME} exists to change that:
            we are empowering renters with transparent reviews and ratings of property owners and managers.
          </p>
          <p>
            Every review rates a landlord on four things: overall experience, responsiveness, maintenance and fairness.
            Reviews can also record the rent paid, whether utilities were included and how long the tenancy lasted, so
            the next renter sees the whole picture.
          </p>
        </section>

        <section aria-labelledby="values">
          <h2 id="values">What we stand for</h2>
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
          <h2 id="who">Who {SITE_NAME} is for</h2>
          <div className="grid-3">
            <div className="stack-sm">
              <h3><UsersIcon /> Renters</h3>
              <p className="muted">Search landlords by name or address, read reviews, write your own (anonymously if you like), vote reviews helpful and report anything that breaks the rules.</p>
            </div>
            <div className="stack-sm">
              <h3><ShieldIcon /> Landlords</h3>
              <p className="muted">See what tenants say, and <Link to={paths.landlordVerification}>apply for verification</Link> to earn the Trusted Landlord, Top Rated and Verified Property Owner badges.</p>
            </div>
            <div className="stack-sm">
              <h3><ScaleIcon /> Moderators</h3>
              <p className="muted">Review every report against our <Link to={paths.communityGuidelines}>community guidelines</Link> and remove fake, abusive or private content.</p>
            </div>
          </div>
        </section>

        <section className="cta-band" aria-labelledby="about-cta">
          <h2 id="about-cta">Questions or ideas?</h2>
          <p className="muted">We read every message and reply within 24 hours.</p>
          <div className="btn-row">
            <Link to={paths.contact} role="button">Contact us</Link>
            <Link to={paths.search()} role="button" className="outline">Browse Landlords</Link>
          </div>
        </section>
      </div>
    </StaticPage>
  );
}
