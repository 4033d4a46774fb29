import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { forbidden, notFound } from "next/navigation";
import { db } from "@/lib/db";
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
  const [latest, stale] = await Promise.all([latestCheckView(db(), user, problem.id), countStaleSubmissions(db(), problem.id)]);
  return (
    <section data-testid="studio-check">
      <h1>Check {problem.title}</h1>
      <p className="muted">
        <Link href={`/studio/problems/${problem.slug}`}>Back to the editor</Link> · {problem.published ? "published" : "draft"} · test data version{" "}
        {problem.testDataVersion}
      </p>
      <p className="muted">
        The check runs every part of the package in the sandbox, as <code>npm run problem -- check</code> does: inputs validated, reference
        against brute force on the small tests and on random stress inputs, invalid inputs rejected, every program under solutions/ judged.
        Publishing needs a passed check of the current draft.
      </p>
      <CheckPanel slug={problem.slug} initial={latest} staleSubmissions={stale} />
    </section>
  );
}
