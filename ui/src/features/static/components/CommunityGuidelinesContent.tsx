import { Link } from "react-router-dom";
import { REPORT_CATEGORIES } from "@contract/constants";
import { SITE_NAME } from "../../../lib/site";
import { paths } from "../../../lib/paths";
import { UsersIcon, CheckCircleIcon, AlertIcon, FlagIcon, ScaleIcon } from "../../../components/icons";
import { StaticPage, InfoSection } from "../../../components/StaticPage";
import { POLICIES } from "../../../lib/policies";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { reportCategoryLabel } from "../../../lib/report-labels";

export function CommunityGuidelinesContent() {
  return (
    <StaticPage
      contents
      title={t`Community Guidelines`}
      icon={UsersIcon}
      updated={POLICIES.updated}
      lead={t`${SITE_NAME} works because reviews are honest, specific and respectful. These guidelines apply to everything posted here.`}
    >
      <div className="stack prose">
        <div className="grid-2">
          <section className="card" aria-labelledby="do-title">
            <h2 id="do-title" style={{ fontSize: "1.2rem", color: "var(--rf-success)" }}><CheckCircleIcon /> <Trans>Do</Trans></h2>
            <ul>
              <li><Trans>Write about your own tenancy with that landlord or manager.</Trans></li>
              <li><Trans>Be specific: repairs, response times, deposit returns, communication.</Trans></li>
              <li><Trans>Mention what went well as well as what did not.</Trans></li>
              <li><Trans>Stick to facts you know and opinions you hold honestly.</Trans></li>
              <li><Trans>Keep it civil, even when the experience was bad.</Trans></li>
            </ul>
          </section>
          <section className="card" aria-labelledby="dont-title">
            <h2 id="dont-title" style={{ fontSize: "1.2rem", color: "var(--rf-danger)" }}><AlertIcon /> <Trans>Don't</Trans></h2>
            <ul>
              <li><Trans>Post phone numbers, email addresses or other personal information.</Trans></li>
              <li><Trans>Harass, threaten or insult anyone, or attack people personally.</Trans></li>
              <li><Trans>Discriminate against anyone for who they are.</Trans></li>
              <li><Trans>Post fake reviews, review yourself, or review a competitor.</Trans></li>
              <li><Trans>Advertise, spam, or copy text you did not write.</Trans></li>
            </ul>
          </section>
        </div>
        <InfoSection id="report" title={t`Reporting content`}>
          <p>
            <FlagIcon /> <Trans>Use the Report button on any review or landlord profile. Choose the category that fits best and
            describe the problem in at least 10 characters. Reviews can be reported as:</Trans>
          </p>
          <ul>
            {REPORT_CATEGORIES.review.map((c) => <li key={c}>{reportCategoryLabel(c)}</li>)}
          </ul>
          <p><Trans>Landlord profiles can be reported as: {REPORT_CATEGORIES.landlord.map(reportCategoryLabel).join(", ")}.</Trans></p>
        </InfoSection>
        <InfoSection id="moderation" title={t`What happens next`}>
          <p>
            <Trans>Moderators review reports promptly. Content that breaks these guidelines is removed, permanently, and the
            author's account receives a sanction:</Trans>
          </p>
          <ol>
            {POLICIES.sanctions.map((s) => (
              <li key={s.offense}><strong>{s.offense}:</strong> {s.action}</li>
            ))}
          </ol>
          <p>
            <Trans>Every moderation action is published, without names, in the <Link to={paths.moderationLog}>Moderation Log</Link>.</Trans>
          </p>
        </InfoSection>
        <InfoSection id="appeal" title={t`Appeals`}>
          <p>
            <ScaleIcon />{" "}
            <Trans>
              Think we got it wrong? Appeal within {POLICIES.appealWindow} through the <Link to={paths.contact}>contact form</Link>;
              you'll have an answer within {POLICIES.appealAnswer}.
            </Trans>
          </p>
        </InfoSection>
        <InfoSection id="landlord-responses" title={t`For landlords`}>
          <p>
            <Trans>Landlords may not review their own properties or ask tenants to change reviews in exchange for anything.
            If a profile about you is wrong, report it as "Incorrect information" or{" "}
            <Link to={paths.landlordVerification}>get verified</Link>. See also our <Link to={paths.terms}>Terms of Service</Link>.</Trans>
          </p>
        </InfoSection>
      </div>
    </StaticPage>
  );
}
