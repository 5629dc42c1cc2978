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
import { AppealsPanel } from "./AppealsPanel";
import { ReportQueue } from "./ReportQueue";
import { UsersPanel } from "./UsersPanel";
import { PagesPanel } from "./PagesPanel";
import { ResourcesPanel } from "./ResourcesPanel";
import "./admin.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

// "appeals": contestable moderation, contract §7.5 (issue 28); "pages" and "help": the union's own site, contract §7.6 (issue 29).
type Section = "reports" | "appeals" | "users" | "messages" | "verification" | "pages" | "help";
const SECTIONS: readonly Section[] = ["reports", "appeals", "users", "messages", "verification", "pages", "help"];

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
          <Trans>Review what the community has flagged. Hiding a review can be appealed and undone; deleting a review or a landlord is permanent. Every action is published,
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
          { value: "appeals", label: t`Appeals` },
          { value: "users", label: t`Users` },
          { value: "messages", label: t`Messages` },
          { value: "verification", label: waiting ? t`Verification (${waiting})` : t`Verification` },
          { value: "pages", label: t`Pages` },
          { value: "help", label: t`Get Help` },
        ]}
        className="admin-reports__tabs"
      />
      {/* Every tab has its panel (aria-controls names it); only the chosen one is drawn. Each opens
          with its h2 (read by screen readers), so the cards' h3 never follow the h1 directly. */}
      <TabPanel id="admin" value="reports" hidden={section !== "reports"}>
        <h2 className="visually-hidden"><Trans>Reports</Trans></h2>
        <ReportQueue />
      </TabPanel>
      <TabPanel id="admin" value="appeals" hidden={section !== "appeals"}>
        {section === "appeals" && <AppealsPanel />}
      </TabPanel>
      <TabPanel id="admin" value="users" hidden={section !== "users"}>
        <h2 className="visually-hidden"><Trans>Users</Trans></h2>
        <UsersPanel />
      </TabPanel>
      <TabPanel id="admin" value="messages" hidden={section !== "messages"}>
        <h2 className="visually-hidden"><Trans>Messages</Trans></h2>
        <MessagesPanel />
      </TabPanel>
      <TabPanel id="admin" value="verification" hidden={section !== "verification"}>
        {section === "verification" && verification.panel}
      </TabPanel>
      <TabPanel id="admin" value="pages" hidden={section !== "pages"}>
        {section === "pages" && <PagesPanel />}
      </TabPanel>
      <TabPanel id="admin" value="help" hidden={section !== "help"}>
        {section === "help" && <ResourcesPanel />}
      </TabPanel>
    </div>
  );
}
