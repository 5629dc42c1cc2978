// Sign In / Register (docs/product-rules.md#pages "Auth page"): Login and Register tabs, a link to browse
// without signing up, and a redirect to / once signed in. Signed-in-only screens render
// <AuthPage redirectTo={null} /> in their place and stay on their own route after sign-in.
import { useState } from "react";
import { Link, Navigate } from "react-router-dom";
import { useUser } from "../../lib/auth";
import { AuthForm, type AuthMode } from "../../features/auth/components/AuthForm";
import { OutsideSignIn } from "../../features/auth/components/OutsideSignIn";
import { ForgotPassword } from "../../features/auth/components/ForgotPassword";
import { Tabs, TabPanel } from "../../components/Tabs";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { SITE_NAME } from "../../lib/site";
import { paths } from "../../lib/paths";
import { SearchIcon } from "../../components/icons";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function AuthPage({ redirectTo = paths.home }: { redirectTo?: string | null }) {
  const { user } = useUser();
  const [tab, setTab] = useState<AuthMode>("login");
  useDocumentTitle(tab === "login" ? t`Sign In` : t`Register`);
  if (user && redirectTo !== null) return <Navigate to={redirectTo} replace />;
  if (user) return null;

  return (
    <div className="auth-wrap">
      <div className="center" style={{ marginBottom: "1.25rem" }}>
        <h1 style={{ marginBottom: "0.35rem" }}>{tab === "login" ? t`Welcome to ${SITE_NAME}` : t`Join ${SITE_NAME}`}</h1>
        <p className="muted" style={{ margin: 0 }}>
          {tab === "login"
            ? t`Sign in to write reviews, vote and follow your reviews.`
            : t`Create a free account to share your rental experience.`}
        </p>
      </div>
      <div className="card">
        <Tabs
          id="auth"
          label={t`Sign in or register`}
          value={tab}
          onChange={setTab}
          tabs={[
            { value: "login", label: t`Login` },
            { value: "register", label: t`Register` },
          ]}
        />
        <TabPanel id="auth" value="login" hidden={tab !== "login"}>
          <AuthForm mode="login" />
          <ForgotPassword />
        </TabPanel>
        <TabPanel id="auth" value="register" hidden={tab !== "register"}>
          <AuthForm mode="register" />
        </TabPanel>
        <OutsideSignIn />
      </div>
      <p className="center" style={{ marginTop: "1.25rem" }}>
        <Link to={paths.search()}>
          <SearchIcon /> <Trans>Browse landlords without signing up</Trans>
        </Link>
      </p>
    </div>
  );
}
