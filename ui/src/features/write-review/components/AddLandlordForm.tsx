// Add-landlord step (product.md §2 "Write review"): name, type, location. "Continue to Review"
// holds the landlord locally, to be sent with the review as landlordData; "Add Landlord Now"
// creates it at once with POST /api/landlords.
import { useState, type FormEvent } from "react";
import { landlordCreateSchema, fieldErrors, type LandlordCreateInput } from "@contract/schemas";
import { LANDLORD_TYPES, LIMITS } from "@contract/constants";
import { FormField } from "../../../components/FormField";
import { LANDLORD_TYPE_LABEL } from "../../landlords";

const TYPE_OPTIONS = LANDLORD_TYPES.map((t) => ({ value: t, label: LANDLORD_TYPE_LABEL[t] }));

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

  return (
    <article className="add-landlord" aria-labelledby="add-landlord-title">
      <h2 id="add-landlord-title" className="review-section__title">
        Landlord Information
      </h2>
      <p className="add-landlord__lead">Tell us who you rented from. If they are already listed, we will take you to their page instead of adding them twice.</p>
      <form onSubmit={submit} noValidate>
        <FormField
          id="landlord-name"
          name="name"
          label="Landlord or Company Name"
          maxLength={LIMITS.landlordNameMax}
          placeholder="e.g. Jane Doe or Maple Property Management"
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          aria-required
          error={errors.name}
        />
        <div className="grid">
          <FormField
            id="landlord-type"
            name="type"
            label="Type"
            options={TYPE_OPTIONS}
            value={values.type}
            onChange={(e) => setValues({ ...values, type: e.target.value as LandlordCreateInput["type"] })}
            error={errors.type}
          />
          <FormField
            id="landlord-location"
            name="location"
            label="Location"
            maxLength={LIMITS.locationMax}
            placeholder="City, State"
            value={values.location}
            onChange={(e) => setValues({ ...values, location: e.target.value })}
            aria-required
            error={errors.location}
          />
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
