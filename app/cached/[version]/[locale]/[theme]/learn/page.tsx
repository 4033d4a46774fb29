import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { catalogHref, isDifficulty } from "@/lib/catalog/catalog-filter";
import { learningPath } from "@/lib/catalog/learning-path";
import { listProblems } from "@/lib/catalog/list-problems";
import { PATH_ALIASES, stepLabHref } from "@/lib/catalog/path-links";
import { HTML_LANG } from "@/lib/i18n/locales";
import { cachedKey, type CachedParams } from "@/app/cached/cached-key";
import { PathReaderProvider, PathStatus, StaffOnly, StepProgress, VisitorOnly } from "@/app/learn/path-reader-client";
import { StepSetForm } from "@/app/learn/step-set-form-client";
import styles from "@/app/learn/learn.module.css";
import { signInPathFrom } from "@/app/safe-callback";

export const dynamic = "force-static";
export const revalidate = false;

/** None at build time (there is no database then): rendered on its first request. */
export function generateStaticParams(): CachedParams[] {
  return [];
}

type Props = { params: Promise<CachedParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await cachedKey(params);
  return { title: (await getTranslations({ locale, namespace: "path" }))("title") };
}

/**
 * The learning path: the steps of the theory in order (lib/catalog/learning-path.ts), each with
 * what it teaches (home.concepts), its problems from easy to hard with the student's status, and
 * links to Play and the lab. Instructors get a button per step that makes a problem set of it.
 * Served from the cache (proxy.ts rewrites /learn here): the reader's statuses, the visitor's note
 * and the staff's buttons are client parts (app/learn/path-reader-client.tsx).
 */
export default async function LearnPage({ params }: Props) {
  const { locale } = await cachedKey(params);
  const problems = await listProblems(undefined, locale);
  const t = await getTranslations("path");
  const home = await getTranslations("home");
  return (
    <PathReaderProvider>
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>
      <VisitorOnly>
        <p className="note" data-testid="path-visitor-note">
          {t.rich("visitorNote", { link: (chunks) => <Link href={signInPathFrom("/learn", "")}>{chunks}</Link> })}
        </p>
      </VisitorOnly>
      <ol className={styles.steps} aria-label={t("steps")} data-testid="path-steps">
        {learningPath(problems).map((step) => {
          const name = home(`concepts.${step.concept}.name`);
          const lab = stepLabHref(step.concept);
          const aliases = PATH_ALIASES.filter((a) => a.concept === step.concept);
          return (
            <li key={step.concept} id={step.concept} className={styles.step} data-testid="path-step" data-concept={step.concept}>
              <h2 className={styles.stepHeading}>
                {t.rich("stepHeading", { number: step.number, name, num: (chunks) => <span className={styles.stepNumber}>{chunks}</span> })}
              </h2>
              <p className={styles.summary}>{home(`concepts.${step.concept}.summary`)}</p>
              <StepProgress slugs={step.problems.map((p) => p.slug)} />
              {step.problems.length === 0 ? (
                <p className="muted" data-testid="step-empty">
                  {t("noProblem")}
                </p>
              ) : (
                <ul className={styles.problems}>
                  {step.problems.map((p) => (
                    <li key={p.slug} className={styles.problem} data-testid="path-problem" data-slug={p.slug}>
                      <Link href={`/problems/${p.slug}`} lang={p.titleLang === locale ? undefined : HTML_LANG[p.titleLang]}>
                        {p.title}
                      </Link>
                      <span className="muted"> {p.source}</span>
                      <span className={styles.facts}>
                        <span className="difficulty">{isDifficulty(p.difficulty) ? home(`difficulty.${p.difficulty}`) : p.difficulty}</span>
                        <PathStatus slug={p.slug} />
                        {p.hasGame && (
                          <Link href={`/problems/${p.slug}/play`} aria-label={t("playLabel", { title: p.title })}>
                            {t("play")}
                          </Link>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {aliases.map((alias) => {
                const target = problems.find((p) => p.slug === alias.sameAs);
                return (
                  target && (
                    <p key={alias.name} className={styles.alias} data-testid="path-alias">
                      {t.rich("alias", {
                        name: alias.name,
                        game: alias.game,
                        source: target.source,
                        link: (chunks) => <Link href={`/problems/${target.slug}`}>{chunks}</Link>,
                      })}
                    </p>
                  )
                );
              })}
              <p className={styles.links}>
                {step.problems.length > 0 && <Link href={catalogHref({ concept: step.concept, difficulty: null })}>{t("listFiltered")}</Link>}
                {lab && (
                  <Link href={lab} data-testid="step-lab">
                    {t("lab")}
                  </Link>
                )}
              </p>
              {step.problems.length > 0 && (
                <StaffOnly>
                  <StepSetForm concept={step.concept} />
                </StaffOnly>
              )}
            </li>
          );
        })}
      </ol>
    </PathReaderProvider>
  );
}
