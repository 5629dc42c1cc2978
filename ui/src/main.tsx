import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// Global styles first, so the cascade is Pico, then app.css, then each component's own CSS.
import "./styles/pico.scss";
import "./styles/app.css";
import { App } from "./app/App";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
