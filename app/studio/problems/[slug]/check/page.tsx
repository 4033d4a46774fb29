import type { Metadata } from "next";
import Link from "next/link";
import { forbidden, notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { db } from "@/lib/db";
import { missingLanguages } from "@/lib/problem-package/format";
import { countStaleSubmissions, latestCheckView } from "@/lib/studio/check-queue";
import { getStudioProblem } from "@/lib/studio/studio-problems";
import { requireStudioPage } from "../../../guard";
import { CheckPanel } from "./check-client";

export const dynamic = "force-dynamic";
export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: (await getTranslations("pageTitles"))("studioCheck", { slug: (await params).slug }) };
}

type Props = { params: Promise<{ slug: string }> };

export default async function CheckPage({ params }: Props) {
  const { slug } = await params;
  const user = await requireStudioPage(`/studio/problems/${slug}/check`);
  const found = await getStudioProblem(db(), user, slug);
  if (!found.ok) {
    if (found.reason === "forbidden") forbidden();
    notFound();
  }
  const { problem } = found;
  const [latest, stale, t, tStudio] = await Promise.all([
    latestCheckView(db(), user, problem.id),
    countStaleSubmissions(db(), problem.id),
    getTranslations("studioCheck"),
    getTranslations("studio"),
  ]);
  return (
    <section data-testid="studio-check">
      <h1>{t("title", { title: problem.title })}</h1>
      <p className="muted">
        <Link href={`/studio/problems/${problem.slug}`}>{t("backToEditor")}</Link> · {problem.published ? tStudio("published") : tStudio("draft")} ·{" "}
        {t("testDataVersion", { version: problem.testDataVersion })}
      </p>
      <p className="muted">{t.rich("intro", { code: (chunks) => <code>{chunks}</code> })}</p>
      <p className="muted">{tStudio("englishOnlyNote")}</p>
      <CheckPanel slug={problem.slug} initial={latest} staleSubmissions={stale} missingLanguages={missingLanguages(problem.files)} />
    </section>
  );
}
