// Password reset (docs/product-rules.md#privacy), by the operator's link and by mail through a real SMTP server
// running in this process on localhost (src/test/smtp-server.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../store/sqlite/connection";
import { createTestApp, type TestClient } from "../../test/harness";
import { resetLinkIn, startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import { createPasswordResetService } from "./service";

const PASSWORD = "correct horse";
const PUBLIC_URL = "https://reviews.example.org";

const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);

async function canSignIn(t: { client(): TestClient }, email: string, password: string) {
  return (await t.client().post("/api/login", { email, password })).status === 200;
}

describe("reset by the operator's link (no mail server)", () => {
  test("the link sets a new password once, ends every session, and the old password stops working", async () => {
    const t = createTestApp({}, { PUBLIC_URL });
    const c = t.client();
    const me = await c.register();
    const link = await createPasswordResetService(t.deps).linkForEmail(me.email.toUpperCase());
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password/[A-Za-z0-9_-]{43}$`));
    // Only a hash is stored.
    const stored = t.deps.db.$client.query("SELECT token_hash FROM password_resets").get() as { token_hash: string };
    expect(stored.token_hash).not.toContain(tokenOf(link));

    const res = await t.client().post("/api/password-reset", { token: tokenOf(link), newPassword: "battery staple" });
    expect(res.status).toBe(204);
    expect((await c.get("/api/user")).status).toBe(401);
    expect(await canSignIn(t, me.email, PASSWORD)).toBe(false);
    expect(await canSignIn(t, me.email, "battery staple")).toBe(true);

    const again = await t.client().post("/api/password-reset", { token: tokenOf(link), newPassword: "third password" });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: "This reset link is invalid or has expired", errors: { token: "This reset link is invalid or has expired" } });
  });

  test("an expired, unknown or malformed token is 400; a short password is 400 and keeps the link usable", async () => {
    const t = createTestApp();
    const me = await t.client().register();
    const service = createPasswordResetService(t.deps);
    const link = await service.linkForEmail(me.email);
    const short = await t.client().post("/api/password-reset", { token: tokenOf(link), newPassword: "123" });
    expect(short.body.errors.newPassword).toBe("Password must be at least 6 characters");
    expect((await t.client().post("/api/password-reset", { token: "nope", newPassword: "battery staple" })).status).toBe(400);
    expect((await t.client().post("/api/password-reset", { newPassword: "battery staple" })).status).toBe(400);
    // 61 minutes later.
    t.deps.db.$client.exec(`UPDATE password_resets SET expires_at = ${Date.now() - 60_000}`);
    expect((await t.client().post("/api/password-reset", { token: tokenOf(link), newPassword: "battery staple" })).status).toBe(400);
    await expect(service.linkForEmail("nobody@example.test")).rejects.toThrow("no account with e-mail nobody@example.test");
  });

  test("changing the password in the settings voids outstanding links", async () => {
    const t = createTestApp();
    const c = t.client();
    const me = await c.register();
    const link = await createPasswordResetService(t.deps).linkForEmail(me.email);
    expect((await c.post("/api/user/password", { currentPassword: PASSWORD, newPassword: "battery staple" })).status).toBe(204);
    expect((await t.client().post("/api/password-reset", { token: tokenOf(link), newPassword: "someone else" })).status).toBe(400);
  });

  test("`rentfair admin reset-link <email>` prints the link and stores its hash", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rentfair-reset-"));
    const env = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL, LOG_LEVEL: "silent", SESSION_SECRET: "test-secret-0123456789" };
    const cli = (...args: string[]) => spawnSync(process.execPath, [join(import.meta.dir, "../../cli.ts"), ...args], { env, encoding: "utf8" });
    // An account, made through the same database the command reads.
    const db = openDatabase(join(dataDir, "rentfair.db"));
    const hash = await Bun.password.hash(PASSWORD);
    db.$client.query("INSERT INTO users (username, email, password, created_at, updated_at) VALUES ('cli_user', 'cli@example.test', ?, 'x', 'x')").run(hash);
    db.$client.close();

    const out = cli("admin", "reset-link", "CLI@example.test");
    expect(out.status).toBe(0);
    expect(out.stdout).toContain("valid 60 minutes");
    const link = /https:\/\/\S+/.exec(out.stdout)![0];
    expect(link).toStartWith(`${PUBLIC_URL}/reset-password/`);
    const reopened = openDatabase(join(dataDir, "rentfair.db"));
    const row = reopened.$client.query("SELECT count(*) AS n FROM password_resets").get() as { n: number };
    expect(row.n).toBe(1);
    reopened.$client.close();

    const unknown = cli("admin", "reset-link", "nobody@example.test");
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr + unknown.stdout).toContain("no account with e-mail nobody@example.test");
  });
});

describe("reset by mail (SMTP_URL, MAIL_FROM)", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  const mailApp = () => createTestApp({}, { SMTP_URL: smtp.url, MAIL_FROM: "RentFair <no-reply@reviews.example.org>", PUBLIC_URL });

  test("a known address gets a mail with a one-time link to PUBLIC_URL; the link resets the password", async () => {
    const t = mailApp();
    const c = t.client();
    const me = await c.register();
    const res = await t.client().post("/api/password-reset/request", { email: me.email.toUpperCase() });
    expect(res.status).toBe(202);
    const mail = await smtp.waitFor(me.email);
    expect(mail.from).toBe("no-reply@reviews.example.org");
    expect(mail.subject).toBe("Reset your RentFair password");
    expect(mail.text).toContain("within 60 minutes");
    const link = resetLinkIn(mail);
    expect(link).toStartWith(`${PUBLIC_URL}/reset-password/`);
    expect((await t.client().post("/api/password-reset", { token: tokenOf(link), newPassword: "battery staple" })).status).toBe(204);
    expect((await c.get("/api/user")).status).toBe(401);
    expect(await canSignIn(t, me.email, "battery staple")).toBe(true);
  });

  test("an unknown address gets the same 202 and no mail is sent", async () => {
    const t = mailApp();
    const known = await t.client().register();
    const before = smtp.mails.length;
    const unknown = await t.client().post("/api/password-reset/request", { email: "nobody-here@example.test" });
    const knownRes = await t.client().post("/api/password-reset/request", { email: known.email });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(knownRes.body);
    await smtp.waitFor(known.email);
    expect(smtp.mails.slice(before).some((m) => m.to.includes("nobody-here@example.test"))).toBe(false);
  });

  test("at most 3 mails an hour to one address, still 202", async () => {
    const t = mailApp();
    const me = await t.client().register();
    for (let i = 0; i < 5; i++) expect((await t.client().post("/api/password-reset/request", { email: me.email })).status).toBe(202);
    const mailsTo = () => smtp.mails.filter((m) => m.to.includes(me.email)).length;
    for (let waited = 0; mailsTo() < 3 && waited < 5000; waited += 50) await Bun.sleep(50);
    // Time for a fourth to arrive, were one sent.
    await Bun.sleep(500);
    expect(mailsTo()).toBe(3);
  });

  test("a bad address is 400; without a mail server the request is 404 and says so", async () => {
    expect((await mailApp().client().post("/api/password-reset/request", { email: "not-an-email" })).body.errors.email).toBe("Invalid email address");
    const res = await createTestApp().client().post("/api/password-reset/request", { email: "someone@example.test" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Password reset by e-mail is not set up on this site");
  });
});

describe("GET /api/site", () => {
  test("tells the UI whether reset links are mailed, and the operator's addresses", async () => {
    expect((await createTestApp().client().get("/api/site")).body).toEqual({ passwordResetByMail: false, contactEmail: null, privacyEmail: null });
    const t = createTestApp({}, { SMTP_URL: "smtp://127.0.0.1:1", MAIL_FROM: "no-reply@example.org", PUBLIC_URL, CONTACT_EMAIL: "hello@example.org" });
    expect((await t.client().get("/api/site")).body).toEqual({ passwordResetByMail: true, contactEmail: "hello@example.org", privacyEmail: "hello@example.org" });
    const both = createTestApp({}, { CONTACT_EMAIL: "hello@example.org", PRIVACY_EMAIL: "privacy@example.org" });
    expect((await both.client().get("/api/site")).body).toMatchObject({ privacyEmail: "privacy@example.org" });
  });
});
