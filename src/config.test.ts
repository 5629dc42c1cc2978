import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError, helpText, loadConfig, parseArgs, SETTINGS } from "./config";

const dir = () => mkdtempSync(join(tmpdir(), "rentfair-cfg-"));

describe("configuration", () => {
  test("has the defaults of docs/product-rules.md#running-it", () => {
    const c = loadConfig(new Map(), { DATA_DIR: dir() });
    expect(c).toMatchObject({ port: 3000, host: "0.0.0.0", siteName: "RentFair", rateLimitPerMinute: 30, publicUrl: null, trustProxy: false, adminEmails: [] });
  });

  test("languages (contract §7.3): DEFAULT_LOCALE is one of the site's, CURRENCY an ISO 4217 code", () => {
    expect(loadConfig(new Map(), { DATA_DIR: dir() })).toMatchObject({ defaultLocale: "en", currency: "USD" });
    expect(loadConfig(new Map(), { DATA_DIR: dir(), DEFAULT_LOCALE: "ES", CURRENCY: "mxn" })).toMatchObject({ defaultLocale: "es", currency: "MXN" });
    expect(() => loadConfig(new Map(), { DATA_DIR: dir(), DEFAULT_LOCALE: "fr" })).toThrow("DEFAULT_LOCALE must be one of en, es");
    expect(() => loadConfig(new Map(), { DATA_DIR: dir(), CURRENCY: "dollars" })).toThrow("CURRENCY must be a three-letter ISO 4217 code");
  });

  test("flags win over the environment, in both --flag value and --flag=value forms", () => {
    const { flags } = parseArgs(["--port", "8080", "--site-name=Tenant Union Reviews"]);
    const c = loadConfig(flags, { PORT: "9000", SITE_NAME: "Other", DATA_DIR: dir() });
    expect(c.port).toBe(8080);
    expect(c.siteName).toBe("Tenant Union Reviews");
  });

  test("generates a session secret once and keeps it in DATA_DIR, private to the owner", () => {
    const d = dir();
    const a = loadConfig(new Map(), { DATA_DIR: d });
    const b = loadConfig(new Map(), { DATA_DIR: d });
    expect(a.sessionSecret).toBe(b.sessionSecret);
    expect(readFileSync(join(d, "session-secret"), "utf8").trim()).toBe(a.sessionSecret);
    expect(statSync(join(d, "session-secret")).mode & 0o077).toBe(0);
  });

  test("DATABASE_URL (or --database-url) picks PostgreSQL; its session secret is the database's, so no file is written", () => {
    const d = dir();
    const c = loadConfig(parseArgs(["--database-url", "postgresql://rf@db.example.org:5432/rentfair"]).flags, { DATA_DIR: d });
    expect(c.databaseUrl).toBe("postgresql://rf@db.example.org:5432/rentfair");
    expect(c.sessionSecret).toBe("");
    expect(() => readFileSync(join(d, "session-secret"))).toThrow();
    expect(loadConfig(new Map(), { DATA_DIR: d, DATABASE_URL: "postgres://db/x", SESSION_SECRET: "0123456789abcdef" }).sessionSecret).toBe("0123456789abcdef");
    expect(loadConfig(new Map(), { DATA_DIR: d }).databaseUrl).toBeNull();
  });

  test.each([
    [{ PORT: "abc" }, /port must be a whole number/],
    [{ PORT: "70000" }, /port must be between/],
    [{ RATE_LIMIT_PER_MINUTE: "-1" }, /RATE_LIMIT_PER_MINUTE/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
    [{ PUBLIC_URL: "reviews.example.org" }, /PUBLIC_URL/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET/],
    [{ DATA_DIR: "/proc/rentfair-cannot-write" }, /not writable/],
    [{ SMTP_URL: "smtp://mail.example.org:587", PUBLIC_URL: "https://r.example.org" }, /SMTP_URL and MAIL_FROM must be set together/],
    [{ SMTP_URL: "mail.example.org", MAIL_FROM: "a@example.org", PUBLIC_URL: "https://r.example.org" }, /SMTP_URL must start with smtp/],
    [{ SMTP_URL: "smtp://mail.example.org", MAIL_FROM: "a@example.org" }, /SMTP_URL needs PUBLIC_URL/],
    [{ CONTACT_EMAIL: "not an address" }, /CONTACT_EMAIL must be an e-mail address/],
    [{ DATABASE_URL: "mysql://db.example.org/rentfair" }, /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
  ])("rejects a bad value with a one-line message (%#)", (env, message) => {
    expect(() => loadConfig(new Map(), { DATA_DIR: dir(), ...env })).toThrow(message);
    expect(() => loadConfig(new Map(), { DATA_DIR: dir(), ...env })).toThrow(ConfigError);
  });

  test("operations settings: log format, metrics token, scheduled backups outside DATA_DIR", () => {
    const d = dir();
    const backups = join(dir(), "backups");
    const c = loadConfig(new Map(), { DATA_DIR: d, LOG_FORMAT: "JSON", METRICS_TOKEN: "0123456789abcdef", BACKUP_DIR: backups, BACKUP_EVERY: "0.5", BACKUP_KEEP: "3" });
    expect(c).toMatchObject({ logFormat: "json", metricsToken: "0123456789abcdef", backups: { dir: backups, everyHours: 0.5, keep: 3 } });
    expect(loadConfig(new Map(), { DATA_DIR: d })).toMatchObject({ logFormat: "text", metricsToken: null, backups: null });
    for (const [env, message] of [
      [{ LOG_FORMAT: "xml" }, /LOG_FORMAT/],
      [{ METRICS_TOKEN: "short" }, /METRICS_TOKEN/],
      [{ BACKUP_DIR: join(d, "backups") }, /outside DATA_DIR/],
      [{ BACKUP_DIR: backups, BACKUP_EVERY: "0" }, /BACKUP_EVERY/],
      [{ BACKUP_DIR: backups, BACKUP_KEEP: "0" }, /BACKUP_KEEP/],
    ] as const) {
      expect(() => loadConfig(new Map(), { DATA_DIR: d, ...env })).toThrow(message);
    }
  });

  test("rejects unknown flags", () => {
    expect(() => parseArgs(["--prot", "80"])).toThrow(ConfigError);
  });

  test("--help lists every setting and every command", () => {
    const help = helpText();
    for (const s of SETTINGS) {
      expect(help).toContain(s.flag);
      expect(help).toContain(s.env);
    }
    for (const cmd of ["serve", "backup <file>", "restore <file>", "admin grant <email>", "admin revoke <email>", "seed --demo", "import <file.csv>"]) expect(help).toContain(cmd);
  });
});
