import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Lingui's macros (t`…`, <Trans>) become message lookups, in the files that import them. */
const linguiMacros = { preset: { plugins: ["@lingui/babel-plugin-lingui-macro"] }, rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } } };

// The UI lives in ui/ and builds to ui/dist, which scripts/build-ui.ts turns into the manifest the
// server (and the compiled binary) serves. In development Vite proxies /api to the Bun server.
export default defineConfig(async ({ mode }) => ({
  root: here("./ui"),
  // Lingui (docs/languages.md): its macros become message lookups (Babel, through Rolldown's
  // plugin: Lingui's native transform needs a platform binary npm does not reliably install), and
  // `import("…/messages.po")` compiles a catalog into a chunk of its own, loaded only in that
  // language. A production build fails when a language misses a message.
  // Vitest runs under Node, whose version (Debian's) Lingui's CLI, and so its Vite plugin, does
  // not load on; the tests need the macros only, not the catalogs.
  plugins: [
    react(),
    ...(process.env.VITEST ? [] : [(await import("@lingui/vite-plugin")).lingui({ failOnMissing: mode === "production", failOnCompileError: true })]),
    babel({ presets: [linguiMacros] }),
  ],
  resolve: { alias: { "@contract": here("./src/contract"), "@ui": here("./ui/src") } },
  build: {
    outDir: here("./ui/dist"),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // .vite/manifest.json: which chunks and stylesheets each route's code and each language's
    // catalog needs, from which the server names them in index.html as preloads (src/plugins/ui.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // The app shell (React, the router, SWR, ui/src/lib and the components every page draws;
        // not the form pieces, which bring zod and wait for the pages that use them, nor the pieces
        // only some pages draw: the review card and its dialogs, landlord badges, the static page frame,
        // the Markdown view with markdown-it and the directory-of-help cards of contract §7.6)
        // is one file: a first visit then needs two scripts and two stylesheets, not ten,
        // which on a phone's connection (six at a time) saves a whole round trip. Pages stay in
        // chunks of their own (app/App.tsx). README "Performance" has the figures. Not in it either:
        // lib/policies.ts and lib/report-labels.ts, words only the static, admin and report screens show.
        codeSplitting: {
          groups: [
            { name: "shell", test: /node_modules[\\/](react|react-dom|scheduler|react-router|swr|use-sync-external-store)[\\/]|ui[\\/]src[\\/](lib[\\/](?!(policies|report-labels|landlords|badges|local-pages)\b)|components[\\/](?!(FormField|use-form|LandlordBadges|StaticPage|MarkdownView|ResourceCard|LocalHelp|PageLoadFailure)\b|review[\\/]))/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  test: {
    root: here("."),
    include: ["ui/src/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: [here("./ui/src/test-setup.ts")],
  },
}));
