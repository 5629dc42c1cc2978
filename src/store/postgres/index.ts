// The PostgreSQL implementation of the store seam (src/store/index.ts), issue 24: the twin of
// src/store/sqlite/index.ts. A postgres-js pool under drizzle (connection.ts), migrated under an
// advisory lock before anything reads it (migrate.ts), every store's writes in transactions (tx.ts).
// What the rest of the code takes from this folder: `openPostgresStore` (src/server.ts, src/cli.ts).
import type { Store } from "../index";
import type { Events } from "../../events";
import { openPostgres, sessionClient, type PgDb, type PostgresOptions } from "./connection";
import type { NodeOptions, PostgresContext } from "./tx";
import { outboxPosition } from "./outbox";
import { sharedLimiterFactory, singletonRunner } from "./cluster";
import { shareSingletons } from "../../lib/singleton";
import { shareLimiters } from "../../lib/rate-limiter";
import { createUsersStore } from "./users";
import { createSessionsStore } from "./sessions";
import { createPasswordResetsStore } from "./password-resets";
import { createOAuthAccountsStore } from "./oauth-accounts";
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
import { createSearchStore } from "./search";
import { createOperationsStore } from "./operations";
import { createPagesStore } from "./pages";
import { createBuildingsStore } from "./buildings";
import { createFollowsStore } from "./follows";
import { createNotificationsStore } from "./notifications";
import { createAlertsStore, createFeedsStore } from "./alerts";
import { createResourcesStore } from "./resources";

/** Every store over one pool. */
export function createPostgresStore(db: PgDb, events: Events, node?: NodeOptions): Store {
  const ctx: PostgresContext = { db, events, node };
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
    search: createSearchStore(ctx),
    operations: createOperationsStore(ctx),
    pages: createPagesStore(ctx),
    buildings: createBuildingsStore(ctx),
    follows: createFollowsStore(ctx),
    notifications: createNotificationsStore(ctx),
    alerts: createAlertsStore(ctx),
    feeds: createFeedsStore(ctx),
    resources: createResourcesStore(ctx),
  };
}

/** Whether a DATABASE_URL names PostgreSQL (src/config.ts checks the same). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\/\S+$/i.test(url);
}

/** The pool under each Store opened here: node-wide services (cluster.ts, outbox.ts) run on it. */
const pools = new WeakMap<Store, PgDb>();

/** The pool of a Store that openPostgresStore opened (throws for any other). */
export function postgresDb(store: Store): PgDb {
  const db = pools.get(store);
  if (!db) throw new Error("not a PostgreSQL store");
  return db;
}

export const postgresSql = (store: Store) => postgresDb(store).$client;

/** Opens a pool on `url`, applies the embedded migrations (under an advisory lock: nodes started together migrate once), and returns the Store. */
export async function openPostgresStore(url: string, events: Events, options: PostgresOptions & NodeOptions = {}): Promise<Store> {
  const db = await openPostgres(url, options);
  // Read before anything reads the data (the search index at start): every change older than this is
  // in what the node reads, every newer one comes through the outbox (outbox.ts).
  let outboxFrom: string;
  try {
    outboxFrom = await outboxPosition(db.$client);
  } catch (error) {
    await db.$client.end({ timeout: 5 });
    throw error;
  }
  const store = createPostgresStore(db, events, { log: options.log, listen: options.listen, outboxFrom });
  pools.set(store, db);
  shareLimiters(store, sharedLimiterFactory(db.$client)); // §5 limits across nodes (src/deps.ts takes it)
  shareSingletons(store, singletonRunner(sessionClient(db), options.log)); // backups and mail on one node
  return store;
}
