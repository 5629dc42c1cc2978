// `npm run dev`: the API server under `bun --watch` and Vite's dev server with hot reload, which
// proxies /api to it. Open the address Vite prints (http://localhost:5173). Both stop with this
// process (scripts/children.ts).
import { spawnChild, stopChildrenWithThisProcess } from "./children";

stopChildrenWithThisProcess();
const root = `${import.meta.dir}/..`;
const port = process.env.PORT ?? "3000";
const server = spawnChild([process.execPath, "--watch", "src/cli.ts", ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, PORT: port, LOG_LEVEL: process.env.LOG_LEVEL ?? "debug" },
});
const vite = spawnChild([process.execPath, "x", "--bun", "vite"], { cwd: root, env: { ...process.env, PORT: port } });
const code = await Promise.race([server.exited, vite.exited]);
server.kill();
vite.kill();
process.exit(code);
