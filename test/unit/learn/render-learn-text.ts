// Puts a LearnText into words as the pages do (app/learn-text.ts), failing on a missing value or
// an unknown code instead of printing the key, so tests see a broken sentence.
import { createTranslator } from "next-intl";
import { learnTextWords } from "@/app/learn-text";
import type { LearnText } from "@/lib/learn";
import { MESSAGES } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";

type Translator = Parameters<typeof learnTextWords>[1];

export function renderLearnText(text: LearnText, locale: Locale): string {
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale],
    onError: (error) => {
      throw error;
    },
  }) as unknown as Translator;
  return learnTextWords(text, t);
}
