// Providers and routes (docs/product-rules.md#pages). The routes are lib/paths.ts's patterns, the same list the
// server answers 200 or 404 from; a page for every pattern is required here by the type of PAGES.
// SWR as §9 says: never stale, no retries, no refetch on focus, no polling; /api/user overrides
// these in lib/auth.ts.
// Code splitting: the landing page is in the first bundle; every other route is its own chunk,
// fetched when a renter first goes there (a phone on a slow network draws / without paying for
// the admin screen or the review form). The header and footer stay drawn while a chunk loads.
import { lazy, Suspense, type ComponentType, type ReactElement } from "react";
import { BrowserRouter, matchPath, Route, Routes } from "react-router-dom";
import { preload, SWRConfig } from "swr";
import { keys } from "../lib/keys";
import { swrFetcher } from "../lib/api";
import { trackMountedKeys } from "../lib/invalidate";
import { ToasterHost } from "../lib/toast";
import { routes, type RouteName } from "../lib/paths";
import { Layout } from "./Layout";
import { HomePage } from "./routes/home";
import { PageSpinner } from "../components/Spinner";
import { loadPageMessages, pageLocale } from "../lib/i18n";

/**
 * A route component loaded on first use, drawn with the page spinner until it arrives; `preload`
 * fetches its code early, and the other pages' messages in the page's language (<html lang>) with it.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType & { preload: () => void } {
  // With the other pages' messages (lib/i18n.ts), fetched alongside the page's code.
  const Page = lazy(() => Promise.all([load(), loadPageMessages()]).then(([page]) => page));
  function LazyPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, {
    preload: () => {
      void load().catch(() => {});
      void loadPageMessages(pageLocale()).catch(() => {});
    },
  });
}

const SearchPage = lazyPage(() => import("./routes/search").then((m) => ({ default: m.SearchPage })));
const LandlordPage = lazyPage(() => import("./routes/landlord").then((m) => ({ default: m.LandlordPage })));
const WriteReviewPage = lazyPage(() => import("./routes/write-review").then((m) => ({ default: m.WriteReviewPage })));
const DashboardPage = lazyPage(() => import("./routes/dashboard").then((m) => ({ default: m.DashboardPage })));
const AdminReportsPage = lazyPage(() => import("./routes/admin-reports").then((m) => ({ default: m.AdminReportsPage })));
const AuthPage = lazyPage(() => import("./routes/auth").then((m) => ({ default: m.AuthPage })));
const AboutPage = lazyPage(() => import("./routes/about").then((m) => ({ default: m.AboutPage })));
const ContactPage = lazyPage(() => import("./routes/contact").then((m) => ({ default: m.ContactPage })));
const PrivacyPage = lazyPage(() => import("./routes/privacy").then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazyPage(() => import("./routes/terms").then((m) => ({ default: m.TermsPage })));
const TenantRightsPage = lazyPage(() => import("./routes/tenant-rights").then((m) => ({ default: m.TenantRightsPage })));
const CommunityGuidelinesPage = lazyPage(() => import("./routes/community-guidelines").then((m) => ({ default: m.CommunityGuidelinesPage })));
const LandlordVerificationPage = lazyPage(() => import("./routes/landlord-verification").then((m) => ({ default: m.LandlordVerificationPage })));
const AccountPage = lazyPage(() => import("./routes/account").then((m) => ({ default: m.AccountPage })));
const ResetPasswordPage = lazyPage(() => import("./routes/reset-password").then((m) => ({ default: m.ResetPasswordPage })));
const ConfirmEmailPage = lazyPage(() => import("./routes/confirm-email").then((m) => ({ default: m.ConfirmEmailPage })));
const ModerationLogPage = lazyPage(() => import("./routes/moderation-log").then((m) => ({ default: m.ModerationLogPage })));
const ResourcesPage = lazyPage(() => import("./routes/resources").then((m) => ({ default: m.ResourcesPage })));
const BuildingPage = lazyPage(() => import("./routes/building").then((m) => ({ default: m.BuildingPage })));
const CityPage = lazyPage(() => import("./routes/city").then((m) => ({ default: m.CityPage })));
const NotificationsPage = lazyPage(() => import("./routes/notifications").then((m) => ({ default: m.NotificationsPage })));
const UnsubscribePage = lazyPage(() => import("./routes/unsubscribe").then((m) => ({ default: m.UnsubscribePage })));
const NotFoundPage = lazyPage(() => import("./routes/not-found").then((m) => ({ default: m.NotFoundPage })));

const PAGES: Record<RouteName, ReactElement> = {
  home: <HomePage />,
  search: <SearchPage />,
  landlord: <LandlordPage />,
  writeReview: <WriteReviewPage />,
  writeReviewFor: <WriteReviewPage />,
  dashboard: <DashboardPage />,
  adminReports: <AdminReportsPage />,
  adminReportsAlias: <AdminReportsPage />,
  auth: <AuthPage />,
  about: <AboutPage />,
  contact: <ContactPage />,
  privacy: <PrivacyPage />,
  terms: <TermsPage />,
  tenantRights: <TenantRightsPage />,
  communityGuidelines: <CommunityGuidelinesPage />,
  landlordVerification: <LandlordVerificationPage />,
  account: <AccountPage />,
  resetPassword: <ResetPasswordPage />,
  confirmEmail: <ConfirmEmailPage />,
  moderationLog: <ModerationLogPage />,
  resources: <ResourcesPage />,
  building: <BuildingPage />,
  city: <CityPage />,
  notifications: <NotificationsPage />,
  unsubscribe: <UnsubscribePage />,
};

// The first page's code is fetched at once, beside the session (/api/user): Layout draws a route
// only once the session is known, and the route's chunk used to be asked for only then, one more
// round trip before a landlord page's or a search's first paint (issue 31: LCP on a phone). Its
// messages likewise: they were asked for only once the page first drew, after the common ones.
// A landlord page's record, its largest paint, is asked for at once too (SWR's preload: the page's
// useSWR takes the answer under way).
for (const name of Object.keys(routes) as RouteName[]) {
  const page = PAGES[name].type as { preload?: () => void };
  const match = matchPath(routes[name], window.location.pathname);
  if (!match) continue;
  page.preload?.();
  if (name === "landlord" && match.params.id) void preload(keys.landlord(match.params.id), swrFetcher).catch(() => {});
}

export function App() {
  return (
    <SWRConfig
      value={{
        fetcher: swrFetcher,
        use: [trackMountedKeys],
        revalidateIfStale: false,
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
        shouldRetryOnError: false,
        refreshInterval: 0,
      }}
    >
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            {(Object.keys(routes) as RouteName[]).map((name) => (
              <Route key={name} path={routes[name]} element={PAGES[name]} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
      <ToasterHost />
    </SWRConfig>
  );
}
