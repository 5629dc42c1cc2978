// The server of a browser-test run: builds the UI into a temporary folder of its own (so parallel
// runs and a developer's `npm start` never trample each other's ui/dist) and serves it. It stops
// with its parent, like `npm start` (scripts/children.ts).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { viteBuild } from "./build-ui";
import { spawnChild, stopChildrenWithThisProcess } from "./children";

stopChildrenWithThisProcess();
const root = join(import.meta.dir, "..");
const outDir = mkdtempSync(join(tmpdir(), "rentfair-ui-"));
await viteBuild(outDir);
const server = spawnChild([process.execPath, "src/cli.ts", ...process.argv.slice(2)], { cwd: root, env: { ...process.env, RENTFAIR_UI_DIR: outDir } });
process.exit(await server.exited);
