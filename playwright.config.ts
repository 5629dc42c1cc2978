// Browser tests: Playwright driving Debian's chromium (/usr/bin/chromium; never a downloaded
// browser). One server for the run, on a fresh data folder, with the per-address rate limit off
// and admin@e2e.test as the admin e-mail, so tests can make an admin by registering it.
import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 3199);
// A local OAuth provider (e2e/oauth-provider-server.ts) stands in for a self-hosted Gitea.
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? port + 100);
// An SMTP server in a process of its own (e2e/smtp-server.ts) receives the site's mail; tests read
// it on the next port (e2e/support/mail.ts).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 150);
const smtpReadPort = smtpPort + 1;
const dataDir = process.env.E2E_DATA_DIR ?? (process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), "rentfair-e2e-")));

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: `node_modules/.bin/bun e2e/smtp-server.ts --port ${smtpPort} --read-port ${smtpReadPort}`,
      url: `http://127.0.0.1:${smtpReadPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/bun e2e/oauth-provider-server.ts --port ${oauthPort}`,
      url: `http://127.0.0.1:${oauthPort}/login/oauth/userinfo`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/bun scripts/e2e-server.ts --port ${port} --data ${dataDir}`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        RATE_LIMIT_PER_MINUTE: "0",
        ADMIN_EMAILS: "admin@e2e.test",
        LOG_LEVEL: "warn",
        SESSION_SECRET: "e2e-secret-0123456789",
        OAUTH_GITEA_CLIENT_ID: "rentfair-test-client",
        OAUTH_GITEA_CLIENT_SECRET: "rentfair-test-secret",
        OAUTH_GITEA_URL: `http://127.0.0.1:${oauthPort}`,
        // Password reset links by mail; links in mails are built from PUBLIC_URL (src/config.ts).
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "RentFair <no-reply@e2e.test>",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // The operator's addresses on the contact and privacy pages.
        CONTACT_EMAIL: "hello@e2e.test",
        PRIVACY_EMAIL: "privacy@e2e.test",
      },
    },
  ],
});
