// Settings from flags and environment (docs/product-rules.md#running-it), validated once at start. Flags win over the
// environment. A bad value is a one-line message and exit code 2, never a stack trace.
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync, chmodSync, existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join, resolve, sep } from "node:path";
import { DEFAULT_SITE_NAME } from "./contract/constants";
import { LOCALES, isLocale, type Locale } from "./contract/locales";
import { LOG_FORMATS, type LogFormat } from "./lib/logger";
import { oauthProvidersFromEnv, type OAuthProviderConfig } from "./modules/oauth/config";

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * PostgreSQL's connection URL (DATABASE_URL, issue 24; contract §7.1), or null: SQLite in DATA_DIR,
   * the embedded default. Several servers (nodes) may share one such database.
   */
  databaseUrl: string | null;
  /**
   * The secret that signs cookies. On PostgreSQL without SESSION_SECRET it is "" here and the server
   * fills it from the database (generated once, shared by every node: src/store/postgres/cluster.ts).
   */
  sessionSecret: string;
  adminEmails: string[];
  siteName: string;
  publicUrl: string | null;
  logLevel: LogLevel;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  logFormat: LogFormat;
  /** Bearer token for GET /metrics; null leaves the route out (404). */
  metricsToken: string | null;
  /** Scheduled online backups (commands/scheduled-backups.ts); null when BACKUP_DIR is unset. */
  backups: { dir: string; everyHours: number; keep: number } | null;
  /** Outside sign-in providers (OAUTH_* variables; src/modules/oauth/config.ts). */
  oauthProviders: OAuthProviderConfig[];
  /** Outgoing mail (password reset links); null when SMTP_URL is unset. */
  mail: { smtpUrl: string; from: string } | null;
  /** The operator's addresses, shown on the contact and privacy pages; null when unset. */
  contactEmail: string | null;
  privacyEmail: string | null;
  /** The language of a first visit whose Accept-Language names none of the site's (contract §7.3). */
  defaultLocale: Locale;
  /** ISO 4217 code money is shown in (rents), given to the UI in index.html. */
  currency: string;
}

/** One row per setting: the flag, the variable, the default and what it does. --help and README say the same. */
export const SETTINGS = [
  { flag: "--port", env: "PORT", def: "3000", help: "TCP port to listen on" },
  { flag: "--host", env: "HOST", def: "0.0.0.0", help: "address to bind" },
  { flag: "--data", env: "DATA_DIR", def: "./data", help: "folder for rentfair.db and the session secret; one server per folder (it holds rentfair.lock)" },
  { flag: "--database-url", env: "DATABASE_URL", def: "(none: SQLite in DATA_DIR)", help: "postgres://user:pass@host:5432/db to run on PostgreSQL 14+; several servers may share it (docs/scale-out.md)" },
  { flag: "--session-secret", env: "SESSION_SECRET", def: "(generated, kept in DATA_DIR)", help: "secret that signs session cookies (16+ characters)" },
  { flag: "--admin-emails", env: "ADMIN_EMAILS", def: "(none)", help: "comma-separated e-mails that are admins as soon as they register or sign in" },
  { flag: "--site-name", env: "SITE_NAME", def: DEFAULT_SITE_NAME, help: "product name shown in header, titles, toasts and footer" },
  { flag: "--public-url", env: "PUBLIC_URL", def: "(none)", help: "public address; https makes cookies Secure and turns on HSTS" },
  { flag: "--log-level", env: "LOG_LEVEL", def: "info", help: `one of ${LOG_LEVELS.join(", ")}` },
  { flag: "--rate-limit-per-minute", env: "RATE_LIMIT_PER_MINUTE", def: "30", help: "sign-up, sign-in and report requests per address per minute, and per-account write limits; 0 turns both off" },
  { flag: "--trust-proxy", env: "TRUST_PROXY", def: "0", help: "1 to take the client address from X-Forwarded-For's rightmost entry (behind a reverse proxy)" },
  { flag: "--log-format", env: "LOG_FORMAT", def: "text", help: "text, or json for one JSON object per line" },
  { flag: "--metrics-token", env: "METRICS_TOKEN", def: "(none)", help: "Bearer token (16+ characters) for GET /metrics; unset, the route does not exist" },
  { flag: "--backup-dir", env: "BACKUP_DIR", def: "(none)", help: "folder for scheduled online backups (outside DATA_DIR); unset, none are taken" },
  { flag: "--backup-every", env: "BACKUP_EVERY", def: "24", help: "hours between scheduled backups (decimals allowed)" },
  { flag: "--backup-keep", env: "BACKUP_KEEP", def: "7", help: "scheduled backups kept; older ones are deleted" },
  { flag: "--smtp-url", env: "SMTP_URL", def: "(none)", help: "mail server for password reset links and follow alerts, smtp://user:pass@host:587 or smtps://...:465; needs MAIL_FROM and PUBLIC_URL" },
  { flag: "--mail-from", env: "MAIL_FROM", def: "(none)", help: "sender of the site's mail, e.g. RentFair <no-reply@example.org>" },
  { flag: "--contact-email", env: "CONTACT_EMAIL", def: "(none)", help: "the operator's contact address, shown on the contact and privacy pages" },
  { flag: "--privacy-email", env: "PRIVACY_EMAIL", def: "(CONTACT_EMAIL)", help: "where privacy and data requests go, shown on the privacy page" },
  { flag: "--default-locale", env: "DEFAULT_LOCALE", def: "en", help: `language of a first visit whose browser asks for none of the site's (${LOCALES.join(", ")})` },
  { flag: "--currency", env: "CURRENCY", def: "USD", help: "ISO 4217 currency code rents are shown in" },
] as const;

export class ConfigError extends Error {}

export const DB_FILE = "rentfair.db";
const SECRET_FILE = "session-secret";

/** Words of one command, not settings: `seed --demo`, `backup <file> --force`, `check --fix`. */
const COMMAND_SWITCHES = new Set(["--demo", "--force", "--fix"]);
/** Options of one command with a value, kept among the words: `transfer --to <url>`. */
const COMMAND_OPTIONS = new Set(["--to"]);

/** Splits argv into flag values (`--port 8080` or `--port=8080`) and the remaining words. */
export function parseArgs(argv: string[]): { flags: Map<string, string>; rest: string[]; help: boolean } {
  const flags = new Map<string, string>();
  const rest: string[] = [];
  let help = false;
  const known = new Set<string>(SETTINGS.map((s) => s.flag));
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") {
      help = true;
    } else if (COMMAND_OPTIONS.has(arg)) {
      rest.push(arg, argv[++i] ?? "");
    } else if (arg.startsWith("--") && !COMMAND_SWITCHES.has(arg)) {
      const eq = arg.indexOf("=");
      const name = eq === -1 ? arg : arg.slice(0, eq);
      if (!known.has(name)) throw new ConfigError(`unknown option ${name} (see --help)`);
      const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined) throw new ConfigError(`${name} needs a value`);
      flags.set(name, value);
    } else {
      rest.push(arg);
    }
  }
  return { flags, rest, help };
}

type Source = (flag: string, env: string) => string | undefined;

export function loadConfig(flags: Map<string, string>, env: Record<string, string | undefined> = process.env): Config {
  const get: Source = (flag, name) => {
    const v = flags.get(flag) ?? env[name];
    return v === undefined || v.trim() === "" ? undefined : v.trim();
  };

  const port = intSetting(get("--port", "PORT") ?? "3000", "port", 0, 65535);
  const host = get("--host", "HOST") ?? "0.0.0.0";
  const dataDir = resolve(get("--data", "DATA_DIR") ?? "./data");
  const rateLimitPerMinute = intSetting(get("--rate-limit-per-minute", "RATE_LIMIT_PER_MINUTE") ?? "30", "RATE_LIMIT_PER_MINUTE", 0, 1_000_000);
  const logLevel = (get("--log-level", "LOG_LEVEL") ?? "info").toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${logLevel}"`);
  }
  const publicUrl = get("--public-url", "PUBLIC_URL") ?? null;
  if (publicUrl !== null && !/^https?:\/\/[^\s/]+/i.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${publicUrl}"`);
  }
  const trust = get("--trust-proxy", "TRUST_PROXY") ?? "0";
  if (!["0", "1", "true", "false"].includes(trust)) throw new ConfigError(`TRUST_PROXY must be 0 or 1, got "${trust}"`);

  const logFormat = (get("--log-format", "LOG_FORMAT") ?? "text").toLowerCase();
  if (!(LOG_FORMATS as readonly string[]).includes(logFormat)) {
    throw new ConfigError(`LOG_FORMAT must be one of ${LOG_FORMATS.join(", ")}, got "${logFormat}"`);
  }
  const metricsToken = get("--metrics-token", "METRICS_TOKEN") ?? null;
  if (metricsToken !== null && metricsToken.length < 16) throw new ConfigError("METRICS_TOKEN must be at least 16 characters");

  const adminEmails = (get("--admin-emails", "ADMIN_EMAILS") ?? "")
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);

  const oauthProviders = oauthProvidersFromEnv(env);
  if (typeof oauthProviders === "string") throw new ConfigError(oauthProviders);

  const mail = mailSettings(get, publicUrl);
  const contactEmail = emailSetting(get("--contact-email", "CONTACT_EMAIL"), "CONTACT_EMAIL");
  const privacyEmail = emailSetting(get("--privacy-email", "PRIVACY_EMAIL"), "PRIVACY_EMAIL") ?? contactEmail;

  const databaseUrl = get("--database-url", "DATABASE_URL") ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/\S+$/i.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://");
  }
  const defaultLocale = (get("--default-locale", "DEFAULT_LOCALE") ?? "en").toLowerCase();
  if (!isLocale(defaultLocale)) throw new ConfigError(`DEFAULT_LOCALE must be one of ${LOCALES.join(", ")}, got "${defaultLocale}"`);
  const currency = (get("--currency", "CURRENCY") ?? "USD").toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new ConfigError(`CURRENCY must be a three-letter ISO 4217 code, got "${currency}"`);

  ensureWritableDir(dataDir);
  const backups = backupSettings(get, dataDir);
  const explicitSecret = get("--session-secret", "SESSION_SECRET");
  if (explicitSecret !== undefined && explicitSecret.length < 16) {
    throw new ConfigError("SESSION_SECRET must be at least 16 characters");
  }

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    // On PostgreSQL the secret is the database's, so every node signs alike (server.ts fills it).
    sessionSecret: explicitSecret ?? (databaseUrl === null ? loadOrCreateSecret(dataDir) : ""),
    adminEmails,
    siteName: get("--site-name", "SITE_NAME") ?? DEFAULT_SITE_NAME,
    publicUrl: publicUrl?.replace(/\/+$/, "") ?? null,
    logLevel: logLevel as LogLevel,
    rateLimitPerMinute,
    trustProxy: trust === "1" || trust === "true",
    logFormat: logFormat as LogFormat,
    metricsToken,
    backups,
    oauthProviders,
    mail,
    contactEmail,
    privacyEmail,
    defaultLocale,
    currency,
  };
}

/**
 * SMTP_URL and MAIL_FROM go together. PUBLIC_URL is required with them: the links in mails are
 * built from it, never from a request's Host header, which anyone can write (a reset link
 * pointing at another site would hand it the token).
 */
function mailSettings(get: Source, publicUrl: string | null): Config["mail"] {
  const smtpUrl = get("--smtp-url", "SMTP_URL");
  const from = get("--mail-from", "MAIL_FROM");
  if (!smtpUrl && !from) return null;
  if (!smtpUrl || !from) throw new ConfigError("SMTP_URL and MAIL_FROM must be set together");
  if (!/^smtps?:\/\/[^\s/]+/i.test(smtpUrl)) throw new ConfigError("SMTP_URL must start with smtp:// or smtps://");
  if (!/@/.test(from)) throw new ConfigError(`MAIL_FROM must be an e-mail address, got "${from}"`);
  if (!publicUrl) throw new ConfigError("SMTP_URL needs PUBLIC_URL: the links in mails point there");
  return { smtpUrl, from };
}

function emailSetting(value: string | undefined, name: string): string | null {
  if (value === undefined) return null;
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) throw new ConfigError(`${name} must be an e-mail address, got "${value}"`);
  return value;
}

function backupSettings(get: Source, dataDir: string): Config["backups"] {
  const everyRaw = get("--backup-every", "BACKUP_EVERY") ?? "24";
  const everyHours = Number(everyRaw);
  if (!/^\d+(\.\d+)?$/.test(everyRaw) || !(everyHours > 0) || everyHours > 24 * 366) {
    throw new ConfigError(`BACKUP_EVERY must be a number of hours above 0, got "${everyRaw}"`);
  }
  const keep = intSetting(get("--backup-keep", "BACKUP_KEEP") ?? "7", "BACKUP_KEEP", 1, 100_000);
  const raw = get("--backup-dir", "BACKUP_DIR");
  if (raw === undefined) return null;
  const dir = resolve(raw);
  // A backup beside the live database dies with the disk, and `backup` refuses DATA_DIR paths too.
  if (dir === dataDir || dir.startsWith(dataDir + sep)) throw new ConfigError(`BACKUP_DIR must be outside DATA_DIR (${dataDir})`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK | constants.R_OK);
  } catch {
    throw new ConfigError(`backup folder ${dir} is not writable`);
  }
  return { dir, everyHours, keep };
}

function intSetting(raw: string, name: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function ensureWritableDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK | constants.R_OK);
  } catch {
    throw new ConfigError(`data folder ${dir} is not writable`);
  }
}

/** The cookie secret lives beside the database so that sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 16) return secret;
  }
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function helpText(): string {
  const rows = SETTINGS.map((s) => `  ${(s.flag + " <value>").padEnd(32)} ${s.env.padEnd(22)} ${s.help} [default: ${s.def}]`);
  return [
    "RentFair: landlord reviews, one binary, one data file.",
    "",
    "Usage: rentfair [command] [options]",
    "",
    "Commands:",
    "  serve                        run the web site (the default)",
    "  backup <file> [--force]      write a consistent copy of the database while the server runs",
    "                               (outside the data folder; --force replaces an existing file)",
    "  restore <file>               replace the database with a backup (server stopped; the old one is kept",
    "                               as rentfair.db.before-restore-<UTC time>)",
    "  admin grant <email>          make an account an admin",
    "  admin revoke <email>         take admin rights away",
    "  admin reset-link <email>     print a one-time password reset link for an account (valid 60 minutes)",
    "  seed --demo                  fill an empty database with demo landlords, reviews and users",
    "  import <file.csv>            add landlords from a CSV (name,type,location, with a header row);",
    "                               works while the server runs, which sees them within 2 seconds",
    "  transfer --to <postgres-url> copy the SQLite database of DATA_DIR into an EMPTY PostgreSQL database,",
    "                               checking row counts and figures (same ids and sessions; docs/scale-out.md)",
    "  (with DATABASE_URL, backup and restore use pg_dump --format=custom and pg_restore)",
    "  check [--fix]                recount every kept figure (ratings, totals, counts) and compare;",
    "                               exit 1 when some differ; --fix writes the recounts",
    "",
    "Options (flag, or environment variable; flags win):",
    ...rows,
    "  --help                       show this help",
    "",
    "Outside sign-in (environment only; a button appears for each provider configured):",
    "  OAUTH_<P>_CLIENT_ID, OAUTH_<P>_CLIENT_SECRET for P in GITHUB, GOOGLE, GITLAB, GITEA, KEYCLOAK;",
    "  OAUTH_GITLAB_URL (default https://gitlab.com), OAUTH_GITEA_URL (server), OAUTH_KEYCLOAK_URL (realm URL).",
    "  The redirect URI to register at the provider is <PUBLIC_URL>/api/auth/<p>/callback.",
  ].join("\n");
}
