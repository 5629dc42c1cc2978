// The texts of the follow mails, in English, one function per mail with all its words here
// (issue 26 translates: give each function the recipient's locale once users.locale exists).
// Nothing in a mail names or identifies a review's author (the privacy rule): no reviewer name,
// building-level places only.
import type { DigestMailData, NewReviewMailData } from "../../store/alerts";
import type { FollowTargetType } from "../../contract/follows";

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

const stars = (rating: number) => `${rating.toFixed(1)} out of 5`;

const followedWhat = (type: FollowTargetType, name: string) =>
  type === "landlord" ? `the landlord ${name}` : type === "building" ? `the building ${name}` : `the city ${name}`;

export function newReviewMail(siteName: string, data: NewReviewMailData, links: MailLinks): MailText {
  const url = `${links.base}/landlord/${data.landlordId}#review-${data.reviewId}`;
  return {
    subject: `New review of ${data.landlordName} on ${siteName}`,
    text: [
      `A new review of ${data.landlordName} (${data.location}) was posted on ${siteName}. You follow ${followedWhat(data.targetType, data.targetName)}.`,
      "",
      `Rating: ${stars(data.overallRating)}`,
      "",
      data.excerpt,
      "",
      `Read it: ${url}`,
      "",
      `To stop these e-mails, open this link (no sign-in needed): ${links.unsubscribePage}`,
    ].join("\n"),
  };
}

export function digestMail(siteName: string, data: DigestMailData, links: MailLinks): MailText {
  const lines = data.reviews.flatMap((r) => [`- ${r.landlordName}, ${stars(r.overallRating)}: ${r.excerpt}`, `  ${links.base}/landlord/${r.landlordId}#review-${r.reviewId}`, ""]);
  const more = data.total > data.reviews.length ? [`And ${data.total - data.reviews.length} more on ${siteName}.`, ""] : [];
  return {
    subject: `This week on ${siteName}: ${data.total === 1 ? "1 new review" : `${data.total} new reviews`} of ${data.targetName}`,
    text: [
      `Your weekly digest for ${followedWhat(data.targetType, data.targetName)}.`,
      "",
      ...lines,
      ...more,
      `To stop these e-mails, open this link (no sign-in needed): ${links.unsubscribePage}`,
    ].join("\n"),
  };
}
