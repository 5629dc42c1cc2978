// Notification titles are stored as the English words of src/store/alert-rules.ts and the
// deciding stores (issue 27 writes them at the event). They are a closed set of sentences, two with
// a landlord's name in them, so the reader's language is put in here, at read time, rather than in
// the database: a notification written before a language change follows the reader's new language.
// A title not listed (a sentence added later and not yet here) is shown as stored.
import { t } from "@lingui/core/macro";

const WITH_NAME: readonly [RegExp, (name: string) => string][] = [
  [/^New review of (.+)$/, (name) => t`New review of ${name}`],
  [/^Moderators removed your review of (.+)$/, (name) => t`Moderators removed your review of ${name}`],
];

function fixedTitle(title: string): string | null {
  switch (title) {
    case "The owner answered your review": return t`The owner answered your review`;
    case "Moderators resolved your report": return t`Moderators resolved your report`;
    case "Moderators dismissed your report": return t`Moderators dismissed your report`;
    case "Your account is suspended": return t`Your account is suspended`;
    case "Your review was hidden by moderators": return t`Your review was hidden by moderators`;
    case "Your review is visible again": return t`Your review is visible again`;
    case "Your reply was hidden by moderators": return t`Your reply was hidden by moderators`;
    case "Your reply is visible again": return t`Your reply is visible again`;
    case "You received a warning from the moderators": return t`You received a warning from the moderators`;
    case "Your appeal was granted": return t`Your appeal was granted`;
    case "Your appeal was not granted": return t`Your appeal was not granted`;
    default: return null;
  }
}

/** A stored notification title in the reader's language. */
export function notificationTitle(title: string): string {
  const fixed = fixedTitle(title);
  if (fixed !== null) return fixed;
  for (const [pattern, words] of WITH_NAME) {
    const m = pattern.exec(title);
    if (m) return words(m[1]!);
  }
  return title;
}
