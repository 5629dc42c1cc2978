// The operations store's interface (docs/architecture.md, "Stores"): what the server's boot, its
// health and metrics routes and the CLI commands need of the database as a whole. Its SQLite
// implementation is src/store/sqlite/operations.ts `createOperationsStore` (the copy itself in
// src/store/sqlite/backup.ts, the bulk loads in src/store/sqlite/bulk.ts). Restoring a backup
// replaces the database while no store is open, so it is not a method here
// (src/commands/restore.ts).
import type { ContactMessageStatus, LandlordType, ModerationAction, ReportType } from "../contract/constants";
import type { LandlordCreateInput, ReviewFields } from "../contract/schemas";

export interface OperationsStore {
  /** Resolves once the database answers a trivial query (GET /api/health); rejects when it cannot. */
  ping(): Promise<void>;
  /** The database's size in bytes, and its write-ahead log's (0 where there is none): GET /metrics. */
  sizes(): Promise<{ databaseBytes: number; walBytes: number }>;
  /**
   * A consistent online copy of the database written to `dest` (docs/product-rules.md#running-it):
   * whole or absent, owner-only (mode 600), its integrity checked. `dest` was checked by the caller
   * (src/commands/backup.ts: outside the data folder, not over a file unless asked).
   */
  backupTo(dest: string): Promise<{ path: string; bytes: number }>;
  /**
   * Publishes `database.changed` (src/events.ts) within about half a second of a commit by another
   * process to the same database (`rentfair import`, `seed`, `admin` beside the server); our own
   * commits are not reported. Returns the stop function.
   */
  watchOtherWriters(): () => void;
  /**
   * Runs `handle` (one request's handling, app.ts) and resolves with its result once what it
   * committed is on disk; rejects when the disk refuses. A SQLite server's commits do not wait for
   * the disk themselves (src/store/sqlite/commit-syncs.ts); elsewhere (PostgreSQL, a command's
   * SQLite connection) each commit did, and this is `handle()`.
   */
  durably<T>(handle: () => Promise<T>): Promise<T>;
  /** Closes the database (and lets go of what the store holds, such as the data folder's lock). */
  close(): Promise<void>;
  /** Whether the database holds no account and no landlord: `seed --demo` fills only such a one. */
  isEmpty(): Promise<boolean>;
  /**
   * Writes the demo of `seed --demo` in one transaction (all or nothing), each landlord's figures
   * recounted as the routes would, then publishes `database.changed`. `onLandlord` hears of each
   * landlord written with its reviews.
   */
  loadDemo(plan: DemoPlan, onLandlord?: (written: { landlords: number; reviews: number }) => void): Promise<{ landlords: number; reviews: number }>;
  /**
   * Adds landlords (one batch of `rentfair import`) in one transaction; one that exists already
   * (the duplicate rule, src/contract/names.ts), or repeats an earlier one, is skipped. Each new
   * landlord is published as `landlord.changed` after the commit.
   */
  addLandlords(rows: LandlordCreateInput[]): Promise<{ added: number; skipped: number }>;
  /**
   * `rentfair check` (issue 32): recounts every figure kept by deltas (landlords' totals, rating
   * sums, means and search addresses; accounts' review counts, rating sums, helpful votes received
   * and reports drawn; reviews' helpful counts; rents per location; the report queue's counts and its counts of targets by filter)
   * from the rows, and answers where a kept figure differs from its recount. `fix` writes the
   * recounts over the figures that differ, in one transaction.
   */
  checkFigures(opts?: { fix?: boolean }): Promise<FigureCheck>;
}

/** What `checkFigures` compared and found. */
export interface FigureCheck {
  /** How many rows of each kind were compared. */
  checked: { landlords: number; users: number; reviews: number; locations: number; reportCounts: number; reportGroups: number };
  /** Each figure that differs from its recount (at most the first 100 listed; `differing` counts them all). */
  mismatches: FigureMismatch[];
  differing: number;
  fixed: boolean;
}
export interface FigureMismatch {
  kind: "landlord" | "user" | "review" | "location" | "reportCount" | "reportGroup";
  id: string;
  field: string;
  kept: number | string | null;
  counted: number | string | null;
}

/**
 * The demo `seed --demo` writes (src/commands/seed.ts), as plain data. Rows refer to one another by
 * their position in the plan's lists, since the database gives them their ids as they are written.
 */
export interface DemoPlan {
  users: DemoUser[];
  /** With their reviews; the plan's reviews are numbered landlord by landlord, in this order. */
  landlords: DemoLandlord[];
  votes: { review: number; voter: number; createdAt: string }[];
  reports: DemoReport[];
  suspensions: { user: number; until: string; reason: string }[];
  messages: { name: string; email: string; subject: string; message: string; status: ContactMessageStatus; createdAt: string }[];
  /** Moderation log rows, written in this order after everything they name. */
  log: DemoLogEntry[];
}

export interface DemoUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: 0 | 1;
}

export interface DemoLandlord extends LandlordCreateInput {
  type: LandlordType;
  reviews: DemoReview[];
}

export interface DemoReview extends ReviewFields {
  /** A position in `users`. */
  author: number;
  createdAt: string;
}

export interface DemoReport {
  type: Extract<ReportType, "review" | "landlord">;
  /** A position in the plan's reviews or landlords, as `type` says. */
  target: number;
  category: string;
  description: string;
  reporter: number;
  createdAt: string;
  /** Settled by an admin; the log row goes in `log`. */
  settled?: { status: "resolved" | "dismissed"; at: string; by: number; notes: string };
}

export interface DemoLogEntry {
  actor: number;
  action: ModerationAction;
  /** What the action was on, by its position in the plan. */
  target: { review: number } | { user: number } | { message: number };
  report?: number;
  category?: string | null;
  reason?: string;
  createdAt: string;
}
