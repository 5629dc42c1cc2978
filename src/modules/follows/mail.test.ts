// Follow mails through a real SMTP server on localhost (src/test/smtp-server.ts): instant mails of
// a new review, weekly digests, RFC 8058 headers, and the unsubscribe link that works without a session.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../../test/smtp-server";
import { WEEK_MS } from "../../store/alert-rules";

const PUBLIC_URL = "https://reviews.example.org";
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " "))?.[1]?.trim();

async function mailScenario() {
  const t = await createScenario({}, { SMTP_URL: smtp.url, MAIL_FROM: "RentFair <alerts@reviews.example.org>", PUBLIC_URL });
  const l = await t.landlord(t.admin, { name: "Cedar Property Group", location: "Ann Arbor, MI" });
  return { t, l };
}

describe("instant mails", () => {
  test("each instant follower gets one mail of a new review, with RFC 8058 headers and a link; nothing names the author", async () => {
    const { t, l } = await mailScenario();
    const fan = await t.renter();
    const quiet = await t.renter();
    await fan.post("/api/follows", { targetType: "landlord", targetId: l.id, email: "instant" });
    await quiet.post("/api/follows", { targetType: "landlord", targetId: l.id });
    const author = await t.renter();
    await author.post("/api/follows", { targetType: "landlord", targetId: l.id, email: "instant" });
    const review = await t.review(author, l.id, { reviewerName: "Maria Lopez", propertyAddress: "12 Oak St, Apt 4B", reviewText: "Mold in the bathroom was never fixed despite many requests." });
    await t.deps.alerts.idle();
    expect(await t.deps.alerts.sendTick()).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.waitFor(fan.user.email);
    expect(mail.subject).toBe("New review of Cedar Property Group on RentFair");
    expect(mail.text).toContain("Mold in the bathroom was never fixed");
    expect(mail.text).toContain(`${PUBLIC_URL}/landlord/${l.id}#review-${review.id}`);
    // The unsubscribe links' random tokens may hold any two letters ("4B" among them): left out of the look.
    const untokened = mail.raw.replace(/unsubscribe\/(?:[\w.-]|=\r\n)+/g, "unsubscribe/TOKEN");
    expect(untokened).not.toContain("Maria");
    expect(untokened).not.toContain("4B");
    expect(untokened).not.toContain(author.user.username);
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail, "List-Unsubscribe")).toMatch(new RegExp(`^<${PUBLIC_URL}/unsubscribe/[^>]+>$`));
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/unsubscribe/\\S+`));
    // Sent once: a second pass has nothing to send.
    expect(await t.deps.alerts.sendTick()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails.filter((m) => m.to.includes(author.user.email) || m.to.includes(quiet.user.email))).toEqual([]);
    expect(smtp.mails.filter((m) => m.to.includes(fan.user.email))).toHaveLength(1);
  });

  test("the one-click unsubscribe (RFC 8058 form POST, no session) stops that follow's mails only; a forged token is 404", async () => {
    const { t, l } = await mailScenario();
    const fan = await t.renter();
    const follow = (await fan.post("/api/follows", { targetType: "landlord", targetId: l.id, email: "instant" })).body;
    const cityFollow = (await fan.post("/api/follows", { targetType: "city", targetId: "ann-arbor-mi", email: "weekly" })).body;
    await t.review(await t.renter(), l.id);
    await t.deps.alerts.idle();
    await t.deps.alerts.sendTick();
    const mail = await smtp.waitFor(fan.user.email);
    const url = /<([^>]+)>/.exec(header(mail, "List-Unsubscribe")!)![1]!;
    const path = new URL(url).pathname;
    // As a mail provider posts it: a form body, no cookie, no Origin.
    const res = await t.app.handle(new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }));
    expect(res.status).toBe(204);
    const follows = (await fan.get("/api/user/follows")).body as { id: string; email: string }[];
    expect(follows.find((f) => f.id === follow.id)!.email).toBe("off");
    expect(follows.find((f) => f.id === cityFollow.id)!.email).toBe("weekly");
    // The body link's page posts the same, JSON or empty; twice is fine.
    expect((await t.client().post(path)).status).toBe(204);
    const forged = path.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await t.client().post(forged)).status).toBe(404);
    expect((await t.client().post(`/unsubscribe/${cityFollow.id}.${"x".repeat(43)}`)).status).toBe(404);
    // No more mail for that follow.
    await t.review(await t.renter(), l.id);
    await t.deps.alerts.idle();
    expect(await t.deps.alerts.sendTick()).toEqual({ sent: 0, failed: 0 });
  });
});

describe("weekly digests", () => {
  test("a weekly follower gets one digest a week of the week's reviews, with its own unsubscribe link; none for a quiet week", async () => {
    const { t, l } = await mailScenario();
    const fan = await t.renter();
    await fan.post("/api/follows", { targetType: "landlord", targetId: l.id, email: "weekly" });
    for (let i = 0; i < 2; i++) await t.review(await t.renter(), l.id, { reviewText: `Review number ${i} of this landlord, honest and long enough.` });
    await t.deps.alerts.idle();
    expect(await t.deps.alerts.sendTick()).toEqual({ sent: 0, failed: 0 }); // not a week yet
    const nextWeek = new Date(Date.now() + WEEK_MS + 60_000);
    expect(await t.deps.alerts.sendTick(nextWeek)).toEqual({ sent: 1, failed: 0 });
    const digest = await smtp.waitFor(fan.user.email);
    expect(digest.subject).toBe("This week on RentFair: 2 new reviews of Cedar Property Group");
    expect(digest.text).toContain("Review number 0");
    expect(digest.text).toContain("Review number 1");
    expect(header(digest, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(await t.deps.alerts.sendTick(nextWeek)).toEqual({ sent: 0, failed: 0 }); // once a week
    expect(await t.deps.alerts.sendTick(new Date(nextWeek.getTime() + WEEK_MS))).toEqual({ sent: 0, failed: 0 }); // a quiet week
  });
});
