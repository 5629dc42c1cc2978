import { Link } from "react-router-dom";
import { SITE_NAME } from "../../../lib/site";
import { paths } from "../../../lib/paths";
import { LockIcon } from "../../../components/icons";
import { StaticPage, InfoSection } from "./StaticPage";
import { CONTACT, POLICIES } from "../policies";

export function PrivacyContent() {
  return (
    <StaticPage
      contents
      title="Privacy Policy"
      icon={LockIcon}
      updated={POLICIES.updated}
      lead={`What ${SITE_NAME} collects, why, how long we keep it, and the rights you have over it.`}
    >
      <div className="stack prose">
        <InfoSection id="collect" title="What we collect">
          <ul>
            <li><strong>Your account:</strong> username, email address, and optionally your first and last name. Your password is stored only as a one-way hash (argon2id); nobody, including us, can read it.</li>
            <li><strong>What you post:</strong> reviews, ratings, rent details, reports and helpful votes.</li>
            <li><strong>A session cookie:</strong> one HttpOnly cookie keeps you signed in for up to 30 days. We use no advertising or tracking cookies, and the site loads nothing from third parties.</li>
            <li><strong>Your accessibility settings:</strong> stored only in your own browser (local storage), never sent to us.</li>
          </ul>
        </InfoSection>
        <InfoSection id="public" title="What is public">
          <p>
            Reviews, their ratings and rent details are public. A review shows the reviewer name you chose, or
            "Anonymous" if you posted anonymously. Your email address and your account's other details are never shown
            to other users or to landlords.
          </p>
        </InfoSection>
        <InfoSection id="use" title="How we use it">
          <ul>
            <li>To run your account, show your reviews and statistics on your dashboard, and count helpful votes.</li>
            <li>To moderate: reports and the content they concern are reviewed by our moderators.</li>
            <li>To protect the site: we limit repeated sign-in attempts and keep the records needed to stop abuse.</li>
          </ul>
          <p>We do not sell your personal information and we do not share it with advertisers.</p>
        </InfoSection>
        <InfoSection id="retention" title="How long we keep it">
          <table>
            <thead>
              <tr><th scope="col">Data</th><th scope="col">Retention</th></tr>
            </thead>
            <tbody>
              {POLICIES.retention.map((r) => (
                <tr key={r.what}><th scope="row">{r.what}</th><td>{r.how}</td></tr>
              ))}
            </tbody>
          </table>
        </InfoSection>
        <InfoSection id="rights" title="Your rights (CCPA and GDPR)">
          <p>Wherever you live, you can ask us to:</p>
          <ul>
            <li>tell you what personal information we hold about you and give you a copy;</li>
            <li>correct information that is wrong;</li>
            <li>delete your account and personal information;</li>
            <li>stop any processing you object to.</li>
          </ul>
          <p>
            We acknowledge every request within {POLICIES.privacyRequestAcknowledge}. California residents receive a full
            response within {POLICIES.ccpaResponse}, as the CCPA requires; residents of the EU, EEA and UK within{" "}
            {POLICIES.gdprResponse}, as the GDPR requires. We will not treat you differently for using these rights.
          </p>
        </InfoSection>
        <InfoSection id="age" title="Age">
          <p>{SITE_NAME} is for people aged {POLICIES.minimumAge} and over. We do not knowingly collect information from anyone younger.</p>
        </InfoSection>
        <InfoSection id="privacy-contact" title="Contact">
          <p>
            Send privacy requests to {CONTACT.privacy} or through our <Link to={paths.contact}>contact form</Link>. See also
            our <Link to={paths.terms}>Terms of Service</Link>.
          </p>
        </InfoSection>
      </div>
    </StaticPage>
  );
}
