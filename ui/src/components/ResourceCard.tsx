// One entry of the directory of help (contract §7.6): name, kind, where, how to reach it. Drawn by
// the /resources page and LocalHelp. Websites are http(s) only (the server refuses others); they
// open without telling the site where the renter came from.
import type { HelpResource } from "@contract/local-pages";
import "./ResourceCard.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { resourceKindLabel } from "../lib/report-labels";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export function ResourceCard({ resource, headingLevel = 3 }: { resource: HelpResource; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const r = resource;
  return (
    <article className="card resource-card stack-sm" aria-label={r.name}>
      <Heading className="resource-card__name">{r.name}</Heading>
      <p className="text-sm muted resource-card__meta">
        {resourceKindLabel(r.kind)} · {r.location ? r.location : t`Everywhere`}
      </p>
      {r.description && <p>{r.description}</p>}
      <ul className="resource-card__contact">
        {r.phone && (
          <li>
            <Trans>Phone: <a href={telHref(r.phone)}>{r.phone}</a></Trans>
          </li>
        )}
        {r.website && (
          <li>
            <Trans>Website:{" "}
            <a href={r.website} rel="nofollow noopener noreferrer" target="_blank">
              {r.website.replace(/^https?:\/\//i, "").replace(/\/$/, "")}
            </a></Trans>
          </li>
        )}
        {r.email && (
          <li>
            <Trans>Email: <a href={`mailto:${r.email}`}>{r.email}</a></Trans>
          </li>
        )}
        {r.languages && <li><Trans>Languages: {r.languages}</Trans></li>}
      </ul>
    </article>
  );
}
