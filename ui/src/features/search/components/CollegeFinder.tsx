// The College Areas tab (docs/product-rules.md#pages): a text search of the built-in college list from 2
// characters (at most 20 matches), a direct "search landlords for …" option when the text looks
// like a place, a dropdown of 20 popular colleges and 12 quick buttons. Choosing hands the
// location ("City, ST") to onChoose; the page then returns to the General tab.
import { useId, useState } from "react";
import { GraduationIcon, MapPinIcon, SearchIcon } from "../../../components/icons";
import {
  COLLEGE_MIN_CHARS,
  POPULAR_COLLEGES,
  QUICK_PICK_COLLEGES,
  collegeLocation,
  looksLikePlace,
  searchColleges,
} from "../colleges";
import "../search.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function CollegeFinder({ onChoose }: { onChoose: (location: string) => void }) {
  const uid = useId();
  const [text, setText] = useState("");
  const trimmed = text.trim();
  const active = trimmed.length >= COLLEGE_MIN_CHARS;
  const matches = active ? searchColleges(trimmed) : [];
  const place = active && looksLikePlace(trimmed);

  return (
    <section className="college-finder card" aria-labelledby={`${uid}-title`}>
      <div>
        <h2 id={`${uid}-title`} className="text-lg">
          <GraduationIcon /> <Trans>Find landlords near your college</Trans>
        </h2>
        <p className="muted text-sm"><Trans>Type a college, university or city, or pick one of the popular colleges below.</Trans></p>
      </div>

      <div>
        <label htmlFor={`${uid}-text`}><Trans>Search colleges</Trans></label>
        <input
          id={`${uid}-text`}
          type="text"
          placeholder={t`e.g. University of Michigan or Ann Arbor, MI`}
          value={text}
          autoComplete="off"
          aria-describedby={`${uid}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <small id={`${uid}-hint`} className="muted">
          <Trans>Start typing: matches show from {COLLEGE_MIN_CHARS} characters.</Trans>
        </small>
      </div>

      {active && (
        <div aria-live="polite">
          {matches.length === 0 && !place ? (
            <p className="muted" role="status">
              <Trans>No colleges found matching your search.</Trans>
            </p>
          ) : (
            <ul className="college-results" aria-label={t`Matching colleges`}>
              {place && (
                <li>
                  <button type="button" onClick={() => onChoose(trimmed)}>
                    <span className="college-results__place">
                      <SearchIcon /> <Trans>Search landlords for "{trimmed}"</Trans>
                    </span>
                  </button>
                </li>
              )}
              {matches.map((c) => (
                <li key={c.name}>
                  <button type="button" onClick={() => onChoose(collegeLocation(c))}>
                    <span>{c.name}</span>
                    <span className="muted">
                      <MapPinIcon /> {collegeLocation(c)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {matches.length === 0 && place && (
            <p className="muted text-sm"><Trans>No colleges found matching your search.</Trans></p>
          )}
        </div>
      )}

      <div>
        <label htmlFor={`${uid}-popular`}><Trans>Popular colleges</Trans></label>
        <select
          id={`${uid}-popular`}
          value=""
          onChange={(e) => {
            const college = POPULAR_COLLEGES.find((c) => c.name === e.target.value);
            if (college) onChoose(collegeLocation(college));
          }}
        >
          <option value=""><Trans>Choose a popular college</Trans></option>
          {POPULAR_COLLEGES.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name} ({collegeLocation(c)})
            </option>
          ))}
        </select>
      </div>

      <div>
        <h3 className="text-sm muted" id={`${uid}-quick`}>
          <Trans>Quick picks</Trans>
        </h3>
        <ul className="quick-picks" aria-labelledby={`${uid}-quick`}>
          {QUICK_PICK_COLLEGES.map((c) => (
            <li key={c.name}>
              <button type="button" className="secondary outline" onClick={() => onChoose(collegeLocation(c))}>
                <span>{c.name}</span>
                <small>{collegeLocation(c)}</small>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
