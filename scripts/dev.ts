// `npm run dev`: the API server under `bun --watch` and Vite's dev server with hot reload, which
// proxies /api to it. Open the address Vite prints (http://localhost:5173).
const root = `${import.meta.dir}/..`;
const port = process.env.PORT ?? "3000";
const server = Bun.spawn([process.execPath, "--watch", "src/cli.ts", ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, PORT: port, LOG_LEVEL: process.env.LOG_LEVEL ?? "debug" },
  stdio: ["inherit", "inherit", "inherit"],
});
const vite = Bun.spawn([process.execPath, "x", "--bun", "vite"], {
  cwd: root,
  env: { ...process.env, PORT: port },
  stdio: ["inherit", "inherit", "inherit"],
});
const stop = () => {
  server.kill();
  vite.kill();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.exit(await Promise.race([server.exited, vite.exited]));
