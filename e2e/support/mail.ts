// Reading the browser tests' mail (e2e/smtp-server.ts): the mails that reached the in-process
// SMTP server, and the reset link in one.
import { expect } from "@playwright/test";

/** As playwright.config.ts sets it: E2E_SMTP_PORT (else E2E_PORT + 150), read one port above. */
const SMTP_READ_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 150) + 1;

interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the first mail to `to` and returns it. */
export async function mailTo(to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${SMTP_READ_PORT}/mails?to=${encodeURIComponent(to)}`);
        found = ((await res.json()) as Mail[])[0];
        return found !== undefined;
      },
      { timeout: 10_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The path of the reset link in a mail: /reset-password/{token}. */
export function resetPathIn(mail: Mail): string {
  const link = /https?:\/\/\S+(\/reset-password\/[A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}
