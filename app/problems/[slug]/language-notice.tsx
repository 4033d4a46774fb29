import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Shown above a problem's text when it is not in the reader's language (the problem has none in
 * it): the page then shows the other language's text, marked with its `lang` for screen readers.
 */
export async function LanguageNotice({ reader, text, kind }: { reader: Locale; text: Locale; kind: "statement" | "editorial" }) {
  if (reader === text) return null;
  const t = await getTranslations("problemLang");
  return (
    <p className="note" role="note" data-testid="language-notice">
      {t(kind === "statement" ? "statementFallback" : "editorialFallback")}
    </p>
  );
}
