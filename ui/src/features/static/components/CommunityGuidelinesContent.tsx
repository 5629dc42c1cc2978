import { Link } from "react-router-dom";
import { REPORT_CATEGORIES } from "@contract/constants";
import { SITE_NAME } from "../../../lib/site";
import { paths } from "../../../lib/paths";
import { UsersIcon, CheckCircleIcon, AlertIcon, FlagIcon, ScaleIcon } from "../../../components/icons";
import { StaticPage, InfoSection } from "../../../components/StaticPage";
import { POLICIES } from "../../../lib/policies";

export function CommunityGuidelinesContent() {
  return (
    <StaticPage
      contents
      title="Community Guidelines"
      icon={UsersIcon}
      updated={POLICIES.updated}
      lead={`${SITE_NAME} works because reviews are honest, specific and respectful. These guidelines apply to everything posted here.`}
    >
      <div className="stack prose">
        <div className="grid-2">
          <section className="card" aria-labelledby="do-title">
            <h2 id="do-title" style={{ fontSize: "1.2rem", color: "var(--rf-success)" }}><CheckCircleIcon /> Do</h2>
            <ul>
              <li>Write about your own tenancy with that landlord or manager.</li>
              <li>Be specific: repairs, response times, deposit returns, communication.</li>
              <li>Mention what went well as well as what did not.</li>
              <li>Stick to facts you know and opinions you hold honestly.</li>
              <li>Keep it civil, even when the experience was bad.</li>
            </ul>
          </section>
          <section className="card" aria-labelledby="dont-title">
            <h2 id="dont-title" style={{ fontSize: "1.2rem", color: "var(--rf-danger)" }}><AlertIcon /> Don't</h2>
            <ul>
              <li>Post phone numbers, email addresses or other personal information.</li>
              <li>Harass, threaten or insult anyone, or attack people personally.</li>
              <li>Discriminate against anyone for who they are.</li>
              <li>Post fake reviews, review yourself, or review a competitor.</li>
              <li>Advertise, spam, or copy text you did not write.</li>
            </ul>
          </section>
        </div>
        <InfoSection id="report" title="Reporting content">
          <p>
            <FlagIcon /> Use the Report button on any review or landlord profile. Choose the category that fits best and
            describe the problem in at least 10 characters. Reviews can be reported as:
          </p>
          <ul>
            {REPORT_CATEGORIES.review.map((c) => <li key={c}>{c}</li>)}
          </ul>
          <p>Landlord profiles can be reported as: {REPORT_CATEGORIES.landlord.join(", ")}.</p>
        </InfoSection>
        <InfoSection id="moderation" title="What happens next">
          <p>
            Moderators review reports promptly. Content that breaks these guidelines is removed, permanently, and the
            author's account receives a sanction:
          </p>
          <ol>
            {POLICIES.sanctions.map((s) => (
              <li key={s.offense}><strong>{s.offense}:</strong> {s.action}</li>
            ))}
          </ol>
          <p>
            Every moderation action is published, without names, in the <Link to={paths.moderationLog}>Moderation Log</Link>.
          </p>
        </InfoSection>
        <InfoSection id="appeal" title="Appeals">
          <p>
            <ScaleIcon /> Think we got it wrong? Appeal within {POLICIES.appealWindow} through the{" "}
            <Link to={paths.contact}>contact form</Link>; you'll have an answer within {POLICIES.appealAnswer}.
          </p>
        </InfoSection>
        <InfoSection id="landlord-responses" title="For landlords">
          <p>
            Landlords may not review their own properties or ask tenants to change reviews in exchange for anything.
            If a profile about you is wrong, report it as "Incorrect information" or{" "}
            <Link to={paths.landlordVerification}>get verified</Link>. See also our <Link to={paths.terms}>Terms of Service</Link>.
          </p>
        </InfoSection>
      </div>
    </StaticPage>
  );
}
