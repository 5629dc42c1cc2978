// The app frame: skip link, header, the page, footer. While the session loads, a spinner shows
// instead of the page (docs/product-rules.md#pages). On every route change the window scrolls to the top and
// focus moves to <main>, so keyboard and screen-reader users start at the new page.
import { lazy, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useUser } from "../lib/auth";
import "../features/accessibility/settings"; // applies the stored accessibility classes before paint
import { AccessibilityPopover } from "../features/accessibility/components/AccessibilityPopover";
import { Header } from "../components/Header";
import { Footer } from "../components/Footer";
import { PageSpinner } from "../components/Spinner";
import { Trans } from "@lingui/react/macro";

// Only a signed-in account can be suspended: its notice is a chunk of its own, off the landing
// page a first visitor loads (its 120 KB budget, bench/landing.ts).
const SuspensionNotice = lazy(() => import("../features/suspension/components/SuspensionNotice").then((m) => ({ default: m.SuspensionNotice })));

export function Layout() {
  const { isLoading, user } = useUser();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main-content">
        <Trans>Skip to main content</Trans>
      </a>
      <Header />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="container site-main" style={{ outline: "none" }}>
        {user && (
          <Suspense fallback={null}>
            <SuspensionNotice signedIn />
          </Suspense>
        )}
        {isLoading ? <PageSpinner /> : <Outlet />}
      </main>
      <Footer accessibility={<AccessibilityPopover />} />
    </>
  );
}
