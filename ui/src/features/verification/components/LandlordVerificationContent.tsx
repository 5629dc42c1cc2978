// Landlord verification (docs/product-rules.md#pages, docs/product-rules.md#validation-messages,
// docs/product-rules.md#verification-badges-and-replies): badge criteria and the application form, sent to the
// moderators, optionally claiming a landlord profile; then "Verification Request Submitted".
import { useState } from "react";
import { Link } from "react-router-dom";
import type { Landlord } from "@contract/types";
import { SITE_NAME } from "../../../lib/site";
import { paths } from "../../../lib/paths";
import { AwardIcon, ShieldCheckIcon, StarIcon, CheckCircleIcon } from "../../../components/icons";
import { StaticPage } from "../../../components/StaticPage";
import { FormField } from "../../../components/FormField";
import { ErrorSummary } from "../../../components/ErrorSummary";
import { POLICIES } from "../../../lib/policies";
import { useVerificationForm } from "../use-verification-form";
import { ClaimProfileField } from "./ClaimProfileField";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

const BADGE_ICONS = [ShieldCheckIcon, StarIcon, AwardIcon] as const;

export function LandlordVerificationContent() {
  const [claimed, setClaimed] = useState<Landlord | null>(null);
  const { errors, pending, onSubmit, onChange, summary, signedOut } = useVerificationForm({
    success: {
      title: t`Verification Request Submitted`,
      description: t`Thank you! We'll review your application and contact you within ${POLICIES.verificationReview}.`,
    },
    onSent: () => setClaimed(null),
  });

  return (
    <StaticPage
      title={t`Landlord Verification`}
      icon={ShieldCheckIcon}
      lead={t`Show renters they can trust you. Verified landlords on ${SITE_NAME} earn badges that appear with their ratings.`}
    >
      <div className="stack-lg">
        <section aria-labelledby="badges-title">
          <h2 id="badges-title"><Trans>Badge criteria</Trans></h2>
          <div className="grid-3">
            {POLICIES.badges.map((b, i) => {
              const Icon = BADGE_ICONS[i];
              return (
                <div key={b.name} className="card stack-sm">
                  <span className="icon-bubble" aria-hidden="true"><Icon /></span>
                  <h3>{b.name}</h3>
                  <p className="muted">{b.criteria}</p>
                </div>
              );
            })}
          </div>
        </section>

        <div className="two-col">
          <section className="card" aria-labelledby="apply-title">
            <h2 id="apply-title" style={{ fontSize: "1.25rem" }}><Trans>Apply for verification</Trans></h2>
            {/* A visitor learns that an account is needed before filling nine fields, not after (issue 31). */}
            {signedOut ? (
              <div className="stack-sm" data-testid="verification-sign-in">
                <p>
                  <Trans><strong>Login required.</strong> Sign in or create an account to apply: your application goes to our moderators, and
                  its status shows on your dashboard.</Trans>
                </p>
                <Link to={paths.auth} role="button">
                  <Trans>Sign In to Apply</Trans>
                </Link>
              </div>
            ) : (
            <>
            <p className="muted"><Trans>Fields marked * are required.</Trans></p>
            <form onSubmit={onSubmit} onChange={onChange} noValidate aria-labelledby="apply-title">
              <ErrorSummary {...summary} />
              <div className="form-grid">
                <FormField name="fullName" label={t`Full Name`} required autoComplete="name" error={errors.fullName} />
                <FormField name="email" label={t`Email`} type="email" required autoComplete="email" error={errors.email} />
                <FormField name="phone" label={t`Phone`} type="tel" required autoComplete="tel" error={errors.phone} />
                <FormField name="businessName" label={t`Business Name`} optional autoComplete="organization" error={errors.businessName} />
                <FormField className="full" name="businessAddress" label={t`Business Address`} required autoComplete="street-address" error={errors.businessAddress} />
                <FormField
                  className="full"
                  name="businessLicense"
                  label={t`Business License Number`}
                  optional
                  hint={t`Needed for the Verified Property Owner badge.`}
                  error={errors.businessLicense}
                />
                <FormField name="yearsInBusiness" label={t`Years in Business`} type="number" min={0} inputMode="numeric" required error={errors.yearsInBusiness} />
                <FormField name="propertyCount" label={t`Number of Properties`} type="number" min={1} inputMode="numeric" required error={errors.propertyCount} />
                <FormField className="full" name="additionalInfo" label={t`Additional Information`} optional multiline rows={4} error={errors.additionalInfo} />
                <ClaimProfileField chosen={claimed} onChoose={setClaimed} />
              </div>
              <button type="submit" disabled={pending} aria-busy={pending || undefined}>
                {pending ? t`Submitting...` : t`Submit Application`}
              </button>
            </form>
            </>
            )}
          </section>
          <aside className="stack" aria-label={t`How verification works`}>
            <div className="card stack-sm">
              <h2 style={{ fontSize: "1.1rem" }}><Trans>How it works</Trans></h2>
              <ol style={{ paddingLeft: "1.25rem", margin: 0 }}>
                <li><Trans>Submit the application with your contact and business details.</Trans></li>
                <li><Trans>We check your details and, where given, your business license.</Trans></li>
                <li><Trans>We contact you within {POLICIES.verificationReview}.</Trans></li>
                <li><Trans>Badges appear on your profile as soon as you meet their criteria.</Trans></li>
              </ol>
            </div>
            <div className="card stack-sm">
              <h2 style={{ fontSize: "1.1rem" }}><CheckCircleIcon /> <Trans>Why get verified</Trans></h2>
              <ul style={{ paddingLeft: "1.25rem", margin: 0 }}>
                <li><Trans>Stand out in search results.</Trans></li>
                <li><Trans>Show you are a real, accountable business.</Trans></li>
                <li><Trans>Ask us to correct inaccurate profile details.</Trans></li>
              </ul>
            </div>
            <p className="text-sm muted">
              <Trans>Verification never changes reviews or ratings. See our <Link to={paths.communityGuidelines}>community guidelines</Link>.</Trans>
            </p>
          </aside>
        </div>
      </div>
    </StaticPage>
  );
}
