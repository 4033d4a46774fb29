// Where a problem sits on the learning path: its step (a link to /learn#<step>) and the next
// problem to try (the first one after it on the path the reader has not solved;
// lib/catalog/learning-path.ts). Nothing for a problem that names no step.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CONCEPT_IDS } from "@/lib/catalog/concepts";
import { nextProblemToTry } from "@/lib/catalog/learning-path";
import { listProblems } from "@/lib/catalog/list-problems";
import { HTML_LANG, type Locale } from "@/lib/i18n/locales";

export async function PathPosition({ slug, userId, locale }: { slug: string; userId: number | undefined; locale: Locale }) {
  const problems = await listProblems(userId, locale);
  const here = problems.find((p) => p.slug === slug);
  if (!here?.concept) return null;
  const concept = here.concept;
  const t = await getTranslations("problemPath");
  const home = await getTranslations("home");
  const next = nextProblemToTry(problems, slug);
  // With no next problem: the rest of the path is solved, or nothing comes after this one at all.
  const isLast = nextProblemToTry(problems.map((p) => ({ ...p, myStatus: null })), slug) === null;
  return (
    <div className="path-position" data-testid="path-position">
      <p data-testid="problem-step">
        {t.rich("step", {
          number: CONCEPT_IDS.indexOf(concept) + 1,
          name: home(`concepts.${concept}.name`),
          link: (chunks) => <Link href={`/learn#${concept}`}>{chunks}</Link>,
        })}
      </p>
      <p data-testid="next-problem">
        {next ? (
          <>
            {t("next")}{" "}
            <Link href={`/problems/${next.slug}`} lang={next.titleLang === locale ? undefined : HTML_LANG[next.titleLang]}>
              {next.title}
            </Link>
          </>
        ) : isLast ? (
          t("noneAfterLast")
        ) : (
          t("noneAfterSolved")
        )}
      </p>
    </div>
  );
}
