// "Get help in {city}" (contract §7.6): the directory of help's entries for one place, for the
// landlord page and (issue 25, at merge) the building and city pages: drop in
// <LocalHelp location={landlord.location} />. Entries for the place come first, then those for
// everywhere (GET /api/resources?location=); it links the full /resources page for that place.
// Light: no Markdown, one small request. On the landlord page it comes after the reviews (a
// renter who has read them learns where to turn next), full width, so a phone reaches the reviews first.
import { Link } from "react-router-dom";
import { paths } from "../lib/paths";
import { useResources } from "../lib/local-pages";
import { ResourceCard } from "./ResourceCard";
import { Trans } from "@lingui/react/macro";

const SHOWN = 3;

export function LocalHelp({ location, className }: { location: string; className?: string }) {
  const { data } = useResources({ location }, location !== "");
  if (!location) return null;
  const entries = (data ?? []).slice(0, SHOWN);
  const headingId = "local-help-title";
  return (
    <section className={["card local-help stack-sm", className].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      <h2 id={headingId} className="local-help__title"><Trans>Get help in {location}</Trans></h2>
      {data && entries.length === 0 && <p className="muted"><Trans>No local tenant unions or legal aid are listed here yet.</Trans></p>}
      {entries.length > 0 && (
        <div className="local-help__entries">
          {entries.map((r) => (
            <ResourceCard key={r.id} resource={r} headingLevel={3} />
          ))}
        </div>
      )}
      <p>
        <Link to={paths.resources(location)}><Trans>See all help for renters in {location}</Trans></Link>
      </p>
    </section>
  );
}
