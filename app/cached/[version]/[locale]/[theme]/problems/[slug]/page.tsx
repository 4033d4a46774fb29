// A problem's statement, limits, samples and place on the learning path, with the editor: served
// from the cache (proxy.ts rewrites /problems/<slug> here), the same for every reader of one
// language. What is the reader's own comes from the browser: whether Run and Submit need an account
// (ReaderWorkspace), the next problem they have not solved (PathPosition's client part), their code
// (localStorage). Only a published problem is ever rendered (getProblem): a draft is a 404 here.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getProblem } from "@/lib/catalog/get-problem";
import { HTML_LANG } from "@/lib/i18n/locales";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import { formatLimitTime } from "@/app/format";
import { LanguageNotice } from "@/app/problems/[slug]/language-notice";
import { PathPosition } from "@/app/problems/[slug]/path-position";
import { ProblemTabs } from "@/app/problems/[slug]/problem-tabs";
import { ReaderWorkspace } from "@/app/problems/[slug]/reader-workspace-client";
import { cachedKey, type CachedParams } from "@/app/cached/cached-key";

export const dynamic = "force-static";
export const revalidate = false;

/** None at build time (there is no database then): each page is rendered on its first request. */
export function generateStaticParams(): CachedParams[] {
  return [];
}

type Props = { params: Promise<CachedParams & { slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await cachedKey(params);
  const problem = await getProblem((await params).slug, locale);
  return { title: problem?.title ?? (await getTranslations({ locale, namespace: "problem" }))("notFound") };
}

export default async function ProblemPage({ params }: Props) {
  const { locale } = await cachedKey(params);
  const { slug } = await params;
  const problem = await getProblem(slug, locale);
  if (!problem) notFound();
  // The text's language when it is not the reader's (a problem without Chinese), for screen readers.
  const textLang = problem.lang === locale ? undefined : HTML_LANG[problem.lang];
  const t = await getTranslations({ locale, namespace: "problem" });
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
        <PathPosition slug={problem.slug} locale={locale} />
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
      <ReaderWorkspace slug={problem.slug} />
    </div>
    </>
  );
}
