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
  build: { outDir: here("./ui/dist"), emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 900 },
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
