// The search box of docs/product-rules.md#pages: Landlord and Address tabs, each with a City, State field; the
// submit button is disabled while the trimmed query is empty. With onSearch it hands over the
// trimmed query, trimmed location and type; without, it navigates to /search?query=&type=&location=.
// The /search page drives it as a controlled component (value + onChange) to keep the URL in step.
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Tabs, TabPanel } from "../../../components/Tabs";
import { MapPinIcon, SearchIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import "../search.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export type SearchType = "landlord" | "address";

export interface SearchValues {
  query: string;
  location: string;
  type: SearchType;
}

export interface SearchBoxProps {
  onSearch?: (query: string, location: string, type: SearchType) => void;
  initial?: { query?: string; location?: string; type?: SearchType };
  /** Controlled use: the current fields, and every change to them. */
  value?: SearchValues;
  onChange?: (value: SearchValues) => void;
}

const TEXT: Record<SearchType, { tab: string; placeholder: string; label: string; submit: string }> = {
  landlord: { get tab() { return t`Landlord`; }, get placeholder() { return t`Landlord Name`; }, get label() { return t`Landlord name`; }, get submit() { return t`Find Landlord`; } },
  address: { get tab() { return t`Address`; }, get placeholder() { return t`Property Address`; }, get label() { return t`Property address`; }, get submit() { return t`Search by Address`; } },
};

export function SearchBox({ onSearch, initial, value, onChange }: SearchBoxProps) {
  const navigate = useNavigate();
  const uid = useId();
  const [own, setOwn] = useState<SearchValues>({
    query: initial?.query ?? "",
    location: initial?.location ?? "",
    type: initial?.type ?? "landlord",
  });
  const state = value ?? own;
  const update = (patch: Partial<SearchValues>) => {
    const next = { ...state, ...patch };
    if (!value) setOwn(next);
    onChange?.(next);
  };

  const query = state.query.trim();
  const location = state.location.trim();
  const text = TEXT[state.type];

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!query) return;
    if (onSearch) onSearch(query, location, state.type);
    else navigate(paths.search({ query, type: state.type, location: location || undefined }));
  }

  const tabsId = `${uid}-search`;
  return (
    <div className="search-box">
      <Tabs
        id={tabsId}
        label={t`Search by`}
        value={state.type}
        onChange={(type) => update({ type })}
        tabs={[
          { value: "landlord", label: TEXT.landlord.tab },
          { value: "address", label: TEXT.address.tab },
        ]}
      />
      <TabPanel id={tabsId} value={state.type}>
        <form className="search-box__form" onSubmit={onSubmit} aria-label={t`Search by ${text.tab.toLowerCase()}`}>
          <div className="search-box__field search-box__field--query">
            <label htmlFor={`${uid}-query`} className="visually-hidden">
              {text.label}
            </label>
            <SearchIcon className="search-box__icon" />
            <input
              id={`${uid}-query`}
              type="text"
              enterKeyHint="search"
              name="query"
              placeholder={text.placeholder}
              value={state.query}
              autoComplete="off"
              onChange={(e) => update({ query: e.target.value })}
            />
          </div>
          <div className="search-box__field">
            <label htmlFor={`${uid}-location`} className="visually-hidden">
              <Trans>City, State</Trans>
            </label>
            <MapPinIcon className="search-box__icon" />
            <input
              id={`${uid}-location`}
              type="text"
              name="location"
              placeholder={t`City, State`}
              value={state.location}
              autoComplete="address-level2"
              onChange={(e) => update({ location: e.target.value })}
            />
          </div>
          <button type="submit" disabled={!query}>
            {text.submit}
          </button>
        </form>
      </TabPanel>
    </div>
  );
}
