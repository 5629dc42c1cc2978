// Add-landlord step (docs/product-rules.md#pages "Write review"): name, type, location. "Continue to Review"
// holds the landlord locally, to be sent with the review as landlordData; "Add Landlord Now"
// creates it at once with POST /api/landlords.
// "Is it one of these?": as the name is typed, landlords already listed under a like name are
// shown (the same fuzzy search as /search), those in the typed location first, each a link to
// review it instead; one that is the same landlord by the duplicate rule (src/contract/names.ts:
// case, spacing, punctuation and look-alike letters ignored) is named as already listed.
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import type { Landlord } from "@contract/types";
import { landlordCreateSchema, fieldErrors, type LandlordCreateInput } from "@contract/schemas";
import { LANDLORD_TYPES, LIMITS } from "@contract/constants";
import { landlordKey, nameKey } from "@contract/names";
import { FormField } from "../../../components/FormField";
import { ErrorSummary } from "../../../components/ErrorSummary";
import { useForm } from "../../../components/use-form";
import { useDebounced } from "../../../lib/use-debounced";
import { paths } from "../../../lib/paths";
import { LANDLORD_TYPE_LABEL, useLandlordSearch } from "../../../lib/landlords";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

const MATCHES_SHOWN = 5;
const MIN_NAME_FOR_MATCHES = 3;

/** Landlords like the one being added, the same one first, then those in the typed location. */
export function orderMatches(found: readonly Landlord[], name: string, location: string): { landlord: Landlord; same: boolean }[] {
  const key = landlordKey(name, location);
  const place = nameKey(location);
  const rank = (l: Landlord) => (landlordKey(l.name, l.location) === key ? 0 : place && nameKey(l.location) === place ? 1 : 2);
  return [...found]
    .map((landlord, i) => ({ landlord, i, r: rank(landlord) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .slice(0, MATCHES_SHOWN)
    .map(({ landlord, r }) => ({ landlord, same: r === 0 }));
}

function ExistingMatches({ name, location }: { name: string; location: string }) {
  const settledName = useDebounced(name.trim(), 300);
  const settledLocation = useDebounced(location.trim(), 300);
  const query = settledName.length >= MIN_NAME_FOR_MATCHES ? settledName : "";
  const { results } = useLandlordSearch({ query, location: "", type: "landlord" });
  const matches = query && results ? orderMatches(results, settledName, settledLocation) : [];
  if (matches.length === 0) return null;
  return (
    <section className="existing-matches" aria-labelledby="existing-matches-title" aria-live="polite">
      <h3 id="existing-matches-title" className="existing-matches__title"><Trans>Is it one of these?</Trans></h3>
      <ul className="existing-matches__list">
        {matches.map(({ landlord, same }) => (
          <li key={landlord.id}>
            <Link to={paths.writeReview(landlord.id)}>
              <strong>{landlord.name}</strong>
              <span className="muted"> · {landlord.location}</span>
            </Link>
            {same && <span className="badge badge-warning existing-matches__same"><Trans>Already listed</Trans></span>}
          </li>
        ))}
      </ul>
      <small className="muted"><Trans>Choose one to review it, or carry on below if yours is not listed.</Trans></small>
    </section>
  );
}

/** Read at render (LANDLORD_TYPE_LABEL follows the language). */
const typeOptions = () => LANDLORD_TYPES.map((value) => ({ value, label: LANDLORD_TYPE_LABEL[value] }));
const LANDLORD_FIELDS = ["name", "type", "location"] as const;

function validateLandlord(values: LandlordCreateInput): Record<string, string> {
  const parsed = landlordCreateSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

export function AddLandlordForm({
  initial,
  onContinue,
  onCreateNow,
  onCancel,
  creating,
}: {
  initial: LandlordCreateInput | null;
  onContinue: (landlord: LandlordCreateInput) => void;
  onCreateNow: (landlord: LandlordCreateInput) => Promise<Record<string, string> | void>;
  /** Shown as "Cancel - Return to Review" when a landlord is already chosen. */
  onCancel?: () => void;
  creating: boolean;
}) {
  const [values, setValues] = useState<LandlordCreateInput>(initial ?? { name: "", type: "individual", location: "" });
  const { errors, summary, check, show } = useForm({
    values,
    validate: validateLandlord,
    order: LANDLORD_FIELDS,
    controlId: (f) => ((LANDLORD_FIELDS as readonly string[]).includes(f) ? `landlord-${f}` : null),
  });

  function parse(): LandlordCreateInput | null {
    return check() ? landlordCreateSchema.parse(values) : null;
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = parse();
    if (data) onContinue(data);
  }

  async function createNow() {
    const data = parse();
    if (!data) return;
    const serverErrors = await onCreateNow(data);
    if (serverErrors) show(serverErrors);
  }

  return (
    <article className="add-landlord" aria-labelledby="add-landlord-title">
      <h2 id="add-landlord-title" className="review-section__title">
        <Trans>Landlord Information</Trans>
      </h2>
      <p className="add-landlord__lead"><Trans>Tell us who you rented from. If they are already listed, we will take you to their page instead of adding them twice.</Trans></p>
      <form onSubmit={submit} noValidate aria-labelledby="add-landlord-title">
        <ErrorSummary {...summary} />
        <FormField
          id="landlord-name"
          name="name"
          label={t`Landlord or Company Name`}
          maxLength={LIMITS.landlordNameMax}
          placeholder={t`e.g. Jane Doe or Maple Property Management`}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          aria-required
          error={errors.name}
        />
        <ExistingMatches name={values.name} location={values.location} />
        <div className="grid">
          <FormField
            id="landlord-type"
            name="type"
            label={t`Type`}
            options={typeOptions()}
            value={values.type}
            onChange={(e) => setValues({ ...values, type: e.target.value as LandlordCreateInput["type"] })}
            error={errors.type}
          />
          <FormField
            id="landlord-location"
            name="location"
            label={t`Location`}
            maxLength={LIMITS.locationMax}
            placeholder={t`City, State`}
            value={values.location}
            onChange={(e) => setValues({ ...values, location: e.target.value })}
            aria-required
            error={errors.location}
          />
        </div>
        <div className="form-actions">
          <button type="submit"><Trans>Continue to Review</Trans></button>
          <button type="button" className="secondary outline" onClick={createNow} disabled={creating} aria-busy={creating || undefined}>
            {creating ? t`Adding...` : t`Add Landlord Now`}
          </button>
          {onCancel && (
            <button type="button" className="secondary" onClick={onCancel}>
              <Trans>Cancel - Return to Review</Trans>
            </button>
          )}
        </div>
        <small className="add-landlord__hint">
          <Trans>“Continue to Review” keeps these details with your review and adds the landlord when you submit it. “Add Landlord Now” lists them right away.</Trans>
        </small>
      </form>
    </article>
  );
}
