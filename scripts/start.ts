// `npm start`: build the UI if it is missing or stale, then serve from source with the given args.
import { buildUi } from "./build-ui";

await buildUi();
const child = Bun.spawn([process.execPath, "src/cli.ts", ...process.argv.slice(2)], {
  cwd: `${import.meta.dir}/..`,
  stdio: ["inherit", "inherit", "inherit"],
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
process.exit(await child.exited);
