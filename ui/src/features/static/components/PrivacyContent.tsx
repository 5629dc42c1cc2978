// The privacy policy, as the software practises it (issue 11): what is stored, what is public,
// for how long (POLICIES.retention), what a person can do alone (Account settings) and where to
// write for the rest (PRIVACY_EMAIL, else CONTACT_EMAIL, else the contact form).
import { Link } from "react-router-dom";
import { SITE_NAME, useSiteSettings } from "../../../lib/site";
import { paths } from "../../../lib/paths";
import { LockIcon } from "../../../components/icons";
import { StaticPage, InfoSection } from "../../../components/StaticPage";
import { POLICIES } from "../../../lib/policies";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function PrivacyContent() {
  const { data: settings } = useSiteSettings();
  const privacyEmail = settings?.privacyEmail ?? null;
  return (
    <StaticPage
      contents
      title={t`Privacy Policy`}
      icon={LockIcon}
      updated={POLICIES.privacyUpdated}
      lead={t`What ${SITE_NAME} stores, what is public, how long it is kept, and what you can do about it.`}
    >
      <div className="stack prose">
        <InfoSection id="collect" title={t`What we store`}>
          <ul>
            <li>
              <Trans><strong>Your account:</strong> username, e-mail address, and the first and last name if you give them. Your
              password is stored only as a one-way hash (argon2id); nobody, including us, can read it.</Trans>
            </li>
            <li>
              <Trans><strong>What you post:</strong> reviews (ratings, text, address, length of residence, rent), the helpful votes
              you cast and the reports you file.</Trans>
            </li>
            <li>
              <Trans><strong>One session cookie:</strong> an HttpOnly cookie naming your session keeps you signed in for up to 30
              days. There are no advertising, analytics or tracking cookies, no analytics of any kind, and the site loads
              nothing from other sites.</Trans>
            </li>
            <li>
              <Trans><strong>In your own browser only:</strong> your accessibility settings, and the name your dashboard greets you
              with (removed when you sign out). Neither is sent to us.</Trans>
            </li>
            <li>
              <Trans><strong>If you sign in with another service</strong> (where the site offers it): which service, and your
              account id there. Never its passwords or tokens.</Trans>
            </li>
            <li>
              <Trans><strong>To keep the site working and safe:</strong> the server writes a log line per request (time, page,
              status, your network address) and notes failed sign-ins with the e-mail address tried. Counters of sign-in
              attempts live in memory for at most 15 minutes.</Trans>
            </li>
          </ul>
        </InfoSection>
        <InfoSection id="public" title={t`What is public`}>
          <p>
            <Trans>Reviews, their ratings and rent details are public. A review shows the reviewer name you typed on it, or
            "Anonymous". Nothing shown to others tells which reviews were written by the same account: not your username,
            not your e-mail address, not an account id.</Trans>
          </p>
          <p>
            <Trans>The address of a review is shown to others at building level only: unit, apartment, suite and "#" numbers are
            removed, so that the length of your stay and your unit cannot point to you. You see the address as you typed it.</Trans>
          </p>
        </InfoSection>
        <InfoSection id="use" title={t`How we use it`}>
          <ul>
            <li><Trans>To run your account, show your reviews and statistics on your dashboard, and count helpful votes.</Trans></li>
            <li><Trans>To moderate: reports and the content they concern are read by moderators. Who reported is never published.</Trans></li>
            <li><Trans>To protect the site: we limit repeated sign-in attempts and keep the records needed to stop abuse.</Trans></li>
            <li><Trans>To send a password reset link, when you ask for one and the site is set up to send e-mail.</Trans></li>
          </ul>
          <p><Trans>We do not sell your personal information, we share it with no one, and we run no analytics.</Trans></p>
        </InfoSection>
        <InfoSection id="retention" title={t`How long we keep it`}>
          <table>
            <thead>
              <tr>
                <th scope="col"><Trans>Data</Trans></th>
                <th scope="col"><Trans>Kept</Trans></th>
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
        <InfoSection id="rights" title={t`Your rights (CCPA and GDPR)`}>
          <p>
            <Trans>Most of them you can use yourself, at once, in your <Link to={paths.account}>Account settings</Link>: correct
            your names and username, download everything stored about you as one file, and delete your account.</Trans>
          </p>
          <p><Trans>For anything else (a question, an objection, a correction you cannot make yourself), write to us.</Trans></p>
          <p>
            <Trans>We acknowledge every request within {POLICIES.privacyRequestAcknowledge}. California residents receive a full
            response within {POLICIES.ccpaResponse}, as the CCPA requires; residents of the EU, EEA and UK within{" "}
            {POLICIES.gdprResponse}, as the GDPR requires. We will not treat you differently for using these rights.</Trans>
          </p>
        </InfoSection>
        <InfoSection id="age" title={t`Age`}>
          <p>
            <Trans>{SITE_NAME} is for people aged {POLICIES.minimumAge} and over. We do not knowingly collect information from
            anyone younger.</Trans>
          </p>
        </InfoSection>
        <InfoSection id="privacy-contact" title={t`Contact`}>
          <p data-testid="privacy-contact">
            {privacyEmail ? (
              <Trans>
                Send privacy requests to <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> or through our{" "}
                <Link to={paths.contact}>contact form</Link>.
              </Trans>
            ) : (
              <Trans>
                Send privacy requests through our <Link to={paths.contact}>contact form</Link>.
              </Trans>
            )}{" "}
            <Trans>See also our <Link to={paths.terms}>Terms of Service</Link>.</Trans>
          </p>
        </InfoSection>
      </div>
    </StaticPage>
  );
}
