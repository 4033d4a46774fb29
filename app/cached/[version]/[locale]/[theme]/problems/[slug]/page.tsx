import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getSessionUser } from "@/lib/auth/session";
import { getProblem } from "@/lib/catalog/get-problem";
import { HTML_LANG } from "@/lib/i18n/locales";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import { formatLimitTime } from "../../format";
import { LanguageNotice } from "./language-notice";
import { PathPosition } from "./path-position";
import { ProblemTabs } from "./problem-tabs";
import { Workspace } from "./workspace-client";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const problem = await getProblem((await params).slug, await getLocale());
  return { title: problem?.title ?? (await getTranslations("problem"))("notFound") };
}

export default async function ProblemPage({ params }: Props) {
  const { slug } = await params;
  const locale = await getLocale();
  const problem = await getProblem(slug, locale);
  if (!problem) notFound();
  // The text's language when it is not the reader's (a problem without Chinese), for screen readers.
  const textLang = problem.lang === locale ? undefined : HTML_LANG[problem.lang];
  const user = await getSessionUser();
  const t = await getTranslations("problem");
  const numbered = problem.samples.length > 1;
  return (
    <>
    <ProblemTabs slug={problem.slug} current="problem" hasGame={problem.game !== null} />
    <div className="problem-layout">
      <article className="panel">
        <h1 data-testid="problem-title" lang={textLang}>
          {problem.title}
        </h1>
        <div className="problem-meta">
          <span>{problem.source}</span>
          <span data-testid="time-limit">{t("timeLimit", { limit: formatLimitTime(problem.timeLimitMs) })}</span>
          <span data-testid="memory-limit">{t("memoryLimit", { limit: problem.memoryLimitMb })}</span>
          <span className="difficulty">{t("difficulty", { difficulty: problem.difficulty })}</span>
        </div>
        <div>
          {problem.tags.map((t) => (
            <span key={t} className="tag">
              {t}
            </span>
          ))}
        </div>
        <PathPosition slug={problem.slug} userId={user?.id} locale={locale} />
        <LanguageNotice reader={locale} text={problem.lang} kind="statement" />
        <div className="statement" lang={textLang} data-testid="statement" dangerouslySetInnerHTML={{ __html: renderMarkdown(problem.statement) }} />
        {problem.samples.length > 0 && <h2>{t("samples")}</h2>}
        {problem.samples.map((s, i) => (
          <div key={s.ordinal} className="samples" data-testid="sample">
            <div>
              <h3>{t("sampleInput", { number: numbered ? i + 1 : "" }).trim()}</h3>
              <pre>{s.input}</pre>
            </div>
            <div>
              <h3>{t("sampleOutput", { number: numbered ? i + 1 : "" }).trim()}</h3>
              <pre>{s.output}</pre>
            </div>
          </div>
        ))}
      </article>
      <Workspace slug={problem.slug} signedIn={user !== null} />
    </div>
    </>
  );
}
