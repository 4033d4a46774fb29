import type { Metadata } from "next";
import Link from "next/link";
import { forbidden, notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { listProblems } from "@/lib/catalog/list-problems";
import { db } from "@/lib/db";
import { getManagedSet } from "@/lib/problem-sets/get-managed-set";
import { requireStudioPage } from "../../../guard";
import { SetForm, type ProblemChoice } from "../../set-form-client";
import { DeleteSetButton } from "./delete-set-client";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const set = await db().problemSet.findUnique({ where: { slug: (await params).slug }, select: { title: true } });
  const t = await getTranslations();
  return { title: set ? t("studioSets.editTitle", { title: set.title }) : t("pageTitles.notFound") };
}

export default async function EditProblemSetPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const user = await requireStudioPage(`/studio/sets/${slug}/edit`);
  const result = await getManagedSet(db(), user, slug);
  if (!result.ok) {
    if (result.code === "notYours") forbidden();
    notFound();
  }
  const { set } = result;
  const t = await getTranslations("studioSets");
  const published: ProblemChoice[] = (await listProblems()).map((p) => ({ slug: p.slug, title: p.title, source: p.source, published: true }));
  // Problems of the set that were unpublished since stay choosable (the set keeps them).
  const kept = set.problems
    .filter((p) => !published.some((q) => q.slug === p.slug))
    .map((p) => ({ slug: p.slug, title: p.title, source: "", published: p.published }));
  return (
    <section data-testid="edit-set">
      <p>
        <Link href={`/studio/sets/${set.slug}`}>← {set.title}</Link>
      </p>
      <h1>{t("editTitle", { title: set.title })}</h1>
      <SetForm
        problems={[...published, ...kept]}
        initial={{
          slug: set.slug,
          title: set.title,
          description: set.description,
          deadline: set.deadline?.toISOString() ?? null,
          dailySubmissionCap: set.dailySubmissionCap,
          problemSlugs: set.problems.map((p) => p.slug),
        }}
      />
      <DeleteSetButton slug={set.slug} title={set.title} />
    </section>
  );
}
