import type { Metadata } from "next";
import { forbidden, notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { db } from "@/lib/db";
import { getBundledProblem } from "@/lib/studio/bundled-problem";
import { getStudioProblem } from "@/lib/studio/studio-problems";
import { requireStudioPage } from "../../guard";
import { BundledProblemView } from "./bundled-view";
import { ProblemEditor } from "./editor-client";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: (await getTranslations("pageTitles"))("studioProblem", { slug: (await params).slug }) };
}

export default async function StudioProblemPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const user = await requireStudioPage(`/studio/problems/${slug}`);
  const found = await getStudioProblem(db(), user, slug);
  if (!found.ok) {
    // A bundled problem has no draft to edit: any staff member may read its files and export them.
    const bundled = await getBundledProblem(db(), slug);
    if (bundled) return <BundledProblemView problem={bundled} />;
    if (found.reason === "forbidden") forbidden();
    notFound();
  }
  const p = found.problem;
  return (
    <ProblemEditor
      slug={p.slug}
      title={p.title}
      published={p.published}
      testDataVersion={p.testDataVersion}
      lastCheck={p.lastCheck?.status ?? null}
      initialFiles={p.files}
    />
  );
}
