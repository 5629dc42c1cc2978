// Content Reports (product.md §2 "Admin reports"): four tabs with counts, report cards, the
// details dialog, confirmations for the permanent deletes, and the access-denied views.
import { useState } from "react";
import type { QueuedReport } from "@contract/types";
import { Tabs, TabPanel } from "../../../components/Tabs";
import { CheckCircleIcon, FlagIcon } from "../../../components/icons";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { adminDeleteLandlord, adminDeleteReview, updateReport, useReports } from "../api";
import { EMPTY_STATE, combineNotes, filterReports, type ReportTab } from "../reports";
import { AccessDenied, ACCESS_MESSAGES } from "./AccessDenied";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ReportCard } from "./ReportCard";
import { ReportDetailsDialog } from "./ReportDetailsDialog";
import "./admin.css";

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : "");

export function AdminReportsScreen({ isAdmin }: { isAdmin: boolean }) {
  const reports = useReports(isAdmin);
  const [tab, setTab] = useState<ReportTab>("pending");
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<{ kind: "review" | "landlord"; report: QueuedReport } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  if (!isAdmin) return <AccessDenied message={ACCESS_MESSAGES.notAdmin} />;
  if (reports.error instanceof ApiError && reports.error.status === 401) return <AccessDenied message={ACCESS_MESSAGES.signedOut} />;
  if (reports.error instanceof ApiError && reports.error.status === 403) return <AccessDenied message={ACCESS_MESSAGES.forbidden} />;

  const all = reports.data ?? [];
  const pendingCount = all.filter((r) => r.status === "pending").length;
  const details = detailsId === null ? null : (all.find((r) => r.id === detailsId) ?? null);

  async function setStatus(report: QueuedReport, status: "resolved" | "dismissed", notes = ""): Promise<boolean> {
    setBusyId(report.id);
    try {
      await updateReport(report.id, { status, adminNotes: combineNotes(report.adminNotes, notes) });
      toast("Report updated", status === "resolved" ? "The report has been marked as resolved." : "The report has been dismissed.");
      return true;
    } catch (error) {
      toast("Failed to update report", messageOf(error), "destructive");
      return false;
    } finally {
      setBusyId(null);
    }
  }

  async function runDelete(): Promise<boolean> {
    if (!confirm) return false;
    const { kind, report } = confirm;
    try {
      if (kind === "review") {
        await adminDeleteReview(report.targetId);
        toast("Review deleted", "The review has been permanently removed.");
      } else {
        await adminDeleteLandlord(report.targetId);
        toast("Landlord deleted", "The landlord and all associated reviews have been removed.");
      }
      return true;
    } catch (error) {
      toast(kind === "review" ? "Failed to delete review" : "Failed to delete landlord", messageOf(error), "destructive");
      return false;
    }
  }

  const actions = {
    onDetails: (r: QueuedReport) => setDetailsId(r.id),
    onStatus: (r: QueuedReport, s: "resolved" | "dismissed") => void setStatus(r, s),
    onDeleteReview: (r: QueuedReport) => setConfirm({ kind: "review", report: r }),
    onDeleteLandlord: (r: QueuedReport) => setConfirm({ kind: "landlord", report: r }),
  };

  const tabs: { value: ReportTab; label: string }[] = [
    { value: "pending", label: `Pending (${pendingCount})` },
    { value: "all", label: `All Reports (${all.length})` },
    { value: "resolved", label: "Resolved" },
    { value: "dismissed", label: "Dismissed" },
  ];

  return (
    <div className="admin-reports">
      <header className="page-header admin-reports__header">
        <h1>
          <FlagIcon /> Content Reports
        </h1>
        <p>Review what the community has flagged. Deleting a review or a landlord is permanent.</p>
      </header>

      <Tabs id="reports" label="Report status" value={tab} onChange={setTab} tabs={tabs} className="admin-reports__tabs" />
      {tabs.map((t) => {
        const list = filterReports(all, t.value);
        return (
          <TabPanel key={t.value} id="reports" value={t.value} hidden={tab !== t.value}>
            {reports.isLoading ? (
              <div className="stack" aria-busy="true" aria-label="Loading reports">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="skeleton" style={{ height: "9rem" }} />
                ))}
              </div>
            ) : reports.error ? (
              <div className="error-state" role="alert">
                <h2>Could not load reports</h2>
                <p>{messageOf(reports.error) || "Please try again."}</p>
                <button type="button" onClick={() => void reports.mutate()}>
                  Try again
                </button>
              </div>
            ) : list.length === 0 ? (
              <div className="empty-state">
                <CheckCircleIcon />
                <h2 className="text-lg">{EMPTY_STATE[t.value].title}</h2>
                <p>{EMPTY_STATE[t.value].text}</p>
              </div>
            ) : (
              <div className="stack">
                {list.map((r) => (
                  <ReportCard key={r.id} report={r} busy={busyId === r.id} actions={actions} />
                ))}
              </div>
            )}
          </TabPanel>
        );
      })}

      <ReportDetailsDialog
        key={details?.id ?? "none"}
        report={confirm ? null : details}
        busy={details !== null && busyId === details.id}
        onClose={() => setDetailsId(null)}
        onStatus={setStatus}
        onDeleteReview={(r) => {
          setDetailsId(null);
          setConfirm({ kind: "review", report: r });
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === "landlord" ? "Delete Landlord" : "Delete Review"}
        body={
          confirm?.kind === "landlord"
            ? "Are you sure you want to delete this landlord? This action cannot be undone: the landlord and all associated reviews will be permanently removed from the platform."
            : "Are you sure you want to delete this review? This action cannot be undone, and the review will be permanently removed from the platform."
        }
        confirmLabel={confirm?.kind === "landlord" ? "Delete Landlord" : "Delete Review"}
        pendingLabel="Deleting..."
        onConfirm={runDelete}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
