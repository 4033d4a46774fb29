// The site's languages and how a request's language is chosen. Pure: used by proxy.ts, the
// next-intl request config and tests.
import { match } from "@formatjs/intl-localematcher";

export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers the reader's choice (set by the header's switcher or by `?lang=`). */
export const LOCALE_COOKIE = "NIMBUS_LOCALE";
/** A query parameter that sets the language and remembers it, so a shared link opens in it. */
export const LOCALE_PARAM = "lang";
/** A year: the choice outlives the session. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `<html lang>` and Intl formatting: Chinese here is Simplified Chinese as read in China. */
export const HTML_LANG: Record<Locale, string> = { en: "en", zh: "zh-CN" };

/** Each language named in itself, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", zh: "中文" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The languages of an Accept-Language header, most wanted first ("*" and malformed tags dropped). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((l) => l.tag !== "" && l.tag !== "*" && l.quality > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(l.tag))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((l) => l.tag);
}

/** The first of the browser's languages that we have, by BCP 47 lookup (zh-TW, zh-Hans-CN give zh;
 * "best fit" would let a later exact match beat an earlier en-GB). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const requested = acceptedLanguages(header);
  if (requested.length === 0) return DEFAULT_LOCALE;
  try {
    const best = match(requested, [...LOCALES], DEFAULT_LOCALE, { algorithm: "lookup" });
    return isLocale(best) ? best : DEFAULT_LOCALE;
  } catch {
    // A tag Intl refuses (e.g. a grandfathered one): fall back rather than fail the page.
    return DEFAULT_LOCALE;
  }
}

/** The request's language: a remembered choice first, then the browser's languages. */
export function resolveLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  return localeFromAcceptLanguage(input.acceptLanguage);
}
