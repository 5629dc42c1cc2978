// The app frame: skip link, header, the page, footer. While the session loads, a spinner shows
// instead of the page (product.md §2). On every route change the window scrolls to the top and
// focus moves to <main>, so keyboard and screen-reader users start at the new page.
import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useUser } from "../features/auth/api";
import "../features/accessibility/settings"; // applies the stored accessibility classes before paint
import { Header } from "./Header";
import { Footer } from "./Footer";
import { PageSpinner } from "./Spinner";

export function Layout() {
  const { isLoading } = useUser();
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
        Skip to main content
      </a>
      <Header />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="container site-main" style={{ outline: "none" }}>
        {isLoading ? <PageSpinner /> : <Outlet />}
      </main>
      <Footer />
    </>
  );
}
