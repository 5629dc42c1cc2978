// Outgoing mail through the operator's SMTP server (SMTP_URL, MAIL_FROM), with nodemailer: no
// dependencies of its own, kept up for 15 years. Password reset and e-mail proof links, and the follow
// alerts of src/modules/follows/ (queued in the database, sent by its sender loop). Nothing is
// sent, and no connection made, unless SMTP_URL is set.
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post of RFC 8058). */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a receiving server can drop a copy sent again after a crash mid-send. */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(mail: Config["mail"]): Mailer | null {
  if (!mail) return null;
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    async send({ to, subject, text, headers, messageId }) {
      await transport.sendMail({ from: mail.from, to, subject, text, headers, messageId });
    },
  };
}
