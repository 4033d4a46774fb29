// A problem's editorial as `?reveal=1` shows it, with its widgets computed on the server: the same
// for every reader of one language, served from the cache (proxy.ts rewrites
// /problems/<slug>/editorial?reveal=1 here). Only a published problem is ever rendered.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getProblem } from "@/lib/catalog/get-problem";
import { EditorialFrame, RevealedEditorial } from "@/app/problems/[slug]/editorial/editorial-article";
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
  const t = await getTranslations({ locale, namespace: "pageTitles" });
  return { title: problem ? t("editorial", { title: problem.title }) : t("notFound") };
}

export default async function RevealedEditorialPage({ params }: Props) {
  const { locale } = await cachedKey(params);
  const problem = await getProblem((await params).slug, locale);
  if (!problem) notFound();
  return (
    <EditorialFrame problem={problem}>
      <RevealedEditorial problem={problem} locale={locale} />
    </EditorialFrame>
  );
}
