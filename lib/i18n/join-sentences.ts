// Sentences shown one after another: English puts a space between them; Chinese does not (a
// full stop "。" already ends each one).
import type { Locale } from "./locales";

export function joinSentences(locale: Locale, sentences: readonly (string | false | null | undefined)[]): string {
  return sentences.filter((s): s is string => typeof s === "string" && s !== "").join(locale === "zh" ? "" : " ");
}
