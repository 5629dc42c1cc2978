// The mail outbox survives a crash (contract §7.4): a real server process queues an instant mail in
// the new review's transaction, is killed (SIGKILL) in the middle of sending it, and after a restart
// the mail goes out exactly once: the SMTP server (smtp-server on localhost) that hung the first
// exchange never accepted it; the restarted sender takes over what the dead one left "sending".
import { afterEach, expect, test } from "bun:test";
import { SMTPServer } from "smtp-server";
import { startServer, stopAll, tempDir } from "../../test/server-process";
import { startSmtpServer } from "../../test/smtp-server";
import { reviewBody } from "../../test/harness";

afterEach(stopAll);

const json = { "content-type": "application/json" };

async function signUp(base: string, name: string): Promise<{ cookie: string; email: string }> {
  const email = `${name}@example.test`;
  const res = await fetch(`${base}/api/register`, { method: "POST", headers: json, body: JSON.stringify({ username: name, email, password: "correct horse" }) });
  expect(res.status).toBe(201);
  return { cookie: res.headers.get("set-cookie")!.split(";")[0]!, email };
}

const call = (base: string, cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${base}${path}`, { method, headers: { ...json, cookie }, body: body === undefined ? undefined : JSON.stringify(body) });

/** An SMTP server that takes the message and never answers it: the sender is stuck mid-send. */
async function hangingSmtp(): Promise<{ port: number; received: Promise<void>; close(): Promise<void> }> {
  let gotData!: () => void;
  const received = new Promise<void>((resolve) => (gotData = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream) {
      stream.on("data", () => {});
      stream.on("end", () => gotData()); // and no callback: no "250 OK", ever
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  return { port: typeof address === "object" && address ? address.port : 0, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}


test("killed between queueing a mail and sending it, the server sends it once after a restart", async () => {
  const dataDir = tempDir("outbox");
  const hang = await hangingSmtp();
  const env = { SMTP_URL: `smtp://127.0.0.1:${hang.port}`, MAIL_FROM: "RentFair <alerts@example.test>", PUBLIC_URL: "http://reviews.example.test", RENTFAIR_MAIL_POLL_MS: "200", RENTFAIR_MAIL_RETRY_MS: "200" };
  const first = await startServer(dataDir, env);
  const fan = await signUp(first.base, "fan");
  const author = await signUp(first.base, "author");
  const landlord = await (await call(first.base, author.cookie, "POST", "/api/landlords", { name: "Crash Test Rentals", type: "company", location: "Austin, TX" })).json();
  expect((await call(first.base, fan.cookie, "POST", "/api/follows", { targetType: "landlord", targetId: landlord.id, email: "instant" })).status).toBe(201);
  expect((await call(first.base, author.cookie, "POST", "/api/reviews", reviewBody({ landlordId: landlord.id }))).status).toBe(201);
  await hang.received; // the sender is in the middle of the SMTP exchange
  first.proc.kill("SIGKILL");
  await first.proc.exited;
  await hang.close();

  // The operator's mail server is back, on the same address.
  const smtp = await startSmtpServer(hang.port);
  try {
    const second = await startServer(dataDir, env);
    const mail = await smtp.waitFor(fan.email, 10_000);
    expect(mail.subject).toBe("New review of Crash Test Rentals on RentFair");
    // Another review and its mail after another restart: by then a second copy of the first would have come.
    expect(await second.stop()).toBe(0);
    const third = await startServer(dataDir, env);
    const other = await signUp(third.base, "other");
    expect((await call(third.base, other.cookie, "POST", "/api/reviews", reviewBody({ landlordId: landlord.id, reviewText: "The second review, written after two restarts." }))).status).toBe(201);
    await smtp.waitFor(fan.email, 10_000, (m) => m.text.includes("second review"));
    const toFan = smtp.mails.filter((m) => m.to.includes(fan.email));
    expect(toFan.map((m) => m.text.includes("second review"))).toEqual([false, true]);
    expect(await third.stop()).toBe(0);
  } finally {
    await smtp.close();
  }
}, 60_000);
