// Lingui (docs/languages.md): the UI's messages are written in English in the code (product.md's
// words) with Lingui's macros; `lingui extract` gathers them into one .po catalog per language,
// ui/src/locales/<locale>/messages.po, and the build (scripts/build-ui.ts) fails when a language
// misses one. Adding a language: its code in src/contract/locales.ts and here, then extract.
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LOCALES } from "./src/contract/locales";

/** What the page frame and the landing page draw (ui/src/app/Layout.tsx, ui/src/app/routes/home.tsx). */
const COMMON = [
  "<rootDir>/ui/src/components",
  "<rootDir>/ui/src/lib",
  "<rootDir>/ui/src/app/App.tsx",
  "<rootDir>/ui/src/app/Layout.tsx",
  "<rootDir>/ui/src/app/routes/home.tsx",
  "<rootDir>/ui/src/features/home",
  "<rootDir>/ui/src/features/search/components/SearchBox.tsx",
  "<rootDir>/ui/src/features/accessibility",
  "<rootDir>/ui/src/features/suspension",
];
/**
 * Shared pieces the landing page never draws: their words go with the other pages. The review
 * card's report and reply forms are fetched when opened (with the pages catalog: their lazy()
 * calls loadPageMessages).
 */
const NOT_ON_LANDING = [
  "<rootDir>/ui/src/components/StaticPage.tsx",
  "<rootDir>/ui/src/components/ErrorSummary.tsx",
  "<rootDir>/ui/src/components/FormField.tsx",
  "<rootDir>/ui/src/components/use-form.ts",
  "<rootDir>/ui/src/components/review/ReportForm.tsx",
  "<rootDir>/ui/src/components/review/ReplyForm.tsx",
  "<rootDir>/ui/src/lib/policies.ts",
  "<rootDir>/ui/src/lib/report-labels.ts",
  // Drawn on landlord, building and help pages only (issues 25, 29), never on the landing page.
  "<rootDir>/ui/src/components/LocalHelp.tsx",
  "<rootDir>/ui/src/components/PageLoadFailure.tsx",
  "<rootDir>/ui/src/components/ResourceCard.tsx",
  "<rootDir>/ui/src/components/MarkdownView.tsx",
  "<rootDir>/ui/src/components/LandlordBadges.tsx",
  "<rootDir>/ui/src/lib/landlords.ts",
  "<rootDir>/ui/src/lib/local-pages.ts",
  "<rootDir>/ui/src/lib/page-lang.ts",
  "<rootDir>/ui/src/lib/badges.ts",
];
const LANDING_FEATURES = COMMON.filter((p) => p.includes("/features/") || p.includes("/app/routes/"));

export default defineConfig({
  sourceLocale: "en",
  locales: [...LOCALES],
  // No fallback: a Spanish message that is missing is an error at build time, not English on the page.
  fallbackLocales: false,
  // Two catalogs per language, so that the landing page loads only what it shows (its 120 KB
  // budget): `common`, the messages of the page frame and the landing page, loaded before the
  // first render; `pages`, those of every other page, loaded with the first of them
  // (ui/src/app/App.tsx lazyPage). A message used in both is in both.
  catalogs: [
    { path: "<rootDir>/ui/src/locales/{locale}/common", include: COMMON, exclude: ["**/*.test.*", ...NOT_ON_LANDING] },
    {
      path: "<rootDir>/ui/src/locales/{locale}/pages",
      include: ["<rootDir>/ui/src/features", "<rootDir>/ui/src/app/routes", ...NOT_ON_LANDING],
      exclude: ["**/*.test.*", ...LANDING_FEATURES],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
