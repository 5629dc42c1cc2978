import { StrictMode, startTransition, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
// Global styles first, so the cascade is Pico, then app.css, then each component's own CSS.
import "./styles/pico.scss";
import "./styles/app.css";
import { App } from "./app/App";
import { activate, i18n, pageLocale } from "./lib/i18n";

/**
 * The app in the active language. A language change draws it again from the top (its key), so
 * every word follows, those of `t` in plain functions too; the page, its scroll and the data
 * already loaded stay (the router reads the address, SWR keeps its cache).
 */
function Root() {
  const [locale, setLocale] = useState(i18n.locale);
  useEffect(() => i18n.on("change", () => setLocale(i18n.locale)), []);
  return (
    <I18nProvider i18n={i18n}>
      <App key={locale} />
    </I18nProvider>
  );
}

// The page's language is loaded before the first render, so no English flashes on a Spanish page.
// The first render is a transition (issue 31: Total Blocking Time): React draws it in slices of a
// few milliseconds, yielding to the browser between them, where a plain render is one task of
// several hundred milliseconds on a phone; the route's chunk and its data, arriving meanwhile, are
// drawn the same way.
void activate(pageLocale()).then(() => {
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
});
