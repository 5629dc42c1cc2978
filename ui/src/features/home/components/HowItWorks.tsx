// "How it works": three steps shared by both home variants.
import { SearchIcon, PenIcon, UsersIcon } from "../../../components/icons";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

const STEPS = [
  {
    icon: SearchIcon,
    get title() { return t`Search`; },
    get text() { return t`Look up a landlord or property manager by name, or search by the address you are considering.`; },
  },
  {
    icon: UsersIcon,
    get title() { return t`Read real experiences`; },
    get text() { return t`See ratings for responsiveness, maintenance and fairness, rents paid and what past tenants say.`; },
  },
  {
    icon: PenIcon,
    get title() { return t`Share yours`; },
    get text() { return t`Rate your own landlord in a few minutes, anonymously if you prefer, and help the next renter decide.`; },
  },
] as const;

export function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-it-works">
      <h2 id="how-it-works"><Trans>How it works</Trans></h2>
      <ol className="grid-3" style={{ listStyle: "none", padding: 0 }}>
        {STEPS.map((s, i) => (
          <li key={s.title} className="card stack-sm">
            <div className="cluster">
              <span className="step-number" aria-hidden="true">{i + 1}</span>
              <span className="icon-bubble" aria-hidden="true"><s.icon /></span>
            </div>
            <h3>{s.title}</h3>
            <p className="muted">{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
