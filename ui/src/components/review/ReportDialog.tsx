// Report a review or a landlord profile (docs/product-rules.md#pages and docs/product-rules.md#validation-messages and docs/product-rules.md#constants): the Report button, and the form
// in its dialog (ReportForm.tsx), fetched the first time a signed-in person opens it: most
// visitors never report, and the form brings the validation schemas with it. Visitors get a
// "Login required" toast instead.
import { lazy, Suspense, useState, type ReactNode } from "react";
import type { ReportType } from "@contract/constants";
import { toast } from "../../lib/toast";
import { FlagIcon } from "../icons";
import { useUser } from "../../lib/auth";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { loadPageMessages } from "../../lib/i18n";

const ReportFormDialog = lazy(() => Promise.all([import("./ReportForm"), loadPageMessages()]).then(([m]) => ({ default: m.ReportFormDialog })));

export interface ReportDialogProps {
  reportType: ReportType;
  targetId: string;
  /** Draws the button that opens the dialog; the default is an outline "Report" button with a flag. */
  trigger?: (open: () => void) => ReactNode;
}

export function ReportDialog({ reportType, targetId, trigger }: ReportDialogProps) {
  const { user } = useUser();
  const [open, setOpen] = useState(false);
  // Once opened, the form stays mounted: a cancelled draft is still there next time.
  const [wanted, setWanted] = useState(false);

  function show() {
    if (!user) {
      toast(t`Login required`, t`Please log in to report content`, "destructive");
      return;
    }
    setWanted(true);
    setOpen(true);
  }

  return (
    <>
      {trigger ? (
        trigger(show)
      ) : (
        <button type="button" className="secondary outline small" onClick={show}>
          <FlagIcon /> <Trans>Report</Trans>
        </button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <ReportFormDialog reportType={reportType} targetId={targetId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
