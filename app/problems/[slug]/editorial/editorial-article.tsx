// The editorial page's frame (tabs, heading, source) and its revealed text, shared by the page
// rendered per request (app/problems/[slug]/editorial/page.tsx: the spoiler warning, or the text for
// a reader who solved the problem) and the cached one for `?reveal=1`, which is the same for everyone
// (app/cached/[version]/[locale]/[theme]/problems/[slug]/editorial/revealed/page.tsx).
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { ProblemDetails } from "@/lib/catalog/get-problem";
import { HTML_LANG, type Locale } from "@/lib/i18n/locales";
import { LanguageNotice } from "../language-notice";
import { ProblemTabs } from "../problem-tabs";
import { EditorialBody } from "./editorial-body";
import styles from "./editorial.module.css";

export async function EditorialFrame({ problem, children }: { problem: ProblemDetails; children: ReactNode }) {
  const t = await getTranslations("editorialPage");
  return (
    <>
      <ProblemTabs slug={problem.slug} current="editorial" hasGame={problem.game !== null} />
      <article className={`panel ${styles.page}`}>
        <h1 data-testid="editorial-title">{t("heading", { title: problem.title })}</h1>
        <p className="problem-meta">
          <Link href={`/problems/${problem.slug}`}>{problem.source}</Link>
        </p>
        {!problem.editorial.trim() ? (
          <p className="muted" data-testid="no-editorial">
            {t("none")}
          </p>
        ) : (
          children
        )}
      </article>
    </>
  );
}

export function RevealedEditorial({ problem, locale }: { problem: ProblemDetails; locale: Locale }) {
  // The text's language when it is not the reader's (a problem without Chinese), for screen readers.
  const textLang = problem.lang === locale ? undefined : HTML_LANG[problem.lang];
  return (
    <>
      <LanguageNotice reader={locale} text={problem.lang} kind="editorial" />
      <div lang={textLang}>
        <EditorialBody problem={problem.slug} markdown={problem.editorial} />
      </div>
    </>
  );
}
