import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { joinSentences, sentenceGap } from "@/lib/i18n/join-sentences";
import { getSessionUser } from "@/lib/auth/session";
import { getProblem } from "@/lib/catalog/get-problem";
import { myProblemStatus } from "@/lib/catalog/my-status";
import { HTML_LANG } from "@/lib/i18n/locales";
import { LanguageNotice } from "../language-notice";
import { ProblemTabs } from "../problem-tabs";
import { EditorialBody } from "./editorial-body";
import styles from "./editorial.module.css";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ reveal?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const problem = await getProblem((await params).slug, await getLocale());
  const t = await getTranslations("pageTitles");
  return { title: problem ? t("editorial", { title: problem.title }) : t("notFound") };
}

/** The editorial; a visitor who has not solved the problem first gets a spoiler warning. */
export default async function EditorialPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const locale = await getLocale();
  const problem = await getProblem(slug, locale);
  if (!problem) notFound();
  const user = await getSessionUser();
  const solved = user !== null && (await myProblemStatus(user.id, problem.slug)) === "solved";
  const revealed = solved || (await searchParams).reveal === "1";
  const t = await getTranslations("editorialPage");
  // The text's language when it is not the reader's (a problem without Chinese), for screen readers.
  const textLang = problem.lang === locale ? undefined : HTML_LANG[problem.lang];
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
        ) : revealed ? (
          <>
            <LanguageNotice reader={locale} text={problem.lang} kind="editorial" />
            <div lang={textLang}>
              <EditorialBody problem={problem.slug} markdown={problem.editorial} />
            </div>
          </>
        ) : (
          <div className={styles.spoiler} data-testid="spoiler-warning">
            <p>
              <strong>{t("spoilerLead")}</strong>
              {sentenceGap(locale)}
              {joinSentences(locale, [user ? t("notSolved") : t("signedOut"), t("spoilerAdvice")])}
            </p>
            <p>
              <Link href={`/problems/${problem.slug}`}>{t("backToProblem")}</Link>
              {" · "}
              <Link href={`/problems/${problem.slug}/editorial?reveal=1`} data-testid="reveal-editorial" prefetch={false}>
                {t("showAnyway")}
              </Link>
            </p>
          </div>
        )}
      </article>
    </>
  );
}
