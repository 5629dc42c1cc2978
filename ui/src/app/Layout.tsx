// The app frame: skip link, header, the page, footer. While the session loads, a spinner shows
// instead of the page (docs/product-rules.md#pages). On every route change the window scrolls to the top and
// focus moves to <main>, so keyboard and screen-reader users start at the new page.
import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useUser } from "../lib/auth";
import "../features/accessibility/settings"; // applies the stored accessibility classes before paint
import { AccessibilityPopover } from "../features/accessibility/components/AccessibilityPopover";
import { Header } from "../components/Header";
import { Footer } from "../components/Footer";
import { PageSpinner } from "../components/Spinner";
import { SuspensionNotice } from "../features/suspension/components/SuspensionNotice";
import { Trans } from "@lingui/react/macro";

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
        <SuspensionNotice signedIn={Boolean(user)} />
        {isLoading ? <PageSpinner /> : <Outlet />}
      </main>
      <Footer accessibility={<AccessibilityPopover />} />
    </>
  );
}
