// Boot: config -> open db -> migrate -> build search index -> listen. Migrations and the index are
// ready before the port opens, so /api/health answering means the site is usable.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "./app";
import type { Config } from "./config";
import { openStoreFor } from "./store/open";
import { scheduleBackups } from "./commands/scheduled-backups";
import { createEvents } from "./events";
import { createDeps } from "./deps";
import { createLogger } from "./lib/logger";
import { malformedRequest } from "./http";
import type { UiFiles } from "./plugins/ui";

/** Every file under `dir`, keyed by its URL path. */
function uiFilesFromDir(dir: string): UiFiles {
  const files: UiFiles = new Map();
  const walk = (sub: string) => {
    for (const e of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) walk(rel);
      else files.set(`/${rel}`, join(dir, rel));
    }
  };
  walk("");
  return files;
}

async function loadUiFiles(): Promise<UiFiles | null> {
  // Test runs build the UI into a folder of their own so that parallel runs never share ui/dist.
  const dir = process.env.RENTFAIR_UI_DIR;
  if (dir) return uiFilesFromDir(dir);
  try {
    // Written by scripts/build-ui.ts; embedded by `bun build --compile`. A fresh clone has no such
    // file until the first build, hence no types to check it against.
    // @ts-ignore
    const mod = (await import("./ui-files.generated")) as { uiFiles: UiFiles };
    return mod.uiFiles;
  } catch {
    return null;
  }
}

/** Listening failed (the port is taken, or not ours to bind): one line, non-zero exit (cli.ts). */
export class ListenError extends Error {}

/**
 * A last answer for what escapes Elysia's own handler: JSON with a code like every other answer
 * (plugins/errors.ts), never Bun's page with a stack. (Requests Bun's own parser refuses, such as an
 * unknown method `FOO /` or a header line without a colon, are answered or dropped by Bun before
 * any of our code runs: oven-sh/bun#6556.)
 */
function lastResortError(): Response {
  return new Response(JSON.stringify({ message: malformedRequest.message, code: malformedRequest.code }), { status: malformedRequest.status, headers: { "content-type": "application/json; charset=utf-8" } });
}

export async function serve(config: Config): Promise<void> {
  const log = createLogger(config.logLevel, config.logFormat);
  const events = createEvents(log);
  // SQLite: the data folder is held until the store closes; a second server on this folder stops here
  // (docs/product-rules.md#limits). PostgreSQL (DATABASE_URL): several servers share the database.
  const store = await openStoreFor(config, events, { serve: true, log });
  const ui = await loadUiFiles();
  const deps = createDeps(config, store, events, log, ui);
  await deps.search.loaded(); // the index is built before the port opens: health answering means search works
  await deps.buildingSearch.loaded(); // likewise the building index (contract §7.2)
  const purged = await store.sessions.deleteExpired();
  const sweep = setInterval(() => void store.sessions.deleteExpired(), 60 * 60 * 1000);
  // Account deletions a stop cut short (issue 32: marked, then swept in batches) finish in the
  // background, between requests.
  void store.account.sweepDeletions().catch((error: unknown) => log.error(`finishing account deletions failed: ${error instanceof Error ? error.message : String(error)}`));

  const app = createApp(deps);
  // The signal handlers are in place before the port opens and the listening line is written: whoever
  // reads that line (an operator's script, a test) may send SIGTERM at once, and a signal with no
  // handler yet ended the process with 143 and no clean close. Everything from here to the listening
  // line runs in one go, so a handler never runs before the server, backups and watcher exist.
  let server: ReturnType<typeof app.listen>["server"] = null;
  let stopBackups = () => {};
  let stopWatching = () => {};
  let stopAlerts: () => Promise<void> = async () => {};
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing requests in flight, then closing`);
    clearInterval(sweep);
    stopBackups();
    stopWatching();
    await server?.stop(false); // stop accepting; resolves once in-flight requests are done
    await stopAlerts(); // a mail in the middle of its SMTP exchange is finished and marked
    await deps.alerts.idle();
    await deps.search.persist(); // the index beside the database, for a fast next start (modules/search/snapshot.ts)
    await deps.buildingSearch.persist(); // likewise the building index (modules/search/building-search.ts)
    await store.operations.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  try {
    app.listen({
      port: config.port,
      hostname: config.host,
      maxRequestBodySize: 1024 * 1024,
      // Elysia asks Bun for SO_REUSEPORT by default: a second server on the same port would then
      // start too and the kernel would split requests between two databases. Off, the second fails.
      reusePort: false,
      // Bun's development mode answers a failure with an HTML page holding paths and source.
      development: false,
      error: lastResortError,
    });
  } catch (error) {
    process.removeAllListeners("SIGINT");
    process.removeAllListeners("SIGTERM");
    clearInterval(sweep);
    await store.operations.close();
    const code = (error as { code?: string }).code;
    throw new ListenError(code === "EADDRINUSE" ? `port ${config.port} on ${config.host} is already in use` : `cannot listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : String(error)}`);
  }
  server = app.server!;
  deps.listening.server = server;
  // In a child process, off this thread; on PostgreSQL on one node at a time (lib/singleton.ts).
  stopBackups = deps.singleton("scheduled backups", () => scheduleBackups(config, log));
  // Commits of a CLI command beside the server (import, seed, admin) reach search and its caches.
  stopWatching = store.operations.watchOtherWriters();
  // Fan-outs a crash left, and the mail sender (docs/follows.md): on PostgreSQL on one node at a
  // time, like the backups (a node that stops or loses its database hands it on). Stopping waits
  // for a mail in the middle of its SMTP exchange.
  let stopSending: Promise<void> = Promise.resolve();
  const stopSingleton = deps.singleton("mail sender", () => {
    const stop = deps.alerts.start();
    return () => {
      stopSending = stop();
    };
  });
  stopAlerts = async () => {
    stopSingleton();
    await stopSending;
  };
  deps.events.on("database.changed", ({ by }) => log.debug(`the database was changed by ${by}; search rebuilt`));
  // Said only once the port is ours: a server that cannot start says one line, the reason.
  if (!ui) log.warn("the UI is not built: run `npm run build` (or `npm start`, which builds it)");
  if (purged) log.info(`removed ${purged} expired session(s)`);
  log.info(`${config.siteName} listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${server.port} (data: ${config.dataDir})`);
}
