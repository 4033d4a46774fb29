// Small display helpers shared by pages (server and client).
import { HTML_LANG, type Locale } from "@/lib/i18n/locales";

/** "≤ " before a figure that is an upper bound (a hidden test's rounded time or memory). */
const UP_TO = "≤ ";

export function formatTime(ms: number | null | undefined, upperBound = false): string {
  return ms === null || ms === undefined ? "—" : `${upperBound ? UP_TO : ""}${ms} ms`;
}

export function formatMemory(kb: number | null | undefined, upperBound = false): string {
  if (kb === null || kb === undefined) return "—";
  return `${upperBound ? UP_TO : ""}${kb >= 1024 ? `${(kb / 1024).toFixed(1)} MiB` : `${kb} KiB`}`;
}

export function formatLimitTime(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

export function formatDate(date: Date): string {
  return date.toISOString().replace("T", " ").slice(0, 16) + " UTC";
}

/** A moment in the reader's language and time zone, with the zone named ("Dec 2, 2026, 09:05 UTC",
 * "2026年12月2日 GMT+8 17:05"). The zone is the request's (next-intl's getTimeZone() on the server,
 * useTimeZone() in a client component; lib/i18n/time-zone.ts): UTC until the browser reports its
 * own. Named fields: Intl refuses timeZoneName beside dateStyle. */
export function formatDateTime(date: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    timeZoneName: "short",
  }).format(date);
}

/** How long ago, in the reader's language ("12 s ago", "3 min ago"; "12秒前"). */
export function formatAgo(seconds: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(HTML_LANG[locale], { numeric: "always", style: "short" });
  return seconds < 120 ? format.format(-seconds, "second") : format.format(-Math.floor(seconds / 60), "minute");
}
