// The texts of the follow mails in each language (contract §7.3: a mail is in its recipient's
// language, users.locale else DEFAULT_LOCALE, chosen by the sender with src/i18n/mail.ts
// mailLocale). One function per mail with all its words here, a table entry per language (typed:
// a new language without its words fails the type check).
// Nothing in a mail names or identifies a review's author (the privacy rule): no reviewer name,
// building-level places only.
import type { DigestMailData, NewReviewMailData } from "../../store/alerts";
import type { FollowTargetType } from "../../contract/follows";
import type { Locale } from "../../contract/locales";

export interface MailLinks {
  /** The site's public address, no trailing slash. */
  base: string;
  /** The page in the body that stops this follow's mails without signing in. */
  unsubscribePage: string;
}

export interface MailText {
  subject: string;
  text: string;
}

interface Words {
  stars: (rating: string) => string;
  followed: (type: FollowTargetType, name: string) => string;
  newSubject: (landlord: string, site: string) => string;
  newIntro: (landlord: string, location: string, site: string, followed: string) => string;
  rating: (stars: string) => string;
  readIt: (url: string) => string;
  stop: (url: string) => string;
  more: (n: number, site: string) => string;
  digestSubject: (site: string, total: number, target: string) => string;
  digestIntro: (followed: string) => string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    stars: (rating) => `${rating} out of 5`,
    followed: (type, name) => (type === "landlord" ? `the landlord ${name}` : type === "building" ? `the building ${name}` : `the city ${name}`),
    newSubject: (landlord, site) => `New review of ${landlord} on ${site}`,
    newIntro: (landlord, location, site, followed) => `A new review of ${landlord} (${location}) was posted on ${site}. You follow ${followed}.`,
    rating: (stars) => `Rating: ${stars}`,
    readIt: (url) => `Read it: ${url}`,
    stop: (url) => `To stop these e-mails, open this link (no sign-in needed): ${url}`,
    more: (n, site) => `And ${n} more on ${site}.`,
    digestSubject: (site, total, target) => `This week on ${site}: ${total === 1 ? "1 new review" : `${total} new reviews`} of ${target}`,
    digestIntro: (followed) => `Your weekly digest for ${followed}.`,
  },
  es: {
    stars: (rating) => `${rating} de 5`,
    followed: (type, name) => (type === "landlord" ? `el arrendador ${name}` : type === "building" ? `el edificio ${name}` : `la ciudad ${name}`),
    newSubject: (landlord, site) => `Nueva reseña de ${landlord} en ${site}`,
    newIntro: (landlord, location, site, followed) => `Se publicó una nueva reseña de ${landlord} (${location}) en ${site}. Usted sigue ${followed.replace(/^el arrendador /, "al arrendador ")}.`,
    rating: (stars) => `Calificación: ${stars}`,
    readIt: (url) => `Léala aquí: ${url}`,
    stop: (url) => `Para dejar de recibir estos correos, abra este enlace (no necesita iniciar sesión): ${url}`,
    more: (n, site) => (n === 1 ? `Y 1 más en ${site}.` : `Y ${n} más en ${site}.`),
    digestSubject: (site, total, target) => `Esta semana en ${site}: ${total === 1 ? "1 reseña nueva" : `${total} reseñas nuevas`} de ${target}`,
    digestIntro: (followed) => `Su resumen semanal sobre ${followed}.`,
  },
};

const ratingText = (rating: number, locale: Locale) =>
  new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);

export function newReviewMail(siteName: string, data: NewReviewMailData, links: MailLinks, locale: Locale = "en"): MailText {
  const w = WORDS[locale];
  const url = `${links.base}/landlord/${data.landlordId}#review-${data.reviewId}`;
  return {
    subject: w.newSubject(data.landlordName, siteName),
    text: [
      w.newIntro(data.landlordName, data.location, siteName, w.followed(data.targetType, data.targetName)),
      "",
      w.rating(w.stars(ratingText(data.overallRating, locale))),
      "",
      data.excerpt,
      "",
      w.readIt(url),
      "",
      w.stop(links.unsubscribePage),
    ].join("\n"),
  };
}

export function digestMail(siteName: string, data: DigestMailData, links: MailLinks, locale: Locale = "en"): MailText {
  const w = WORDS[locale];
  const lines = data.reviews.flatMap((r) => [
    `- ${r.landlordName}, ${w.stars(ratingText(r.overallRating, locale))}: ${r.excerpt}`,
    `  ${links.base}/landlord/${r.landlordId}#review-${r.reviewId}`,
    "",
  ]);
  const more = data.total > data.reviews.length ? [w.more(data.total - data.reviews.length, siteName), ""] : [];
  return {
    subject: w.digestSubject(siteName, data.total, data.targetName),
    text: [w.digestIntro(w.followed(data.targetType, data.targetName)), "", ...lines, ...more, w.stop(links.unsubscribePage)].join("\n"),
  };
}
