// A problem's texts in the reader's language. English is always there (the package format
// requires it); Chinese is there as a whole (title, statement, editorial) or not at all, so a
// reader of a missing language gets the English texts, marked with their language so the page
// can show a notice and `lang="en"` on them. Pure.
import type { Locale } from "../i18n/locales";

/** The Problem row's columns in both languages. */
export interface BilingualTexts {
  title: string;
  statement: string;
  editorial: string;
  titleZh: string | null;
  statementZh: string | null;
  editorialZh: string | null;
}

export interface ProblemTextsIn {
  title: string;
  statement: string;
  editorial: string;
  /** The language the texts are written in: the reader's, or English when the reader's is missing. */
  lang: Locale;
}

export function problemTexts(row: BilingualTexts, locale: Locale): ProblemTextsIn {
  if (locale === "zh" && row.statementZh !== null) {
    return { title: problemTitle(row, locale).title, statement: row.statementZh, editorial: row.editorialZh ?? "", lang: "zh" };
  }
  return { title: row.title, statement: row.statement, editorial: row.editorial, lang: "en" };
}

/** The title a reader of `locale` sees wherever the problem is named (lists, submissions, sets), and its language. */
export function problemTitle(row: { title: string; titleZh: string | null }, locale: Locale): { title: string; lang: Locale } {
  return locale === "zh" && row.titleZh !== null ? { title: row.titleZh, lang: "zh" } : { title: row.title, lang: "en" };
}
