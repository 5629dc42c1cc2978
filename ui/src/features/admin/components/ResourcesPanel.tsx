// The admin's "Get Help" tab (contract §7.6): the directory of help, with a form to add an entry
// or change one, and a confirmed delete. The form's rules are the contract's resourceSchema, so
// the messages are the server's (a website must be http(s): the field says so).
import { useState } from "react";
import { Link } from "react-router-dom";
import { RESOURCE_KINDS, resourceSchema, type HelpResource } from "@contract/local-pages";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorSummary } from "../../../components/ErrorSummary";
import { FormField } from "../../../components/FormField";
import { Spinner } from "../../../components/Spinner";
import { useForm } from "../../../components/use-form";
import { showFailure } from "../../../lib/api";
import { useResources } from "../../../lib/local-pages";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { createResource, deleteResource, updateResource } from "../local-api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { resourceKindLabel } from "../../../lib/report-labels";

const KIND_OPTIONS = [{ value: "", get label() { return t`Choose a kind`; } }, ...RESOURCE_KINDS.map((k) => ({ value: k, get label() { return resourceKindLabel(k); } }))];

export function ResourcesPanel() {
  const list = useResources();
  const [editing, setEditing] = useState<HelpResource | null>(null);
  const [removing, setRemoving] = useState<HelpResource | null>(null);

  async function remove(): Promise<boolean> {
    if (!removing) return false;
    try {
      await deleteResource(removing.id);
      toast(t`Entry removed`, removing.name);
      if (editing?.id === removing.id) setEditing(null);
      return true;
    } catch (err) {
      showFailure(err, { title: t`Could not remove the entry` });
      return false;
    }
  }

  return (
    <div className="stack-lg">
      <p className="muted">
        <Trans>Tenant unions, legal aid, government offices and hotlines, shown on the <Link to={paths.resources()}>Get Help</Link> page
        and on the landlord pages of their location. Leave the location empty for help available everywhere.</Trans>
      </p>
      <ResourceForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      <section aria-labelledby="admin-resources-list" className="stack-sm">
        <h2 id="admin-resources-list"><Trans>Listed help</Trans></h2>
        {!list.data && !list.error && <Spinner label={t`Loading the directory`} />}
        {list.error && <p role="alert"><Trans>The directory could not be loaded. Please try again.</Trans></p>}
        {list.data?.length === 0 && <p className="muted"><Trans>Nothing is listed yet.</Trans></p>}
        {list.data && list.data.length > 0 && (
          <ul className="admin-resources">
            {list.data.map((r) => (
              <li key={r.id} className="card admin-resources__item">
                <div>
                  <strong>{r.name}</strong>
                  <p className="text-sm muted" style={{ margin: 0 }}>
                    {resourceKindLabel(r.kind)} · {r.location || t`Everywhere`}
                  </p>
                </div>
                <div className="btn-row">
                  <button type="button" className="secondary outline" onClick={() => setEditing(r)} aria-label={t`Edit ${r.name}`}>
                    <Trans>Edit</Trans>
                  </button>
                  <button type="button" className="danger outline" onClick={() => setRemoving(r)} aria-label={t`Remove ${r.name}`}>
                    <Trans>Remove</Trans>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t`Remove this entry?`}
        body={t`${removing?.name ?? ""} will no longer be listed anywhere on the site.`}
        confirmLabel={t`Remove`}
        pendingLabel={t`Removing...`}
        onConfirm={remove}
      />
    </div>
  );
}

function ResourceForm({ editing, onDone }: { editing: HelpResource | null; onDone: () => void }) {
  const { errors, pending, onSubmit, onChange, summary } = useForm({
    schema: resourceSchema,
    submit: async (values, form) => {
      try {
        if (editing) {
          await updateResource(editing.id, values);
          toast(t`Entry saved`, values.name);
          onDone();
        } else {
          await createResource(values);
          toast(t`Entry added`, values.name);
          form.reset();
        }
      } catch (err) {
        return showFailure(err, { title: editing ? t`Could not save the entry` : t`Could not add the entry`, fields: true });
      }
    },
  });
  const v = editing;
  return (
    <section className="card" aria-labelledby="admin-resource-form">
      <h2 id="admin-resource-form">{editing ? t`Edit ${editing.name}` : t`Add help`}</h2>
      <form onSubmit={onSubmit} onChange={onChange} noValidate>
        <ErrorSummary {...summary} />
        <div className="form-grid">
          <FormField name="name" label={t`Name`} required defaultValue={v?.name} error={errors.name} />
          <FormField name="kind" label={t`Kind`} required options={KIND_OPTIONS} defaultValue={v?.kind ?? ""} error={errors.kind} />
          <FormField name="location" label={t`Location`} optional hint={t`A city (Chicago, IL), a city alone or a state (IL). Empty: everywhere.`} defaultValue={v?.location} error={errors.location} />
          <FormField name="phone" label={t`Phone`} optional type="tel" defaultValue={v?.phone} error={errors.phone} />
          <FormField name="website" label={t`Website`} optional type="url" hint={t`An http:// or https:// address.`} defaultValue={v?.website} error={errors.website} />
          <FormField name="email" label={t`Email`} optional type="email" defaultValue={v?.email} error={errors.email} />
          <FormField className="full" name="languages" label={t`Languages`} optional hint={t`For example: English, Spanish`} defaultValue={v?.languages} error={errors.languages} />
          <FormField className="full" name="description" label={t`Description`} optional multiline rows={3} defaultValue={v?.description} error={errors.description} />
        </div>
        <div className="btn-row">
          <button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? t`Saving...` : editing ? t`Save entry` : t`Add entry`}
          </button>
          {editing && (
            <button type="button" className="secondary outline" onClick={onDone}>
              <Trans>Cancel</Trans>
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
