// `npm start`: build the UI if it is missing or stale, then serve from source with the given args.
// Stopping it (Ctrl-C, or SIGTERM to npm or to this process) stops the build and the server too
// (scripts/children.ts).
import { buildUi } from "./build-ui";
import { spawnChild, stopChildrenWithThisProcess } from "./children";

stopChildrenWithThisProcess();
await buildUi();
const server = spawnChild([process.execPath, "src/cli.ts", ...process.argv.slice(2)], { cwd: `${import.meta.dir}/..` });
process.exit(await server.exited);
