// Where a problem sits on the learning path: its step (a link to /learn#<step>) and the next
// problem to try (the first one after it on the path the reader has not solved;
// lib/catalog/learning-path.ts). Nothing for a problem that names no step. Rendered for a visitor
// (nothing solved): the page is cached for every reader; for a signed-in reader the next problem
// is asked for by NextProblem (next-problem-client.tsx).
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CONCEPT_IDS } from "@/lib/catalog/concepts";
import { nextProblemAnswer } from "@/lib/catalog/learning-path";
import { listProblems } from "@/lib/catalog/list-problems";
import type { Locale } from "@/lib/i18n/locales";
import { NextProblem } from "./next-problem-client";

export async function PathPosition({ slug, locale }: { slug: string; locale: Locale }) {
  const problems = await listProblems(undefined, locale);
  const here = problems.find((p) => p.slug === slug);
  if (!here?.concept) return null;
  const concept = here.concept;
  const t = await getTranslations("problemPath");
  const home = await getTranslations("home");
  return (
    <div className="path-position" data-testid="path-position">
      <p data-testid="problem-step">
        {t.rich("step", {
          number: CONCEPT_IDS.indexOf(concept) + 1,
          name: home(`concepts.${concept}.name`),
          link: (chunks) => <Link href={`/learn#${concept}`}>{chunks}</Link>,
        })}
      </p>
      <NextProblem slug={slug} visitor={nextProblemAnswer(problems, slug)} />
    </div>
  );
}
