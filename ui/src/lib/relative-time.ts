// "x ago" wording of docs/product-rules.md#constants, the same thresholds and words as date-fns' formatDistance
// (English), written out here so the bundle carries no date library for one function. The words are
// Lingui messages with ICU plurals, so each language words them its own way ("hace 3 días").
import { plural, t } from "@lingui/core/macro";
const MINUTES_IN_DAY = 1440;
const MINUTES_IN_ALMOST_TWO_DAYS = 2520;
const MINUTES_IN_MONTH = 43200;
const MINUTES_IN_TWO_MONTHS = 86400;


/** Whole calendar months from `earlier` to `later`, as date-fns' differenceInMonths counts them. */
function differenceInMonths(later: Date, earlier: Date): number {
  let months = (later.getFullYear() - earlier.getFullYear()) * 12 + (later.getMonth() - earlier.getMonth());
  // A month is only complete once the day and time of day are reached again.
  const probe = new Date(earlier);
  probe.setMonth(probe.getMonth() + months);
  if (probe.getTime() > later.getTime()) months -= 1;
  return Math.max(0, months);
}

/** The distance between two dates in words: "less than a minute", "5 minutes", "about 2 hours"… */
export function formatDistance(date: Date, base: Date): string {
  const [earlier, later] = date.getTime() <= base.getTime() ? [date, base] : [base, date];
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  const offset = (later.getTimezoneOffset() - earlier.getTimezoneOffset()) * 60;
  const minutes = Math.round((seconds + offset) / 60);

  if (minutes < 2) return minutes === 0 ? t`less than a minute` : t`1 minute`;
  if (minutes < 45) return plural(minutes, { one: "# minute", other: "# minutes" });
  if (minutes < 90) return t`about 1 hour`;
  if (minutes < MINUTES_IN_DAY) return plural(Math.round(minutes / 60), { one: "about # hour", other: "about # hours" });
  if (minutes < MINUTES_IN_ALMOST_TWO_DAYS) return t`1 day`;
  if (minutes < MINUTES_IN_MONTH) return plural(Math.round(minutes / MINUTES_IN_DAY), { one: "# day", other: "# days" });
  if (minutes < MINUTES_IN_TWO_MONTHS) return plural(Math.round(minutes / MINUTES_IN_MONTH), { one: "about # month", other: "about # months" });

  const months = differenceInMonths(later, earlier);
  if (months < 12) return plural(Math.round(minutes / MINUTES_IN_MONTH), { one: "# month", other: "# months" });
  const years = Math.trunc(months / 12);
  const rest = months % 12;
  if (rest < 3) return plural(years, { one: "about # year", other: "about # years" });
  if (rest < 9) return plural(years, { one: "over # year", other: "over # years" });
  return plural(years + 1, { one: "almost # year", other: "almost # years" });
}

/** "3 days ago" for a past timestamp (ISO string or Date); "" for an unreadable one. */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const words = formatDistance(date, now);
  return date.getTime() > now.getTime() ? t`in ${words}` : t`${words} ago`;
}
