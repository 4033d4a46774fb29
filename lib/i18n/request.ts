// next-intl's per-request configuration (named in next.config.js): the language from the
// remembered choice or Accept-Language, the time zone from the browser's report (time-zone.ts).
// proxy.ts has already turned a `?lang=` into the cookie. A cached page (app/cached/) names its
// language in its route and sets it (setRequestLocale) before anything asks: then nothing of the
// request is read, and its time zone is UTC (it shows no dates).
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { isLocale, LOCALE_COOKIE, resolveLocale } from "./locales";
import { MESSAGES } from "./messages";
import { resolveTimeZone, TIME_ZONE_COOKIE } from "./time-zone";

export default getRequestConfig(async ({ requestLocale }) => {
  const routeLocale = await requestLocale;
  if (isLocale(routeLocale)) return { locale: routeLocale, messages: MESSAGES[routeLocale], timeZone: "UTC" };
  const jar = await cookies();
  const locale = resolveLocale({
    cookie: jar.get(LOCALE_COOKIE)?.value,
    acceptLanguage: (await headers()).get("accept-language"),
  });
  // Pages read it back with next-intl's getTimeZone() / useTimeZone() for app/format.ts.
  return { locale, messages: MESSAGES[locale], timeZone: resolveTimeZone(jar.get(TIME_ZONE_COOKIE)?.value) };
});
