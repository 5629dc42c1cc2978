// /search, "Browse Landlords" (docs/product-rules.md#pages): General Search and College Areas tabs. The URL's
// query, location and type follow the fields (replace, so typing does not fill the history);
// results load only with a query or location, a moment after typing stops or at once on submit.
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Tabs, TabPanel } from "../../components/Tabs";
import { BuildingIcon, SearchIcon } from "../../components/icons";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { showFailure } from "../../lib/api";
import { paths } from "../../lib/paths";
import { SearchBox, type SearchType, type SearchValues } from "../../features/search/components/SearchBox";
import { CollegeFinder } from "../../features/search/components/CollegeFinder";
import { useLandlordSearch } from "../../lib/landlords";
import { LandlordResultCard, LandlordResultSkeleton } from "../../features/landlords/components/LandlordResultCard";
import "../../features/search/search.css";
import { Plural, Trans } from "@lingui/react/macro";
import { plural, t } from "@lingui/core/macro";

const DEBOUNCE_MS = 350;

function readParams(params: URLSearchParams): SearchValues {
  const type = params.get("type");
  return {
    query: params.get("query") ?? "",
    location: params.get("location") ?? "",
    type: type === "address" ? "address" : "landlord",
  };
}

function toParams(v: SearchValues): URLSearchParams {
  const p = new URLSearchParams();
  if (v.query) p.set("query", v.query);
  if (v.query || v.location) p.set("type", v.type);
  if (v.location) p.set("location", v.location);
  return p;
}

export function SearchPage() {
  useDocumentTitle(t`Browse Landlords`);
  const [params, setParams] = useSearchParams();
  const [fields, setFields] = useState<SearchValues>(() => readParams(params));
  const [searched, setSearched] = useState<SearchValues>(fields);
  const [tab, setTab] = useState<"general" | "college">("general");

  // Back/forward or a link to /search?… changes the URL under us: take its values.
  const urlKey = params.toString();
  const lastWritten = useRef(urlKey);
  useEffect(() => {
    if (urlKey === lastWritten.current) return;
    lastWritten.current = urlKey;
    const next = readParams(new URLSearchParams(urlKey));
    setFields(next);
    setSearched(next);
  }, [urlKey]);

  function change(next: SearchValues, { immediate = false, push = false } = {}) {
    setFields(next);
    const p = toParams(next);
    lastWritten.current = p.toString();
    setParams(p, { replace: !push });
    if (immediate) setSearched(next);
  }

  // Results follow the fields a moment after typing stops.
  useEffect(() => {
    const t = setTimeout(() => setSearched(fields), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [fields]);

  const { results, key, isLoading, error } = useLandlordSearch(searched, {
    onError: (err) => showFailure(err, { title: t`Search failed`, fallback: "" }),
  });

  const hasCriteria = key !== null;
  // One live region that outlives the result states, so screen readers hear each outcome.
  const status = !hasCriteria
    ? ""
    : isLoading && !results
      ? t`Searching…`
      : error && !results
        ? t`Search failed`
        : results && results.length > 0
          ? plural(results.length, { one: "# landlord found", other: "# landlords found" })
          : t`No landlords found`;
  // "for "jonh smth" in Denver, CO", "for "jonh smth"" or, with only a place, "in Denver, CO".
  const describe = [searched.query.trim() && `for "${searched.query.trim()}"`, searched.location.trim() && `in ${searched.location.trim()}`]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="page">
      <header className="page-header">
        <h1><Trans>Browse Landlords</Trans></h1>
        <p><Trans>Search by landlord or property address, or start from your college, and read what renters say.</Trans></p>
      </header>

      <section aria-label={t`Search`} className="stack">
        <Tabs
          id="search-mode"
          label={t`Search mode`}
          value={tab}
          onChange={setTab}
          tabs={[
            { value: "general", label: t`General Search` },
            { value: "college", label: t`College Areas` },
          ]}
        />
        <TabPanel id="search-mode" value="general" hidden={tab !== "general"}>
          <div className="card">
            <SearchBox
              value={fields}
              onChange={(next) => change(next)}
              onSearch={(query, location, type: SearchType) => {
                change({ query, location, type }, { immediate: true, push: true });
              }}
            />
          </div>
        </TabPanel>
        <TabPanel id="search-mode" value="college" hidden={tab !== "college"}>
          <CollegeFinder
            onChoose={(location) => {
              change({ ...fields, location }, { immediate: true, push: true });
              setTab("general");
            }}
          />
        </TabPanel>
      </section>

      <p role="status" className="visually-hidden">
        {status}
      </p>
      <section aria-labelledby="results-heading" aria-busy={isLoading || undefined}>
        {!hasCriteria ? (
          <div className="empty-state card">
            <SearchIcon />
            <h2 id="results-heading">
              <Trans>Start your search</Trans>
            </h2>
            <p><Trans>Enter a landlord's name or an address, or pick a city or college, to see matching landlords.</Trans></p>
          </div>
        ) : isLoading && !results ? (
          <>
            <div className="results-header">
              <h2 id="results-heading">
                <Trans>Searching…</Trans>
              </h2>
            </div>
            <div className="grid-cards">
              <LandlordResultSkeleton />
              <LandlordResultSkeleton />
              <LandlordResultSkeleton />
            </div>
          </>
        ) : error && !results ? (
          <div className="error-state card" role="alert">
            <h2 id="results-heading">
              <Trans>Search failed</Trans>
            </h2>
            <p><Trans>We could not search right now. Please try again in a moment.</Trans></p>
          </div>
        ) : results && results.length > 0 ? (
          <>
            <div className="results-header">
              <h2 id="results-heading">
                <Plural value={results.length} one="# landlord found" other="# landlords found" />
              </h2>
              {describe && <span className="muted">{describe}</span>}
            </div>
            <div className="grid-cards">
              {results.map((l) => (
                <LandlordResultCard key={l.id} landlord={l} />
              ))}
            </div>
          </>
        ) : (
          <div className="empty-state card">
            <BuildingIcon />
            <h2 id="results-heading">
              <Trans>No landlords found</Trans>
            </h2>
            <p>
              <Trans>We couldn't find a landlord matching {describe || "your search"}. Check the spelling, or add them and write
              the first review.</Trans>
            </p>
            <Link to={paths.writeReview()} role="button">
              <Trans>Add a New Landlord</Trans>
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
