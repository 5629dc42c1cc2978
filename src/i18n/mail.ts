// The site's e-mails in each language (contract §7.3): a mail is written in its recipient's
// language, the account's `locale` (set at sign-up and by the language switcher), else
// DEFAULT_LOCALE. Adding a language adds its entry to each template here (typed: a missing one
// fails the type check).
import { isLocale, type Locale } from "../contract/locales";

interface MailText {
  subject: string;
  text: string;
}

/** The recipient's language: the account's, else the site's default. */
export const mailLocale = (account: { locale?: string | null }, fallback: Locale): Locale => (isLocale(account.locale) ? account.locale : fallback);

export const passwordResetMail: Record<Locale, (site: string, link: string) => MailText> = {
  en: (site, link) => ({
    subject: `Reset your ${site} password`,
    text: [
      `Someone, hopefully you, asked to reset the password of the ${site} account that uses this address.`,
      "",
      "Open this link within 60 minutes to choose a new password:",
      link,
      "",
      "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
    ].join("\n"),
  }),
  es: (site, link) => ({
    subject: `Restablezca su contraseña de ${site}`,
    text: [
      `Alguien, esperamos que usted, pidió restablecer la contraseña de la cuenta de ${site} que usa esta dirección.`,
      "",
      "Abra este enlace en los próximos 60 minutos para elegir una contraseña nueva:",
      link,
      "",
      "El enlace sirve una sola vez. Si usted no lo pidió, no haga caso de este correo: su contraseña no cambia.",
    ].join("\n"),
  }),
};

export const emailProofMail: Record<Locale, (site: string, username: string, link: string) => MailText> = {
  en: (site, username, link) => ({
    subject: `Confirm your e-mail for ${site}`,
    text: [
      `Someone, hopefully you, asked to confirm that the ${site} account ${username} uses this address.`,
      "",
      "Open this link within 24 hours to confirm it:",
      link,
      "",
      "Once confirmed, signing in with an outside account (GitHub, Google...) that has this address reaches this account.",
      "If you did not ask for it, ignore this mail: nothing changes.",
    ].join("\n"),
  }),
  es: (site, username, link) => ({
    subject: `Confirme su correo electrónico en ${site}`,
    text: [
      `Alguien, esperamos que usted, pidió confirmar que la cuenta ${username} de ${site} usa esta dirección.`,
      "",
      "Abra este enlace en las próximas 24 horas para confirmarlo:",
      link,
      "",
      "Una vez confirmado, si inicia sesión con una cuenta externa (GitHub, Google...) que tenga esta dirección, entrará a esta cuenta.",
      "Si usted no lo pidió, no haga caso de este correo: nada cambia.",
    ].join("\n"),
  }),
};
