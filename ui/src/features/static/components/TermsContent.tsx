import { Link } from "react-router-dom";
import { SITE_NAME } from "../../../lib/site";
import { paths } from "../../../lib/paths";
import { FileTextIcon } from "../../../components/icons";
import { StaticPage, InfoSection } from "../../../components/StaticPage";
import { POLICIES } from "../../../lib/policies";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function TermsContent() {
  return (
    <StaticPage
      contents
      title={t`Terms of Service`}
      icon={FileTextIcon}
      updated={POLICIES.updated}
      lead={t`The rules for using ${SITE_NAME}. By creating an account or posting a review you agree to them.`}
    >
      <div className="stack prose">
        <InfoSection id="eligibility" title={t`1. Who may use the site`}>
          <p>
            <Trans>You must be at least {POLICIES.minimumAge} years old to create an account. You are responsible for keeping
            your password safe and for everything posted from your account. One person, one account.</Trans>
          </p>
        </InfoSection>
        <InfoSection id="content" title={t`2. What you post`}>
          <ul>
            <li><Trans>Reviews must describe your own, genuine experience as a tenant of that landlord or property manager.</Trans></li>
            <li><Trans>Be truthful. Opinions are welcome; false statements of fact are not.</Trans></li>
            <li><Trans>Do not post personal information such as phone numbers, email addresses or home addresses of individuals.</Trans></li>
            <li><Trans>You may review a landlord once; you can edit or delete your review at any time from your dashboard.</Trans></li>
          </ul>
          <p>
            <Trans>You keep ownership of what you write. By posting, you give {SITE_NAME} a non-exclusive, royalty-free licence
            to display it on the site for as long as it stays published.</Trans>
          </p>
        </InfoSection>
        <InfoSection id="prohibited" title={t`3. What is not allowed`}>
          <p>
            <Trans>Fake or paid reviews, reviews of yourself or your competitors, harassment, threats, hate speech,
            discrimination, spam and anything that breaks the law. The{" "}
            <Link to={paths.communityGuidelines}>community guidelines</Link> explain these in detail.</Trans>
          </p>
        </InfoSection>
        <InfoSection id="sanctions" title={t`4. Moderation and sanctions`}>
          <p><Trans>Moderators remove content that breaks these terms. Repeat offenses lead to escalating sanctions:</Trans></p>
          <ol>
            {POLICIES.sanctions.map((s) => (
              <li key={s.offense}><strong>{s.offense}:</strong> {s.action}</li>
            ))}
          </ol>
          <p><Trans>Severe abuse, such as threats or fraud, may lead to the account being closed at once.</Trans></p>
        </InfoSection>
        <InfoSection id="appeals" title={t`5. Appeals`}>
          <p>
            <Trans>If you believe a moderation decision was wrong, appeal within {POLICIES.appealWindow} through
            the <Link to={paths.contact}>contact form</Link>. A moderator who did not make the original decision reviews
            it and answers within {POLICIES.appealAnswer}.</Trans>
          </p>
        </InfoSection>
        <InfoSection id="landlords" title={t`6. Landlords`}>
          <p>
            <Trans>Landlords may not post reviews of their own properties or pressure tenants to change or remove reviews.
            Inaccurate landlord profiles can be reported; <Link to={paths.landlordVerification}>verified landlords</Link>{" "}
            can also ask us to correct their details.</Trans>
          </p>
        </InfoSection>
        <InfoSection id="disclaimer" title={t`7. Disclaimer`}>
          <p>
            <Trans>Reviews are the opinions of their authors, not of {SITE_NAME}. We do not verify every statement and the site
            is provided "as is". Nothing here is legal advice.</Trans>
          </p>
        </InfoSection>
        <InfoSection id="changes" title={t`8. Changes`}>
          <p>
            <Trans>We may update these terms; significant changes are announced on the site before they take effect. Questions?{" "}
            <Link to={paths.contact}>Contact us</Link>. Our <Link to={paths.privacy}>Privacy Policy</Link> explains how we
            handle your data.</Trans>
          </p>
        </InfoSection>
      </div>
    </StaticPage>
  );
}
