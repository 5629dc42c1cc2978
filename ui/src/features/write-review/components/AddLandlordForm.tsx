// Add-landlord step (product.md §2 "Write review"): name, type, location. "Continue to Review"
// holds the landlord locally, to be sent with the review as landlordData; "Add Landlord Now"
// creates it at once with POST /api/landlords.
import { useState, type FormEvent } from "react";
import { landlordCreateSchema, fieldErrors, type LandlordCreateInput } from "@contract/schemas";
import { LANDLORD_TYPES, LIMITS } from "@contract/constants";

const TYPE_LABEL = { individual: "Individual", company: "Company" } as const;

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
  const [errors, setErrors] = useState<Record<string, string>>({});

  function parse(): LandlordCreateInput | null {
    const parsed = landlordCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return null;
    }
    setErrors({});
    return parsed.data;
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
    if (serverErrors) setErrors(serverErrors);
  }

  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": `landlord-${name}-error` } : {});
  const err = (name: string) =>
    errors[name] ? (
      <small id={`landlord-${name}-error`} className="field-error">
        {errors[name]}
      </small>
    ) : null;

  return (
    <article className="add-landlord" aria-labelledby="add-landlord-title">
      <h2 id="add-landlord-title" className="review-section__title">
        Landlord Information
      </h2>
      <p className="add-landlord__lead">Tell us who you rented from. If they are already listed, we will take you to their page instead of adding them twice.</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor="landlord-name">Landlord or Company Name</label>
        <input
          id="landlord-name"
          type="text"
          maxLength={LIMITS.landlordNameMax}
          placeholder="e.g. Jane Doe or Maple Property Management"
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          required
          {...invalid("name")}
        />
        {err("name")}
        <div className="grid">
          <div>
            <label htmlFor="landlord-type">Type</label>
            <select
              id="landlord-type"
              value={values.type}
              onChange={(e) => setValues({ ...values, type: e.target.value as LandlordCreateInput["type"] })}
              {...invalid("type")}
            >
              {LANDLORD_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABEL[t]}
                </option>
              ))}
            </select>
            {err("type")}
          </div>
          <div>
            <label htmlFor="landlord-location">Location</label>
            <input
              id="landlord-location"
              type="text"
              maxLength={LIMITS.locationMax}
              placeholder="City, State"
              value={values.location}
              onChange={(e) => setValues({ ...values, location: e.target.value })}
              required
              {...invalid("location")}
            />
            {err("location")}
          </div>
        </div>
        <div className="form-actions">
          <button type="submit">Continue to Review</button>
          <button type="button" className="secondary outline" onClick={createNow} disabled={creating} aria-busy={creating || undefined}>
            {creating ? "Adding..." : "Add Landlord Now"}
          </button>
          {onCancel && (
            <button type="button" className="secondary" onClick={onCancel}>
              Cancel - Return to Review
            </button>
          )}
        </div>
        <small className="add-landlord__hint">
          “Continue to Review” keeps these details with your review and adds the landlord when you submit it. “Add Landlord Now” lists them right away.
        </small>
      </form>
    </article>
  );
}
