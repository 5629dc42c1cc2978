// The SQLite implementation of the store seam (src/store/index.ts): one bun:sqlite connection,
// every store's methods synchronous transactions inside (tx.ts `write`), answered as promises.
import type { Store } from "../index";
import type { Db } from "./connection";
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
import { createSearchStore } from "./search-docs";
import { createOperationsStore } from "./operations";

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
    search: createSearchStore(ctx),
    operations: createOperationsStore(ctx),
  };
}
