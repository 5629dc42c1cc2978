// /search, "Browse Landlords" (docs/product-rules.md#pages): General Search and College Areas tabs. The URL's
// query, location and type follow the fields (replace, so typing does not fill the history);
// results load only with a query or location, a moment after typing stops or at once on submit.
// Results come 50 at a time (contract §7.7): "Showing 1-50 of N", Show more for the next 50, and
// with many and no location, an invitation to narrow by city. Space for the results is held while
// they load (search.css), so the page does not jump when they arrive.
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigationType, useSearchParams } from "react-router-dom";
import { Tabs, TabPanel } from "../../components/Tabs";
import { BuildingIcon, SearchIcon } from "../../components/icons";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { showFailure } from "../../lib/api";
import { paths } from "../../lib/paths";
import { SearchBox, type SearchType, type SearchValues } from "../../features/search/components/SearchBox";
import { CollegeFinder } from "../../features/search/components/CollegeFinder";
import { fieldsFromArrival, readParams, urlWrite } from "../../features/search/url-fields";
import { SEARCH_PAGE_SIZE, useLandlordSearchPage, type SearchType as ApiSearchType } from "../../lib/landlords";
import { useOwnerProperties } from "../../features/verification/api";
import { LandlordResultCard, LandlordResultSkeleton } from "../../features/landlords/components/LandlordResultCard";
import type { Landlord } from "@contract/types";
import "../../features/search/search.css";
import { useBuildingSearch } from "../../features/buildings/api";
import { BuildingCard } from "../../features/buildings/components/BuildingCard";
import { Plural, Trans } from "@lingui/react/macro";
import { plural, t } from "@lingui/core/macro";
import { formatNumber } from "../../lib/i18n";

const DEBOUNCE_MS = 350;

export function SearchPage() {
  useDocumentTitle(t`Browse Landlords`);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [fields, setFields] = useState<SearchValues>(() => readParams(params));
  const [searched, setSearched] = useState<SearchValues>(fields);
  const [tab, setTab] = useState<"general" | "college">("general");

  // Back/forward or a link to /search?… changes the URL under us: take its values. The page's own
  // writes carry a mark and are let by, however late they arrive (features/search/url-fields.ts:
  // an older one arriving after a newer change once put the fields back under the user's typing).
  const handledKey = useRef(location.key);
  useEffect(() => {
    if (location.key === handledKey.current) return;
    handledKey.current = location.key;
    const next = fieldsFromArrival({ search: location.search, state: location.state, navigationType });
    if (!next) return;
    setFields(next);
    setSearched(next);
  }, [location, navigationType]);

  function change(next: SearchValues, { immediate = false, push = false } = {}) {
    setFields(next);
    const { params: p, options } = urlWrite(next, { push });
    setParams(p, options);
    if (immediate) setSearched(next);
  }

  // Results follow the fields a moment after typing stops.
  useEffect(() => {
    const t = setTimeout(() => setSearched(fields), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [fields]);

  const searchPage = useLandlordSearchPage(searched, 0, {
    onError: (err) => showFailure(err, { title: t`Search failed`, fallback: "" }),
  });
  const { key, error } = searchPage;
  // The 50 results are drawn in a background render (lib/deferred.ts): one render of all of them
  // blocked a phone for a few hundred milliseconds when they arrived.
  const firstPage = useDeferredValue(searchPage.results);
  const isLoading = searchPage.isLoading || (searchPage.results !== undefined && firstPage === undefined);
  const results = firstPage?.items;
  const total = firstPage?.total ?? 0;
  // Pages shown beyond the first, and those of them loaded: both start over with each search.
  const [more, setMore] = useState<{ key: string | null; pages: number; loaded: number }>({ key: null, pages: 0, loaded: 0 });
  const extraPages = more.key === key ? more.pages : 0;
  const loadedExtra = more.key === key ? more.loaded : 0;
  const shown = Math.min(total, (results?.length ?? 0) + loadedExtra * SEARCH_PAGE_SIZE);
  const [onPageLoaded] = useState(() => (pageKey: string | null, page: number) =>
    setMore((m) => (m.key === pageKey ? { ...m, loaded: Math.max(m.loaded, page) } : m)),
  );
  const owned = new Set((useOwnerProperties().data?.landlords ?? []).map((l) => l.id));

  // contract §7.2: in Address mode, the buildings matching the address come above the landlords.
  const buildings = useBuildingSearch(searched.query, searched.location, searched.type === "address").data;
  const hasCriteria = key !== null;
  // "12 landlords found" when all are shown; "Showing 1-50 of 166 landlords" when there are more.
  const found = results && results.length > 0
    ? total > results.length
      ? t`Showing 1-${formatNumber(shown)} of ${formatNumber(total)} landlords`
      : plural(results.length, { one: "# landlord found", other: "# landlords found" })
    : "";
  // One live region that outlives the result states, so screen readers hear each outcome.
  const status = !hasCriteria
    ? ""
    : isLoading && !results
      ? t`Searching…`
      : error && !results
        ? t`Search failed`
        : found || t`No landlords found`;
  // "for "jonh smth" in Denver, CO", "for "jonh smth"" or, with only a place, "in Denver, CO".
  const query = searched.query.trim();
  const place = searched.location.trim();
  const describe = [query && t`for "${query}"`, place && t`in ${place}`].filter(Boolean).join(" ");

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
      {searched.type === "address" && buildings && buildings.length > 0 && (
        <section aria-labelledby="building-results-heading" className="stack" data-testid="building-results">
          <div className="results-header">
            <h2 id="building-results-heading"><Plural value={buildings.length} one="# building found" other="# buildings found" /></h2>
          </div>
          <div className="grid-cards">
            {buildings.map((b) => (
              <BuildingCard key={b.id} building={b} />
            ))}
          </div>
        </section>
      )}
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
              <h2 id="results-heading">{found}</h2>
              {describe && <span className="muted">{describe}</span>}
            </div>
            {total > SEARCH_PAGE_SIZE && !searched.location.trim() && (
              <p className="search-narrow muted" data-testid="narrow-by-city">
                <Trans>Many landlords match. Add a city to narrow the results.</Trans>{" "}
                <button
                  type="button"
                  className="small secondary outline"
                  onClick={() => document.querySelector<HTMLInputElement>('.search-box input[name="location"]')?.focus()}
                >
                  <Trans>Narrow by city</Trans>
                </button>
              </p>
            )}
            <div className="grid-cards">
              {results.map((l) => (
                <LandlordResultCard key={l.id} landlord={l} owned={owned.has(l.id)} />
              ))}
              {Array.from({ length: extraPages }, (_, i) => (
                <ResultsPage key={i + 1} params={searched} page={i + 1} owned={owned} onLoaded={() => onPageLoaded(key, i + 1)} />
              ))}
            </div>
            {shown < total && loadedExtra === extraPages && (
              <button
                type="button"
                className="secondary outline search-more"
                onClick={() => setMore({ key, pages: extraPages + 1, loaded: loadedExtra })}
              >
                <Trans>Show more</Trans>
              </button>
            )}
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

/** Page `page` (from 1) of the results, drawn after the first: skeletons while it loads. */
function ResultsPage({
  params,
  page,
  owned,
  onLoaded,
}: {
  params: { query: string; location: string; type: ApiSearchType };
  page: number;
  owned: ReadonlySet<string>;
  onLoaded: () => void;
}) {
  const { results } = useLandlordSearchPage(params, page, {
    onError: (err) => showFailure(err, { title: t`Search failed`, fallback: "" }),
  });
  const items: Landlord[] | undefined = results?.items;
  useEffect(() => {
    if (items) onLoaded();
  }, [items, onLoaded]);
  if (!items) {
    return (
      <>
        <LandlordResultSkeleton />
        <LandlordResultSkeleton />
        <LandlordResultSkeleton />
      </>
    );
  }
  return (
    <>
      {items.map((l) => (
        <LandlordResultCard key={l.id} landlord={l} owned={owned.has(l.id)} />
      ))}
    </>
  );
}
