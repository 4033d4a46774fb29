// next-intl's per-request configuration (named in next.config.js): the language from the
// remembered choice or Accept-Language. proxy.ts has already turned a `?lang=` into the cookie.
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, resolveLocale } from "./locales";
import { MESSAGES } from "./messages";

export default getRequestConfig(async () => {
  const locale = resolveLocale({
    cookie: (await cookies()).get(LOCALE_COOKIE)?.value,
    acceptLanguage: (await headers()).get("accept-language"),
  });
  // Dates are shown in UTC with the zone named: the server cannot know the reader's zone.
  return { locale, messages: MESSAGES[locale], timeZone: "UTC" };
});
