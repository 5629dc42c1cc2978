// A real SMTP server, in-process on localhost, for tests of the mail the site sends: nodemailer
// talks SMTP to it as it would to the operator's server, and tests read what arrived. Used by the
// server tests and, started by e2e/smtp-server.ts, by the browser tests.
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body. */
  text: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `to` (and matching `match`, when given) that arrives or has arrived, or rejects after `timeoutMs`. */
  waitFor(to: string, timeoutMs?: number, match?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Quoted-printable (RFC 2045 §6.7), as nodemailer encodes long lines. */
function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as nodemailer writes a subject with accents. */
function decodeEncodedWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable" ? decodeQuotedPrintable(body) : encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : body;
  return { from, to, subject: decodeEncodedWords(header("Subject")), text: text.replace(/\r\n/g, "\n"), raw };
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiting: { to: string; match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no certificate to make, and nothing leaves the machine.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString("utf8"),
          session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        );
        mails.push(mail);
        for (const w of [...waiting]) {
          if (mail.to.includes(w.to) && w.match(mail)) {
            waiting.splice(waiting.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    waitFor(to, timeoutMs = 5000, match = () => true) {
      const key = to.toLowerCase();
      const done = mails.find((m) => m.to.includes(key) && match(m));
      if (done) return Promise.resolve(done);
      return new Promise((resolve, reject) => {
        const entry = { to: key, match, resolve };
        waiting.push(entry);
        setTimeout(() => {
          const i = waiting.indexOf(entry);
          if (i !== -1) {
            waiting.splice(i, 1);
            reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
          }
        }, timeoutMs);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a mail's text. */
export function resetLinkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in mail: ${mail.text}`);
  return link;
}
