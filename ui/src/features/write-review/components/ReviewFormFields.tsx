// The review form's five sections (docs/product-rules.md#pages "Write review"), shared by the write page and
// the edit dialog: Rate Your Experience, Tell Us More (with the assistant), Additional Details,
// Price Information (optional) and About You.
import { StarRating, formatRating } from "../../../components/StarRating";
import { LENGTHS_OF_RESIDENCE, LIMITS, RENT_PERIODS } from "@contract/constants";
import { hasUnitPart, publicAddress } from "@contract/address";
import { appendSuggestion } from "../assistant";
import { RATING_FIELDS, givenRatings, parseRent, type ReviewFormValues } from "../review-form";
import { AssistantPanel } from "./AssistantPanel";
import { RentAnalysisBadge } from "./RentAnalysisBadge";
import "./write-review.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { lengthOfResidenceLabel } from "../../../lib/labels";

const PERIOD_LABEL: Record<(typeof RENT_PERIODS)[number], string> = { get monthly() { return t`Monthly`; }, get weekly() { return t`Weekly`; }, get annual() { return t`Annual`; } };

export function ReviewFormFields({
  values,
  onChange,
  errors,
  idPrefix,
  location,
  compact = false,
}: {
  values: ReviewFormValues;
  onChange: (patch: Partial<ReviewFormValues>) => void;
  errors: Record<string, string>;
  idPrefix: string;
  /** The landlord's location, for the rent analysis. */
  location: string;
  /** Inside a dialog: the assistant goes under the text instead of beside it. */
  compact?: boolean;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const err = (name: string) =>
    errors[name] ? (
      <small id={id(`${name}-error`)} className="field-error">
        {errors[name]}
      </small>
    ) : null;
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": id(`${name}-error`) } : {});
  const rent = parseRent(values.monthlyRent);
  // Recomputed only when a rating changes: the assistant's memo and debounce key on it.
  const ratings = givenRatings(values);

  return (
    <>
      <section className="review-section" aria-labelledby={id("rate")}>
        <h2 id={id("rate")} className="review-section__title">
          <Trans>Rate Your Experience</Trans>
        </h2>
        <div className="rating-grid">
          {RATING_FIELDS.map(({ key, label }) => (
            <div key={key} className="rating-row">
              <span id={id(`${key}-label`)} className="rating-row__label">
                {label}
              </span>
              <span
                className={values.rated[key] ? "rating-row__control" : "rating-row__control rating-row__control--untouched"}
                data-testid={`rating-${key}`}
              >
                <StarRating
                  value={values[key]}
                  onChange={(v) => onChange({ [key]: v, rated: { ...values.rated, [key]: true } } as Partial<ReviewFormValues>)}
                  size="lg"
                  label={t`Rate this landlord: ${label}`}
                  id={id(key)}
                />
                {values.rated[key] ? (
                  <span className="rating-row__value">({formatRating(values[key])}/5)</span>
                ) : (
                  <span className="rating-row__value" data-testid={`rating-${key}-untouched`}>
                    <Trans>Not rated yet (counts as 1 star if left)</Trans>
                  </span>
                )}
              </span>
              {err(key)}
            </div>
          ))}
        </div>
      </section>

      <section className="review-section" aria-labelledby={id("more")}>
        <h2 id={id("more")} className="review-section__title">
          <Trans>Tell Us More</Trans>
        </h2>
        <div className={compact ? "tell-more tell-more--compact" : "tell-more"}>
          <div>
            <label htmlFor={id("reviewText")}><Trans>Your Review</Trans></label>
            <textarea
              id={id("reviewText")}
              rows={compact ? 6 : 9}
              maxLength={LIMITS.reviewTextMax}
              placeholder={t`Share your experience with this landlord: communication, maintenance, fairness, the deposit…`}
              value={values.reviewText}
              onChange={(e) => onChange({ reviewText: e.target.value })}
              {...invalid("reviewText")}
            />
            <small className="char-count" aria-live="polite">
              <Trans>{values.reviewText.length}/{LIMITS.reviewTextMax} characters (at least {LIMITS.reviewTextMin})</Trans>
            </small>
            {err("reviewText")}
          </div>
          <AssistantPanel
            id={id("assistant")}
            text={values.reviewText}
            ratings={ratings}
            onAppend={(s) => onChange({ reviewText: appendSuggestion(values.reviewText, s, LIMITS.reviewTextMax) })}
          />
        </div>
      </section>

      <section className="review-section" aria-labelledby={id("details")}>
        <h2 id={id("details")} className="review-section__title">
          <Trans>Additional Details</Trans>
        </h2>
        <div className="grid">
          <div>
            <label htmlFor={id("lengthOfResidence")}><Trans>Length of Residence</Trans></label>
            <select
              id={id("lengthOfResidence")}
              value={values.lengthOfResidence}
              onChange={(e) => onChange({ lengthOfResidence: e.target.value })}
              required
              {...invalid("lengthOfResidence")}
            >
              <option value="" disabled>
                <Trans>Select length of residence</Trans>
              </option>
              {LENGTHS_OF_RESIDENCE.map((l) => (
                <option key={l} value={l}>
                  {lengthOfResidenceLabel(l)}
                </option>
              ))}
            </select>
            {err("lengthOfResidence")}
          </div>
          <div>
            <label htmlFor={id("propertyAddress")}><Trans>Property Address (optional)</Trans></label>
            <input
              id={id("propertyAddress")}
              type="text"
              autoComplete="street-address"
              maxLength={LIMITS.propertyAddressMax}
              placeholder={t`e.g. 123 Main St, Apt 4`}
              value={values.propertyAddress}
              onChange={(e) => onChange({ propertyAddress: e.target.value })}
              {...invalid("propertyAddress")}
              aria-describedby={[errors.propertyAddress ? id("propertyAddress-error") : null, id("propertyAddress-hint")].filter(Boolean).join(" ")}
            />
            <AddressHint id={id("propertyAddress-hint")} typed={values.propertyAddress} />
            {err("propertyAddress")}
          </div>
        </div>
      </section>

      <section className="review-section" aria-labelledby={id("price")}>
        <h2 id={id("price")} className="review-section__title">
          <Trans>Price Information <small className="review-section__optional">(optional)</small></Trans>
        </h2>
        <div className="grid">
          <div>
            <label htmlFor={id("monthlyRent")}><Trans>Rent ($)</Trans></label>
            <input
              id={id("monthlyRent")}
              type="number"
              inputMode="numeric"
              min={0}
              max={LIMITS.rentMax}
              step={1}
              placeholder="e.g. 1500"
              value={values.monthlyRent}
              onChange={(e) => onChange({ monthlyRent: e.target.value })}
              {...invalid("monthlyRent")}
            />
            {err("monthlyRent")}
          </div>
          <div>
            <label htmlFor={id("rentPeriod")}><Trans>Rent Period</Trans></label>
            <select id={id("rentPeriod")} value={values.rentPeriod} onChange={(e) => onChange({ rentPeriod: e.target.value as ReviewFormValues["rentPeriod"] })}>
              {RENT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {PERIOD_LABEL[p]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <RentAnalysisBadge rent={rent !== null && !Number.isNaN(rent) ? rent : null} period={values.rentPeriod} location={location} />
        <label className="checkbox-label">
          <input type="checkbox" checked={values.utilitiesChecked} onChange={(e) => onChange({ utilitiesChecked: e.target.checked })} />
          <Trans>Utilities are included in rent</Trans>
        </label>
        {values.utilitiesChecked && (
          <div>
            <label htmlFor={id("utilitiesText")}><Trans>Which utilities? (optional)</Trans></label>
            <input
              id={id("utilitiesText")}
              type="text"
              maxLength={LIMITS.utilitiesMax}
              placeholder={t`e.g. water, trash, internet`}
              value={values.utilitiesText}
              onChange={(e) => onChange({ utilitiesText: e.target.value })}
              {...invalid("utilitiesIncluded")}
            />
            {err("utilitiesIncluded")}
          </div>
        )}
      </section>

      <section className="review-section" aria-labelledby={id("about")}>
        <h2 id={id("about")} className="review-section__title">
          <Trans>About You</Trans>
        </h2>
        <label htmlFor={id("reviewerName")}><Trans>Your Name (optional)</Trans></label>
        <input
          id={id("reviewerName")}
          type="text"
          autoComplete="name"
          maxLength={LIMITS.reviewerNameMax}
          placeholder={t`Shown with your review`}
          value={values.anonymous ? "" : values.reviewerName}
          disabled={values.anonymous}
          onChange={(e) => onChange({ reviewerName: e.target.value })}
          {...invalid("reviewerName")}
        />
        {err("reviewerName")}
        <label className="checkbox-label">
          <input type="checkbox" checked={values.anonymous} onChange={(e) => onChange({ anonymous: e.target.checked })} />
          <Trans>Post anonymously</Trans>
        </label>
        <small className="review-section__hint"><Trans>Anonymous reviews show as “Anonymous” and never carry your name.</Trans></small>
      </section>
    </>
  );
}

/**
 * What others will see of the address (docs/product-rules.md#shapes: building level, src/contract/address.ts):
 * said before anything is typed, and shown as it will be once a unit part is typed.
 */
function AddressHint({ id, typed }: { id: string; typed: string }) {
  const shown = publicAddress(typed);
  return (
    <small id={id} className="address-hint" data-testid="address-hint">
      <Trans>Shown publicly at building level only: unit, apartment, suite and # numbers are never shown to others.</Trans>
      {hasUnitPart(typed) && (
        <>
          {" "}
          <Trans>Others will see: <strong>{shown ?? t`no address`}</strong></Trans>
        </>
      )}
    </small>
  );
}
