import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { listProblems } from "@/lib/catalog/list-problems";
import { LIMITS } from "@/lib/types";
import { requireStudioPage } from "../../guard";
import { SetForm } from "../set-form-client";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pageTitles"))("newSet") };
}

export default async function NewProblemSetPage() {
  await requireStudioPage("/studio/sets/new");
  const t = await getTranslations("studioSets");
  // Only published problems can go in a set: students must be able to open them.
  const problems = (await listProblems()).map((p) => ({ slug: p.slug, title: p.title, source: p.source, published: true }));
  return (
    <section>
      <p>
        <Link href="/studio/sets">{t("backToSets")}</Link>
      </p>
      <h1>{t("newSet")}</h1>
      <SetForm problems={problems} initial={{ title: "", description: "", deadline: null, dailySubmissionCap: LIMITS.dailySubmissionsPerProblem.default, problemSlugs: [] }} />
    </section>
  );
}
