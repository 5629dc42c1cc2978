// /resources, "Get Help" (contract §7.6): the directory of help by kind (tenant unions, legal aid,
// government offices, hotlines, other), narrowed to a place by the location filter, which is kept
// in the URL (?location=Chicago, IL) so a landlord page can link straight to its city's help.
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { RESOURCE_KINDS } from "@contract/local-pages";
import { StaticPage } from "../../../components/StaticPage";
import { ResourceCard } from "../../../components/ResourceCard";
import { Spinner } from "../../../components/Spinner";
import { UsersIcon } from "../../../components/icons";
import { useResources } from "../../../lib/local-pages";
import { paths } from "../../../lib/paths";
import "./resources.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { resourceKindLabel } from "../../../lib/report-labels";

export function ResourcesScreen() {
  const [params, setParams] = useSearchParams();
  const location = params.get("location")?.trim() ?? "";
  const [typed, setTyped] = useState(location);
  const list = useResources({ location: location || undefined });

  function apply(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const place = typed.trim();
    setParams(place ? { location: place } : {});
  }

  const groups = RESOURCE_KINDS.map((kind) => ({ kind, entries: (list.data ?? []).filter((r) => r.kind === kind) })).filter((g) => g.entries.length > 0);

  return (
    <StaticPage
      title={t`Get Help`}
      icon={UsersIcon}
      lead={t`Tenant unions, legal aid, government offices and hotlines that help renters. Enter your city to see the help near you.`}
    >
      <div className="stack-lg">
        <form className="card resources-filter" aria-label={t`Filter help by location`} onSubmit={apply}>
          <label htmlFor="resources-location"><Trans>City or state</Trans></label>
          <div className="resources-filter__row">
            <input id="resources-location" name="location" placeholder={t`e.g. Chicago, IL`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="address-level2" />
            <button type="submit"><Trans>Show help</Trans></button>
            {location && (
              <button
                type="button"
                className="secondary outline"
                onClick={() => {
                  setTyped("");
                  setParams({});
                }}
              >
                <Trans>Show all</Trans>
              </button>
            )}
          </div>
        </form>

        <p aria-live="polite" className="muted">
          {!list.data ? "" : location ? t`Help for renters in ${location}, and help available everywhere.` : t`All help listed on this site.`}
        </p>

        {list.error && (
          <p role="alert" className="notice">
            <Trans>The list of help could not be loaded. Please try again.</Trans>
          </p>
        )}
        {!list.data && !list.error && <Spinner label={t`Loading help`} />}
        {list.data && groups.length === 0 && (
          <div className="card empty-state">
            <p>{location ? t`No help is listed for ${location} yet.` : t`No help is listed yet.`}</p>
            <p>
              <Trans>Read about <Link to={paths.tenantRights}>your rights as a tenant</Link> in the meantime.</Trans>
            </p>
          </div>
        )}
        {groups.map((g) => (
          <section key={g.kind} aria-labelledby={`kind-${g.kind}`} className="stack-sm">
            <h2 id={`kind-${g.kind}`}>{resourceKindLabel(g.kind)}</h2>
            <div className="resources-grid">
              {g.entries.map((r) => (
                <ResourceCard key={r.id} resource={r} headingLevel={3} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </StaticPage>
  );
}
