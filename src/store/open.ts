// Which database a server or command runs on (contract §7.1): SQLite in DATA_DIR, the embedded
// default, or PostgreSQL when DATABASE_URL is set (several nodes may share it: docs/scale-out.md).
import { join } from "node:path";
import { DB_FILE, type Config } from "../config";
import type { Events } from "../events";
import type { Store } from "./index";
import type { Logger } from "../lib/logger";
import { openSqliteStore } from "./sqlite";

export interface OpenFor {
  /** `serve`: on SQLite, hold DATA_DIR (one server per folder); commands beside a server hold nothing. */
  serve?: boolean;
  log?: Logger;
}

/**
 * Opens (creating and migrating it if need be) the configured database as the Store. On PostgreSQL
 * without SESSION_SECRET, fills `config.sessionSecret` from the database (shared by every node).
 */
export async function openStoreFor(config: Config, events: Events, options: OpenFor = {}): Promise<Store> {
  if (config.databaseUrl === null) {
    return openSqliteStore(join(config.dataDir, DB_FILE), events, options.serve ? { holdDataDir: config.dataDir } : {});
  }
  // Loaded only here: a SQLite site never loads the PostgreSQL driver.
  const { openPostgresStore } = await import("./postgres");
  if (options.serve) (await import("./postgres/connection")).surviveDriverSocketRace(options.log);
  const store = await openPostgresStore(config.databaseUrl, events, { log: options.log });
  if (config.sessionSecret === "") {
    const { sharedSessionSecret } = await import("./postgres/cluster");
    const { postgresSql } = await import("./postgres");
    config.sessionSecret = await sharedSessionSecret(postgresSql(store));
  }
  return store;
}
