import { Link } from "react-router-dom";
import { paths } from "../../../lib/paths";
import { ScaleIcon, HomeIcon, KeyIcon, ShieldIcon, FileTextIcon, AlertIcon, UsersIcon } from "../../../components/icons";
import { StaticPage } from "../../../components/StaticPage";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

const RIGHTS = [
  {
    icon: HomeIcon,
    get title() { return t`A safe, habitable home`; },
    get text() { return t`In nearly every US state the landlord must keep the home fit to live in: working heat, water, electricity and plumbing, no serious pest infestations, and a sound structure, whatever the lease says.`; },
  },
  {
    icon: KeyIcon,
    get title() { return t`Your security deposit back`; },
    get text() { return t`State law caps deposits in many places and sets a deadline (often 14 to 30 days after you move out) to return it, with an itemised list of any deductions. Normal wear and tear cannot be deducted.`; },
  },
  {
    icon: ShieldIcon,
    get title() { return t`Privacy in your home`; },
    get text() { return t`Outside emergencies, most states require the landlord to give reasonable notice, commonly 24 to 48 hours, before entering, and to come at reasonable times.`; },
  },
  {
    icon: UsersIcon,
    get title() { return t`Freedom from discrimination`; },
    get text() { return t`The federal Fair Housing Act forbids discrimination based on race, color, religion, sex, national origin, familial status or disability; many states and cities protect more groups, such as source of income.`; },
  },
  {
    icon: AlertIcon,
    get title() { return t`Protection from retaliation`; },
    get text() { return t`A landlord may not raise the rent, cut services or start an eviction because you asked for repairs, complained to an inspector or joined a tenant organisation.`; },
  },
  {
    icon: ScaleIcon,
    get title() { return t`Due process before eviction`; },
    get text() { return t`Only a court can order an eviction. Changing the locks, removing your belongings or shutting off utilities to force you out (a 'self-help' eviction) is illegal almost everywhere.`; },
  },
] as const;

export function TenantRightsContent() {
  return (
    <StaticPage
      title={t`Tenant Rights`}
      icon={ScaleIcon}
      lead={t`A plain-language overview of the rights most US renters have. Laws differ by state and city, so check your local rules or ask a legal aid office for your situation.`}
    >
      <div className="stack-lg">
        <p className="notice" role="note">
          <Trans>This page is general information, not legal advice. If you face an eviction or a serious dispute, contact a
          local legal aid organisation or tenant union as soon as possible: deadlines in housing court are short.</Trans>
        </p>
        <section aria-labelledby="rights-title">
          <h2 id="rights-title"><Trans>Your core rights</Trans></h2>
          <div className="grid-3">
            {RIGHTS.map((r) => (
              <div key={r.title} className="card stack-sm">
                <span className="icon-bubble" aria-hidden="true"><r.icon /></span>
                <h3>{r.title}</h3>
                <p className="muted">{r.text}</p>
              </div>
            ))}
          </div>
        </section>
        <div className="grid-2">
        <section className="card" aria-labelledby="tips-title">
          <h2 id="tips-title" style={{ fontSize: "1.3rem" }}><FileTextIcon /> <Trans>Protect yourself</Trans></h2>
          <ol>
            <li><Trans><strong>Read the whole lease before signing</strong> and keep a copy. Ask for unclear terms in writing.</Trans></li>
            <li><Trans><strong>Document the move-in condition</strong> with dated photos and a checklist signed by both sides.</Trans></li>
            <li><Trans><strong>Ask for repairs in writing</strong> (email or letter) and keep copies of every request and reply.</Trans></li>
            <li><Trans><strong>Pay rent in a traceable way</strong> and keep receipts.</Trans></li>
            <li><Trans><strong>Give notice the way your lease requires</strong> when you plan to move out, and leave a forwarding address for your deposit.</Trans></li>
            <li><Trans><strong>Check the landlord first.</strong> <Link to={paths.search()}>Search reviews</Link> from past tenants before you commit.</Trans></li>
          </ol>
        </section>
        <section className="card" aria-labelledby="help-title">
          <h2 id="help-title" style={{ fontSize: "1.3rem" }}><Trans>Where to get help</Trans></h2>
          <ul>
            <li><Trans>Your state or city housing department and its tenant handbook.</Trans></li>
            <li><Trans>The US Department of Housing and Urban Development (HUD) for fair housing complaints.</Trans></li>
            <li><Trans>Local legal aid offices, which give free advice to renters on low incomes.</Trans></li>
            <li><Trans>Tenant unions and renters' associations in your area.</Trans></li>
          </ul>
          <p>
            <Trans>Had a good or bad experience? <Link to={paths.writeReview()}>Write a review</Link> so the next renter knows
            what to expect.</Trans>
          </p>
        </section>
        </div>
      </div>
    </StaticPage>
  );
}
