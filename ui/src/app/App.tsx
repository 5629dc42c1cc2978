// Providers and routes (product.md §2). SWR as §9 says: never stale, no retries, no refetch on
// focus, no polling; /api/user overrides these in features/auth/api.ts.
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { SWRConfig } from "swr";
import { Toaster } from "sonner";
import { swrFetcher } from "../lib/api";
import { TOAST_DURATION_MS } from "../lib/toast";
import { Layout } from "../components/Layout";
import { HomePage } from "./routes/home";
import { SearchPage } from "./routes/search";
import { LandlordPage } from "./routes/landlord";
import { WriteReviewPage } from "./routes/write-review";
import { DashboardPage } from "./routes/dashboard";
import { AdminReportsPage } from "./routes/admin-reports";
import { AuthPage } from "./routes/auth";
import { AboutPage } from "./routes/about";
import { ContactPage } from "./routes/contact";
import { PrivacyPage } from "./routes/privacy";
import { TermsPage } from "./routes/terms";
import { TenantRightsPage } from "./routes/tenant-rights";
import { CommunityGuidelinesPage } from "./routes/community-guidelines";
import { LandlordVerificationPage } from "./routes/landlord-verification";
import { NotFoundPage } from "./routes/not-found";

export function App() {
  return (
    <SWRConfig
      value={{
        fetcher: swrFetcher,
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
            <Route path="/" element={<HomePage />} />
            <Route path="/search" element={<SearchPage />} />
            <Route path="/landlord/:id" element={<LandlordPage />} />
            <Route path="/write-review" element={<WriteReviewPage />} />
            <Route path="/write-review/:landlordId" element={<WriteReviewPage />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/admin-reports" element={<AdminReportsPage />} />
            <Route path="/admin/reports" element={<AdminReportsPage />} />
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/contact" element={<ContactPage />} />
            <Route path="/privacy" element={<PrivacyPage />} />
            <Route path="/terms" element={<TermsPage />} />
            <Route path="/tenant-rights" element={<TenantRightsPage />} />
            <Route path="/community-guidelines" element={<CommunityGuidelinesPage />} />
            <Route path="/landlord-verification" element={<LandlordVerificationPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
      <Toaster position="bottom-right" visibleToasts={1} duration={TOAST_DURATION_MS} closeButton richColors />
    </SWRConfig>
  );
}
