// The server of a browser-test run: builds the UI into a temporary folder of its own (so parallel
// runs and a developer's `npm start` never trample each other's ui/dist) and serves it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { viteBuild } from "./build-ui";

const root = join(import.meta.dir, "..");
const outDir = mkdtempSync(join(tmpdir(), "rentfair-ui-"));
viteBuild(outDir);
const child = Bun.spawn([process.execPath, "src/cli.ts", ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, RENTFAIR_UI_DIR: outDir },
  stdio: ["inherit", "inherit", "inherit"],
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
process.exit(await child.exited);
