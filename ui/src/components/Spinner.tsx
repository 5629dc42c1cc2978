import { t } from "@lingui/core/macro";
// Loading indicators. <Spinner /> inline; <PageSpinner /> fills the page while the session or a
// page's data loads (docs/product-rules.md#pages: "While authentication state loads, a spinner shows").

export function Spinner({ small = false, label = t`Loading` }: { small?: boolean; label?: string }) {
  return (
    <span role="status" className="spinner-wrap">
      <span className={small ? "spinner spinner-sm" : "spinner"} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function PageSpinner({ label = t`Loading…` }: { label?: string }) {
  return (
    <div className="spinner-page" role="status" aria-live="polite" data-testid="page-spinner">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
