// The header's language switcher: one button per other language, posting a server action, so it
// works without JavaScript too. Each name is written in its own language, with its own lang.
import { getLocale, getTranslations } from "next-intl/server";
import { HTML_LANG, LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { setLocaleAction } from "./locale-actions";

export async function LocaleSwitcher() {
  const current = await getLocale();
  const t = await getTranslations("locale");
  return (
    <form action={setLocaleAction} aria-label={t("label")} data-testid="locale-switcher" data-locale={current}>
      {LOCALES.filter((l) => l !== current).map((l) => (
        <button
          key={l}
          type="submit"
          name="locale"
          value={l}
          lang={HTML_LANG[l]}
          className="button button-small button-quiet"
          title={t("switchTo", { language: LOCALE_NAMES[l] })}
          data-testid={`locale-${l}`}
        >
          {LOCALE_NAMES[l]}
        </button>
      ))}
    </form>
  );
}
