// The admin screen (docs/product-rules.md#pages "Admin reports", docs/product-rules.md#moderation): Content Reports with four
// sections — the report queue, the "Users" tab (sanctions), the "Messages" tab (the contact
// inbox) and the "Verification" tab (landlords' verification requests,
// docs/product-rules.md#verification-badges-and-replies) — and the access-denied views. The section is kept in the URL (?tab=users), so a
// moderator can link to it and the browser's back button works. The Verification tab's queue and its
// waiting count belong to the verification feature; the route (app/routes/admin-reports.tsx) passes them in.
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Tabs, TabPanel } from "../../../components/Tabs";
import { FlagIcon } from "../../../components/icons";
import { ApiError } from "../../../lib/api";
import { paths } from "../../../lib/paths";
import { useQueueCount } from "../api";
import { AccessDenied, ACCESS_MESSAGES } from "./AccessDenied";
import { MessagesPanel } from "./MessagesPanel";
import { ReportQueue } from "./ReportQueue";
import { UsersPanel } from "./UsersPanel";
import "./admin.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

type Section = "reports" | "users" | "messages" | "verification";
const SECTIONS: readonly Section[] = ["reports", "users", "messages", "verification"];

export interface AdminReportsScreenProps {
  isAdmin: boolean;
  /** The Verification tab: its panel (drawn only while chosen) and how many requests wait. */
  verification: { panel: ReactNode; waiting: number };
}

export function AdminReportsScreen({ isAdmin, verification }: AdminReportsScreenProps) {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const section: Section = SECTIONS.includes(raw as Section) ? (raw as Section) : "reports";
  // One light request tells a signed-in non-admin apart (403) from a session that just ended (401).
  const probe = useQueueCount(isAdmin, "pending");
  const { waiting } = verification;

  if (!isAdmin) return <AccessDenied message={ACCESS_MESSAGES.notAdmin} />;
  if (probe.error instanceof ApiError && probe.error.status === 401) return <AccessDenied message={ACCESS_MESSAGES.signedOut} />;
  if (probe.error instanceof ApiError && probe.error.status === 403) return <AccessDenied message={ACCESS_MESSAGES.forbidden} />;

  return (
    <div className="admin-reports">
      <header className="page-header admin-reports__header">
        <h1>
          <FlagIcon /> <Trans>Content Reports</Trans>
        </h1>
        <p>
          <Trans>Review what the community has flagged. Deleting a review or a landlord is permanent. Every action is published,
          without names, in the <Link to={paths.moderationLog}>Moderation Log</Link>.</Trans>
        </p>
      </header>
      <Tabs
        id="admin"
        label={t`Admin sections`}
        value={section}
        onChange={(s) => setParams(s === "reports" ? {} : { tab: s })}
        tabs={[
          { value: "reports", label: t`Reports` },
          { value: "users", label: t`Users` },
          { value: "messages", label: t`Messages` },
          { value: "verification", label: waiting ? t`Verification (${waiting})` : t`Verification` },
        ]}
        className="admin-reports__tabs"
      />
      {/* Every tab has its panel (aria-controls names it); only the chosen one is drawn. */}
      <TabPanel id="admin" value="reports" hidden={section !== "reports"}>
        <ReportQueue />
      </TabPanel>
      <TabPanel id="admin" value="users" hidden={section !== "users"}>
        <UsersPanel />
      </TabPanel>
      <TabPanel id="admin" value="messages" hidden={section !== "messages"}>
        <MessagesPanel />
      </TabPanel>
      <TabPanel id="admin" value="verification" hidden={section !== "verification"}>
        {section === "verification" && verification.panel}
      </TabPanel>
    </div>
  );
}
