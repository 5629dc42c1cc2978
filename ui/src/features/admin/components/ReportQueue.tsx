// The report queue (docs/product-rules.md#pages "Admin reports", docs/product-rules.md#moderation): tabs by status with their
// counts, filters by type and category, 25 reported items a page with the total, grouped by
// target, bulk Dismiss / Resolve for the selection, a toast with Undo after every status change,
// deletes behind their confirm dialog, and Merge for duplicate landlord profiles. A 404 or 409
// (someone else got there first) says so and refreshes the page instead of showing stale state.
import { useMemo, useRef, useState } from "react";
import { REPORT_CATEGORIES, REPORT_TYPES, type ReportStatus, type ReportType } from "@contract/constants";
import type { QueuedReport } from "@contract/types";
import { Tabs, TabPanel } from "../../../components/Tabs";
import { CheckCircleIcon } from "../../../components/icons";
import { ApiError, showFailure } from "../../../lib/api";
import { invalidate } from "../../../lib/invalidate";
import { keys } from "../../../lib/keys";
import { toast, toastWithAction } from "../../../lib/toast";
import { QUEUE_PAGE_SIZE, adminDeleteLandlord, adminRemoveReply, adminDeleteReview, hideReply, hideReview, updateReport, updateReports, useQueueCount, useReportQueue } from "../api";
import { HideDialog } from "./HideDialog";
import { EMPTY_STATE, TYPE_LABEL, combineNotes, groupReports, type ReportGroup, type ReportTab } from "../reports";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { MergeDialog } from "./MergeDialog";
import { ReportDetailsDialog } from "./ReportDetailsDialog";
import { ReportGroupCard } from "./ReportGroupCard";
import { Trans } from "@lingui/react/macro";
import { plural, t } from "@lingui/core/macro";
import { reportCategoryLabel } from "../../../lib/report-labels";

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : "");
/** 404 and 409: the item changed under us; the queue is refreshed so it shows what is true now. */
const isStale = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

const STATUS_OF_TAB: Record<ReportTab, ReportStatus | undefined> = { pending: "pending", all: undefined, resolved: "resolved", dismissed: "dismissed" };
/** "3 reports resolved.": the toast after a change of status, a whole sentence per status. */
function doneMessage(status: "resolved" | "dismissed" | "pending", count: number): string {
  if (status === "resolved") return plural(count, { one: "# report resolved.", other: "# reports resolved." });
  if (status === "dismissed") return plural(count, { one: "# report dismissed.", other: "# reports dismissed." });
  return plural(count, { one: "# report reopened.", other: "# reports reopened." });
}

/** The permanent removals' confirmations, by what is reported. */
const CONFIRM_WORDS = {
  landlord: {
    get title() { return t`Delete Landlord`; },
    get body() { return t`Are you sure you want to delete this landlord? This action cannot be undone: the landlord and all associated reviews will be permanently removed from the platform.`; },
    get failed() { return t`Failed to delete landlord`; },
  },
  review: {
    get title() { return t`Delete Review`; },
    get body() { return t`Are you sure you want to delete this review? This action cannot be undone, and the review will be permanently removed from the platform.`; },
    get failed() { return t`Failed to delete review`; },
  },
  reply: {
    get title() { return t`Remove Reply`; },
    get body() { return t`Are you sure you want to remove the owner's reply? The review stays; the owner may write a new reply.`; },
    get failed() { return t`Failed to remove reply`; },
  },
} as const;

export function ReportQueue() {
  const [tab, setTab] = useState<ReportTab>("pending");
  const [type, setType] = useState<ReportType | "">("");
  const [category, setCategory] = useState("");
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [details, setDetails] = useState<QueuedReport | null>(null);
  const [confirm, setConfirm] = useState<ReportGroup | null>(null);
  const [merging, setMerging] = useState<ReportGroup | null>(null);
  const [hiding, setHiding] = useState<ReportGroup | null>(null);

  const filter = { status: STATUS_OF_TAB[tab], type: type || undefined, category: category || undefined };
  const queue = useReportQueue(true, filter, page);
  const pendingCount = useQueueCount(true, "pending").data?.total;
  const allCount = useQueueCount(true).data?.total;
  const groups = useMemo(() => groupReports(queue.data?.items ?? []), [queue.data]);
  const total = queue.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const selectable = groups.filter((g) => g.pendingIds.length > 0);
  const chosen = selectable.filter((g) => selected.has(g.key));
  const categories = type ? REPORT_CATEGORIES[type] : [...new Set(REPORT_TYPES.flatMap((t) => REPORT_CATEGORIES[t]))];

  const reset = (fn: () => void) => {
    fn();
    setPage(0);
    setSelected(new Set());
  };

  async function failed(title: string, error: unknown) {
    showFailure(error, { title, fallback: t`Please try again.` });
    if (isStale(error)) await invalidate([keys.reports]);
  }

  /** Sets `status` on reports `ids`; the toast's Undo puts them back to pending. */
  async function changeStatus(ids: number[], status: "resolved" | "dismissed" | "pending", what: number, notes?: string | null): Promise<boolean> {
    setBusy(true);
    try {
      await updateReports(ids, { status, ...(notes !== undefined ? { adminNotes: notes } : {}) });
      setSelected(new Set());
      const title = doneMessage(status, what);
      if (status === "pending") toast(t`Report updated`, title);
      else toastWithAction(t`Report updated`, title, { label: t`Undo`, onClick: () => void changeStatus(ids, "pending", what) });
      return true;
    } catch (error) {
      await failed(t`Failed to update report`, error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const describe = (groupsActed: ReportGroup[]) => groupsActed.reduce((sum, g) => sum + g.pendingIds.length, 0);

  // After a bulk action the next page's first card is brought to the top of the screen, its buttons
  // clear of the toast that says what was done (bottom right) and of the sticky header.
  const listRef = useRef<HTMLDivElement>(null);
  async function changeSelected(status: "resolved" | "dismissed") {
    if (await changeStatus(chosen.flatMap((g) => g.pendingIds), status, describe(chosen))) listRef.current?.scrollIntoView({ block: "start" });
  }

  async function runDelete(): Promise<boolean> {
    if (!confirm) return false;
    const g = confirm;
    try {
      if (g.reportType === "review") {
        await adminDeleteReview(g.targetId);
        toast(t`Review deleted`, t`The review has been permanently removed.`);
      } else if (g.reportType === "reply") {
        await adminRemoveReply(g.targetId);
        toast(t`Reply removed`, t`The owner's reply has been removed; the review stays.`);
      } else {
        await adminDeleteLandlord(g.targetId);
        toast(t`Landlord deleted`, t`The landlord and all associated reviews have been removed.`);
      }
      return true;
    } catch (error) {
      await failed(CONFIRM_WORDS[g.reportType].failed, error);
      return false;
    }
  }

  const tabs: { value: ReportTab; label: string }[] = [
    { value: "pending", label: pendingCount === undefined ? t`Pending` : t`Pending (${pendingCount})` },
    { value: "all", label: allCount === undefined ? t`All Reports` : t`All Reports (${allCount})` },
    { value: "resolved", label: t`Resolved` },
    { value: "dismissed", label: t`Dismissed` },
  ];

  return (
    <div className="admin-queue">
      <Tabs id="reports" label={t`Report status`} value={tab} onChange={(t) => reset(() => setTab(t))} tabs={tabs} className="admin-reports__tabs" />
      {tabs.map((panel) => (
        <TabPanel key={panel.value} id="reports" value={panel.value} hidden={tab !== panel.value}>
        <div className="admin-queue__filters">
          <label>
            <span id="queue-type-label"><Trans>Type</Trans></span>
            <select aria-labelledby="queue-type-label" value={type} onChange={(e) => reset(() => { setType(e.currentTarget.value as ReportType | ""); setCategory(""); })}>
              <option value=""><Trans>All types</Trans></option>
              {REPORT_TYPES.map((t) => <option key={t} value={t}>{TYPE_LABEL[t]}</option>)}
            </select>
          </label>
          <label>
            <span id="queue-category-label"><Trans>Category</Trans></span>
            <select aria-labelledby="queue-category-label" value={category} onChange={(e) => reset(() => setCategory(e.currentTarget.value))}>
              <option value=""><Trans>All categories</Trans></option>
              {categories.map((c) => <option key={c} value={c}>{reportCategoryLabel(c)}</option>)}
            </select>
          </label>
        </div>

        {queue.isLoading ? (
          <div className="stack" aria-busy="true" aria-label={t`Loading reports`}>
            {[0, 1, 2].map((i) => <div key={i} className="skeleton" style={{ height: "9rem" }} />)}
          </div>
        ) : queue.error ? (
          <div className="error-state" role="alert">
            <h2><Trans>Could not load reports</Trans></h2>
            <p>{messageOf(queue.error) || t`Please try again.`}</p>
            <button type="button" onClick={() => void queue.mutate()}><Trans>Try again</Trans></button>
          </div>
        ) : groups.length === 0 ? (
          <div className="empty-state">
            <CheckCircleIcon />
            <h2 className="text-lg">{EMPTY_STATE[tab].title}</h2>
            <p>{EMPTY_STATE[tab].text}</p>
          </div>
        ) : (
          <>
            <p className="admin-queue__summary" aria-live="polite" data-testid="queue-summary">
              <Trans>Showing {page * QUEUE_PAGE_SIZE + 1}–{page * QUEUE_PAGE_SIZE + groups.length} of {total} reported items</Trans>
            </p>
            {selectable.length > 0 && (
              <div className="admin-queue__bulk" role="group" aria-label={t`Bulk actions`}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.length === selectable.length}
                    ref={(el) => {
                      if (el) el.indeterminate = chosen.length > 0 && chosen.length < selectable.length;
                    }}
                    onChange={(e) => setSelected(e.currentTarget.checked ? new Set(selectable.map((g) => g.key)) : new Set())}
                  />
                  <Trans>Select all on this page</Trans>
                </label>
                <span><Trans>{chosen.length} selected</Trans></span>
                <button type="button" className="secondary small" disabled={busy || !chosen.length} onClick={() => void changeSelected("dismissed")}>
                  <Trans>Dismiss selected</Trans>
                </button>
                <button type="button" className="small" disabled={busy || !chosen.length} onClick={() => void changeSelected("resolved")}>
                  <Trans>Resolve selected</Trans>
                </button>
              </div>
            )}
            <div className="stack admin-queue__list" ref={listRef}>
              {groups.map((g) => (
                <ReportGroupCard
                  key={g.key}
                  group={g}
                  selected={selected.has(g.key)}
                  busy={busy}
                  actions={{
                    onSelect: (group, on) =>
                      setSelected((s) => {
                        const next = new Set(s);
                        if (on) next.add(group.key);
                        else next.delete(group.key);
                        return next;
                      }),
                    onDetails: setDetails,
                    onStatus: (group, status) => void changeStatus(group.pendingIds, status, describe([group])),
                    onReopen: (group) => void changeStatus(group.reports.map((r) => r.id), "pending", group.reports.length),
                    onDelete: setConfirm,
                    onHide: setHiding,
                    onMerge: setMerging,
                  }}
                />
              ))}
            </div>
            <nav className="pager" aria-label={t`Report pages`}>
              <button type="button" className="secondary outline small" disabled={page === 0} onClick={() => { setSelected(new Set()); setPage((p) => p - 1); }}>
                <Trans>Previous</Trans>
              </button>
              <span><Trans>Page {page + 1} of {pages}</Trans></span>
              <button type="button" className="secondary outline small" disabled={page + 1 >= pages} onClick={() => { setSelected(new Set()); setPage((p) => p + 1); }}>
                <Trans>Next</Trans>
              </button>
            </nav>
          </>
        )}
        </TabPanel>
      ))}

      <ReportDetailsDialog
        key={details?.id ?? "none"}
        report={confirm ? null : details}
        busy={busy}
        onClose={() => setDetails(null)}
        onStatus={async (r, status, notes) => {
          setBusy(true);
          try {
            await updateReport(r.id, { status, adminNotes: combineNotes(r.adminNotes, notes) });
            toastWithAction(t`Report updated`, doneMessage(status, 1), { label: t`Undo`, onClick: () => void changeStatus([r.id], "pending", 1) });
            return true;
          } catch (error) {
            await failed(t`Failed to update report`, error);
            return false;
          } finally {
            setBusy(false);
          }
        }}
        onDeleteReview={(r) => {
          setDetails(null);
          const g = groups.find((x) => x.targetId === r.targetId && x.reportType === r.reportType);
          if (g) setConfirm(g);
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={CONFIRM_WORDS[confirm?.reportType ?? "review"].title}
        body={CONFIRM_WORDS[confirm?.reportType ?? "review"].body}
        confirmLabel={CONFIRM_WORDS[confirm?.reportType ?? "review"].title}
        pendingLabel={confirm?.reportType === "reply" ? t`Removing...` : t`Deleting...`}
        onConfirm={runDelete}
        onClose={() => setConfirm(null)}
      />
      {hiding && (
        <HideDialog
          open
          what={hiding.reportType === "reply" ? "reply" : "review"}
          key={hiding.key}
          suggestedReason={hiding.reports.find((r) => r.status === "pending")?.reportCategory}
          onClose={() => setHiding(null)}
          onHide={async (input) => {
            try {
              if (hiding.reportType === "reply") {
                await hideReply(hiding.target!.reviewId!, input);
                toast(t`Reply hidden`, t`The owner's reply is no longer shown under the review.`);
              } else {
                await hideReview(hiding.targetId, input);
                toast(t`Review hidden`, t`The review is hidden and its author can appeal within 14 days.`);
              }
              return true;
            } catch (error) {
              await failed(hiding.reportType === "reply" ? t`Failed to hide reply` : t`Failed to hide review`, error);
              return false;
            }
          }}
        />
      )}
      {merging?.target && (
        <MergeDialog
          duplicate={{ id: merging.targetId, name: merging.target.landlordName }}
          reportId={merging.reports.find((r) => r.reportCategory === "Duplicate profile" && r.status === "pending")?.id}
          onClose={() => setMerging(null)}
        />
      )}
    </div>
  );
}
