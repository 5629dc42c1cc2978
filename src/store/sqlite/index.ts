// The SQLite implementation of the store seam (src/store/index.ts): one bun:sqlite connection,
// every store's methods synchronous transactions inside (tx.ts `write`), answered as promises.
// What the rest of the code takes from this folder: `openSqliteStore` (src/server.ts, src/cli.ts)
// and `restoreSqlite` (src/cli.ts hands it to src/commands/restore.ts: it replaces the database while
// no store is open).
import type { Store } from "../index";
import { openDatabase, type Db } from "./connection";
import { lockDataDir } from "./data-dir-lock";
import type { Events } from "../../events";
import { createUsersStore } from "./auth";
import { createSessionsStore } from "./auth";
import { createPasswordResetsStore } from "./password-reset";
import { createOAuthAccountsStore } from "./oauth";
import { createAccountStore } from "./account";
import { createLandlordsStore } from "./landlords";
import { createReviewsStore } from "./reviews";
import { createRepliesStore } from "./replies";
import { createVotesStore } from "./votes";
import { createRentStore } from "./rent";
import { createStatsStore } from "./stats";
import { createReportsStore } from "./reports";
import { createModerationStore } from "./moderation-log";
import { createSanctionsStore } from "./sanctions";
import { createVerificationStore } from "./verification";
import { createAdminStore } from "./admin";
import { createContactStore } from "./contact";
import { createPagesStore } from "./pages";
import { createResourcesStore } from "./resources";
import { createSearchStore } from "./search-docs";
import { createOperationsStore } from "./operations";
import { createBuildingsStore } from "./buildings";
import { createFollowsStore } from "./follows";
import { createNotificationsStore } from "./notifications";
import { createAlertsStore, createFeedsStore } from "./alerts";
import { startCheckpointer } from "./checkpointer";
import { deferCommitSyncs } from "./commit-syncs";

export function createSqliteStore(db: Db, events: Events): Store {
  const ctx = { db, events };
  return {
    users: createUsersStore(ctx),
    sessions: createSessionsStore(ctx),
    passwordResets: createPasswordResetsStore(ctx),
    oauthAccounts: createOAuthAccountsStore(ctx),
    account: createAccountStore(ctx),
    landlords: createLandlordsStore(ctx),
    reviews: createReviewsStore(ctx),
    replies: createRepliesStore(ctx),
    votes: createVotesStore(ctx),
    rent: createRentStore(ctx),
    stats: createStatsStore(ctx),
    reports: createReportsStore(ctx),
    moderation: createModerationStore(ctx),
    sanctions: createSanctionsStore(ctx),
    verification: createVerificationStore(ctx),
    admin: createAdminStore(ctx),
    contact: createContactStore(ctx),
    pages: createPagesStore(ctx),
    resources: createResourcesStore(ctx),
    search: createSearchStore(ctx),
    operations: createOperationsStore(ctx),
    buildings: createBuildingsStore(ctx),
    follows: createFollowsStore(ctx),
    notifications: createNotificationsStore(ctx),
    alerts: createAlertsStore(ctx),
    feeds: createFeedsStore(ctx),
  };
}

export { restoreSqlite } from "./restore";

export interface OpenOptions {
  /**
   * A data folder to hold for as long as the store is open (data-dir-lock.ts): `serve`'s one server
   * per folder (docs/product-rules.md#limits). Taken before the database is opened, so a second
   * server stops there; let go by `operations.close()`. Commands beside a server hold nothing.
   */
  holdDataDir?: string;
}

/** Opens (creating and migrating it if need be) the database file at `path` as the Store. */
export function openSqliteStore(path: string, events: Events, options: OpenOptions = {}): Store {
  const lock = options.holdDataDir === undefined ? null : lockDataDir(options.holdDataDir);
  let db: Db;
  try {
    db = openDatabase(path);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const store = createSqliteStore(db, events);
  if (!lock) return store;
  // The server's checkpoints on a worker thread, not inside its commits (checkpointer.ts), and its
  // commits' fsyncs on the thread pool, waited for by the answers (commit-syncs.ts): issue 32.
  const onDisk = path !== ":memory:" && path !== "";
  const checkpointer = onDisk ? startCheckpointer(db, path) : null;
  const syncs = onDisk ? deferCommitSyncs(db, path) : null;
  const close = store.operations.close;
  const release = async () => {
    try {
      await syncs?.stop();
      await checkpointer?.stop();
      await close();
    } finally {
      lock.release();
    }
  };
  return { ...store, operations: { ...store.operations, close: release } };
}
