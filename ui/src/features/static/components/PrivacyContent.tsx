// The privacy policy, as the software practises it (issue 11): what is stored, what is public,
// for how long (POLICIES.retention), what a person can do alone (Account settings) and where to
// write for the rest (PRIVACY_EMAIL, else CONTACT_EMAIL, else the contact form).
import { Link } from "react-router-dom";
import { SITE_NAME, useSiteSettings } from "../../../lib/site";
import { paths } from "../../../lib/paths";
import { LockIcon } from "../../../components/icons";
import { StaticPage, InfoSection } from "../../../components/StaticPage";
import { POLICIES } from "../../../lib/policies";

export function PrivacyContent() {
  const { data: settings } = useSiteSettings();
  const privacyEmail = settings?.privacyEmail ?? null;
  return (
    <StaticPage
      contents
      title="Privacy Policy"
      icon={LockIcon}
      updated={POLICIES.privacyUpdated}
      lead={`What ${SITE_NAME} stores, what is public, how long it is kept, and what you can do about it.`}
    >
      <div className="stack prose">
        <InfoSection id="collect" title="What we store">
          <ul>
            <li>
              <strong>Your account:</strong> username, e-mail address, and the first and last name if you give them. Your
              password is stored only as a one-way hash (argon2id); nobody, including us, can read it.
            </li>
            <li>
              <strong>What you post:</strong> reviews (ratings, text, address, length of residence, rent), the helpful votes
              you cast and the reports you file.
            </li>
            <li>
              <strong>One session cookie:</strong> an HttpOnly cookie naming your session keeps you signed in for up to 30
              days. There are no advertising, analytics or tracking cookies, no analytics of any kind, and the site loads
              nothing from other sites.
            </li>
            <li>
              <strong>In your own browser only:</strong> your accessibility settings, and the name your dashboard greets you
              with (removed when you sign out). Neither is sent to us.
            </li>
            <li>
              <strong>If you sign in with another service</strong> (where the site offers it): which service, and your
              account id there. Never its passwords or tokens.
            </li>
            <li>
              <strong>To keep the site working and safe:</strong> the server writes a log line per request (time, page,
              status, your network address) and notes failed sign-ins with the e-mail address tried. Counters of sign-in
              attempts live in memory for at most 15 minutes.
            </li>
          </ul>
        </InfoSection>
        <InfoSection id="public" title="What is public">
          <p>
            Reviews, their ratings and rent details are public. A review shows the reviewer name you typed on it, or
            "Anonymous". Nothing shown to others tells which reviews were written by the same account: not your username,
            not your e-mail address, not an account id.
          </p>
          <p>
            The address of a review is shown to others at building level only: unit, apartment, suite and "#" numbers are
            removed, so that the length of your stay and your unit cannot point to you. You see the address as you typed it.
          </p>
        </InfoSection>
        <InfoSection id="use" title="How we use it">
          <ul>
            <li>To run your account, show your reviews and statistics on your dashboard, and count helpful votes.</li>
            <li>To moderate: reports and the content they concern are read by moderators. Who reported is never published.</li>
            <li>To protect the site: we limit repeated sign-in attempts and keep the records needed to stop abuse.</li>
            <li>To send a password reset link, when you ask for one and the site is set up to send e-mail.</li>
          </ul>
          <p>We do not sell your personal information, we share it with no one, and we run no analytics.</p>
        </InfoSection>
        <InfoSection id="retention" title="How long we keep it">
          <table>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Kept</th>
              </tr>
            </thead>
            <tbody>
              {POLICIES.retention.map((r) => (
                <tr key={r.what}>
                  <th scope="row">{r.what}</th>
                  <td>{r.how}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </InfoSection>
        <InfoSection id="rights" title="Your rights (CCPA and GDPR)">
          <p>
            Most of them you can use yourself, at once, in your <Link to={paths.account}>Account settings</Link>: correct
            your names and username, download everything stored about you as one file, and delete your account.
          </p>
          <p>For anything else (a question, an objection, a correction you cannot make yourself), write to us.</p>
          <p>
            We acknowledge every request within {POLICIES.privacyRequestAcknowledge}. California residents receive a full
            response within {POLICIES.ccpaResponse}, as the CCPA requires; residents of the EU, EEA and UK within{" "}
            {POLICIES.gdprResponse}, as the GDPR requires. We will not treat you differently for using these rights.
          </p>
        </InfoSection>
        <InfoSection id="age" title="Age">
          <p>
            {SITE_NAME} is for people aged {POLICIES.minimumAge} and over. We do not knowingly collect information from
            anyone younger.
          </p>
        </InfoSection>
        <InfoSection id="privacy-contact" title="Contact">
          <p data-testid="privacy-contact">
            {privacyEmail ? (
              <>
                Send privacy requests to <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> or through our{" "}
                <Link to={paths.contact}>contact form</Link>.
              </>
            ) : (
              <>
                Send privacy requests through our <Link to={paths.contact}>contact form</Link>.
              </>
            )}{" "}
            See also our <Link to={paths.terms}>Terms of Service</Link>.
          </p>
        </InfoSection>
      </div>
    </StaticPage>
  );
}
