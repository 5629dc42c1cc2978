// What the app is built from. index.ts builds these for the real server; tests build them over an
// in-memory database. Routes and services receive them, never globals.
import type { Config } from "./config";
import type { AddressSource } from "./lib/client-address";
import type { Logger } from "./lib/logger";
import { createMailer, type Mailer } from "./lib/mailer";
import { Metrics } from "./lib/metrics";
import { limiterFactoryFor, type Limiter, type LimiterFactory } from "./lib/rate-limiter";
import { createPasswordHasher, type PasswordHasher } from "./modules/auth/passwords";
import type { UiFiles } from "./plugins/ui";
import { createWriteLimiters, type WriteLimiters } from "./plugins/write-limit";
import { createLandlordSearch, type LandlordSearch } from "./modules/search/service";
import { createBuildingSearch, type BuildingSearch } from "./modules/search/building-search";
import type { Events } from "./events";
import type { Store } from "./store";
import { singletonRunnerFor, type SingletonRunner } from "./lib/singleton";
import { createAlerts, type Alerts } from "./modules/follows/sender";

export interface Limiters {
  /** Sign-up, sign-in and report requests per client address per minute (RATE_LIMIT_PER_MINUTE). */
  perAddress: Limiter;
  /** Sign-in attempts per e-mail, counted as they start: 10 in 15 minutes, whatever the setting. */
  failedLoginsPerEmail: Limiter;
  /** New landlords, reviews, reports and helpful votes per account an hour (plugins/write-limit.ts). */
  writes: WriteLimiters;
  /** Makes any other limit (per e-mail, per account): in memory, or shared by every node on PostgreSQL (lib/rate-limiter.ts). */
  make: LimiterFactory;
}

export interface AppDeps {
  config: Config;
  log: Logger;
  /** Every module's data access (src/store/index.ts). */
  store: Store;
  passwords: PasswordHasher;
  limiters: Limiters;
  ui: UiFiles | null;
  /** After-commit events (src/events.ts): services raise them, listeners subscribe here. */
  events: Events;
  /** The landlord search index (with the public landlord rows) and the search answer cache, built from `store.search` here and kept
   * current by `events`; see modules/search/service.ts. */
  search: LandlordSearch;
  /** The building search index (contract §7.2), built from `store.buildings` and kept current by `events`: modules/search/building-search.ts. */
  buildingSearch: BuildingSearch;
  /** Request, search and sign-in figures for GET /metrics (plugins/observability.ts). */
  metrics: Metrics;
  /** Outgoing mail (password reset links), or null when SMTP_URL is unset (lib/mailer.ts). */
  mailer: Mailer | null;
  /** Follows' after-commit work: the new-review fan-out (kicked by landlord.changed) and the mail sender, which server.ts starts (modules/follows/sender.ts). */
  alerts: Alerts;
  /**
   * The listening server, set by server.ts once the port is open (null under `app.handle` in tests):
   * the global hooks read the client's address from it (lib/client-address.ts) instead of naming
   * Elysia's `server` in their context, which would make every route define it per request.
   */
  listening: { server: AddressSource | null };
  /** Runs a job on one node at a time (scheduled backups, mail sending): lib/singleton.ts. */
  singleton: SingletonRunner;
}

/** `store` publishes its changes to `events` (src/server.ts and src/cli.ts open both: src/store/sqlite `openSqliteStore`). */
export function createDeps(config: Config, store: Store, events: Events, log: Logger, ui: UiFiles | null = null): AppDeps {
  // Built on first use: the server builds it before it listens (server.ts); CLI commands that
  // never search (admin, seed) do not read every landlord for nothing.
  let search: LandlordSearch | undefined;
  const make = limiterFactoryFor(store);
  let buildingSearch: BuildingSearch | undefined;
  const mailer = createMailer(config.mail);
  const alerts = createAlerts(
    { store, events, log, mailer },
    {
      siteName: config.siteName,
      publicUrl: config.publicUrl,
      sessionSecret: config.sessionSecret,
      defaultLocale: config.defaultLocale,
      // Test servers shorten these (src/test/server-process.ts callers); an operator has no reason to.
      pollMs: Number(process.env.RENTFAIR_MAIL_POLL_MS) || 15_000,
      retryBaseMs: Number(process.env.RENTFAIR_MAIL_RETRY_MS) || 60_000,
    },
  );
  return {
    config,
    log,
    store,
    passwords: createPasswordHasher(2),
    limiters: {
      perAddress: make("address", config.rateLimitPerMinute, 60_000),
      failedLoginsPerEmail: make("sign-in-email", 10, 15 * 60_000),
      writes: createWriteLimiters(config.rateLimitPerMinute, make),
      make,
    },
    ui,
    events,
    get search() {
      return (search ??= createLandlordSearch({ store, events, log, snapshot: store.search.snapshotPlace?.() ?? undefined }));
    },
    get buildingSearch() {
      return (buildingSearch ??= createBuildingSearch({ store, events, log, snapshot: store.buildings.snapshotPlace?.() ?? undefined }));
    },
    metrics: new Metrics(),
    mailer,
    alerts,
    listening: { server: null },
    singleton: singletonRunnerFor(store),
  };
}
