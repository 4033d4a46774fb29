import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { joinSentences, sentenceGap } from "@/lib/i18n/join-sentences";
import { getSessionUser } from "@/lib/auth/session";
import { getProblem } from "@/lib/catalog/get-problem";
import { myProblemStatus } from "@/lib/catalog/my-status";
import { EditorialFrame, RevealedEditorial } from "./editorial-article";
import styles from "./editorial.module.css";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const problem = await getProblem((await params).slug, await getLocale());
  const t = await getTranslations("pageTitles");
  return { title: problem ? t("editorial", { title: problem.title }) : t("notFound") };
}

/**
 * The editorial for a reader who solved the problem; anyone else first gets a spoiler warning.
 * `?reveal=1` (the warning's "show anyway") is the same for every reader: proxy.ts serves it from
 * the cache (lib/cache/cached-pages.ts), so it never reaches this page.
 */
export default async function EditorialPage({ params }: Props) {
  const { slug } = await params;
  const locale = await getLocale();
  const problem = await getProblem(slug, locale);
  if (!problem) notFound();
  const user = await getSessionUser();
  const solved = user !== null && (await myProblemStatus(user.id, problem.slug)) === "solved";
  const t = await getTranslations("editorialPage");
  return (
    <EditorialFrame problem={problem}>
      {solved ? (
        <RevealedEditorial problem={problem} locale={locale} />
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
    </EditorialFrame>
  );
}
