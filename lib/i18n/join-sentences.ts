// Sentences shown one after another: English puts a space between them; Chinese does not (a
// full stop "。" already ends each one).
import type { Locale } from "./locales";

/** What goes between two sentences (or a bold lead and its sentence) in this language. */
export function sentenceGap(locale: Locale): string {
  return locale === "zh" ? "" : " ";
}

export function joinSentences(locale: Locale, sentences: readonly (string | false | null | undefined)[]): string {
  return sentences.filter((s): s is string => typeof s === "string" && s !== "").join(sentenceGap(locale));
}
