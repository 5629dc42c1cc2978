// Lingui (docs/languages.md): the UI's messages are written in English in the code (product.md's
// words) with Lingui's macros; `lingui extract` gathers them into one .po catalog per language,
// ui/src/locales/<locale>/messages.po, and the build (scripts/build-ui.ts) fails when a language
// misses one. Adding a language: its code in src/contract/locales.ts and here, then extract.
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LOCALES } from "./src/contract/locales";

export default defineConfig({
  sourceLocale: "en",
  locales: [...LOCALES],
  // No fallback: a Spanish message that is missing is an error at build time, not English on the page.
  fallbackLocales: false,
  catalogs: [{ path: "<rootDir>/ui/src/locales/{locale}/messages", include: ["<rootDir>/ui/src"], exclude: ["**/*.test.*", "**/locales/**"] }],
  format: formatter({ lineNumbers: false }),
});
