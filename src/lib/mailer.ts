// Outgoing mail through the operator's SMTP server (SMTP_URL, MAIL_FROM), with nodemailer: no
// dependencies of its own, kept up for 15 years. Only password reset links are mailed. Nothing is
// sent, and no connection made, unless SMTP_URL is set.
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(mail: Config["mail"]): Mailer | null {
  if (!mail) return null;
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: mail.from, to, subject, text });
    },
  };
}
