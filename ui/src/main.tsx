import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
// Global styles first, so the cascade is Pico, then app.css, then each component's own CSS.
import "./styles/pico.scss";
import "./styles/app.css";
import { App } from "./app/App";
import { activate, i18n, pageLocale } from "./lib/i18n";

// The page's language is loaded before the first render, so no English flashes on a Spanish page.
void activate(pageLocale()).then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>,
  ),
);
