import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The UI lives in ui/ and builds to ui/dist, which scripts/build-ui.ts turns into the manifest the
// server (and the compiled binary) serves. In development Vite proxies /api to the Bun server.
export default defineConfig({
  root: here("./ui"),
  plugins: [react()],
  resolve: { alias: { "@contract": here("./src/contract"), "@ui": here("./ui/src") } },
  build: {
    outDir: here("./ui/dist"),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // The app shell (React, the router, SWR, ui/src/lib and the components every page draws;
        // not the form pieces, which bring zod and wait for the pages that use them, nor the pieces
        // only some pages draw: the review card and its dialogs, landlord badges, the static page frame,
        // the Markdown view with markdown-it and the directory-of-help cards of contract §7.6)
        // is one file: a first visit then needs two scripts and two stylesheets, not ten,
        // which on a phone's connection (six at a time) saves a whole round trip. Pages stay in
        // chunks of their own (app/App.tsx). README "Performance" has the figures.
        codeSplitting: {
          groups: [
            { name: "shell", test: /node_modules[\\/](react|react-dom|scheduler|react-router|swr|use-sync-external-store)[\\/]|ui[\\/]src[\\/](lib[\\/]|components[\\/](?!(FormField|use-form|LandlordBadges|StaticPage|MarkdownView|ResourceCard|LocalHelp)\b|review[\\/]))/ },
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
  },
});
