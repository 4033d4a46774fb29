import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { isStaff } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/session";
import { catalogHref, isDifficulty } from "@/lib/catalog/catalog-filter";
import { learningPath, solvedCount } from "@/lib/catalog/learning-path";
import { listProblems } from "@/lib/catalog/list-problems";
import { PATH_ALIASES, stepLabHref } from "@/lib/catalog/path-links";
import { HTML_LANG } from "@/lib/i18n/locales";
import { signInPathFrom } from "../safe-callback";
import styles from "./learn.module.css";
import { StepSetForm } from "./step-set-form-client";
import { absoluteTitle } from "../page-title";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: absoluteTitle((await getTranslations("path"))("title")) } };
}

/**
 * The learning path: the steps of the theory in order (lib/catalog/learning-path.ts), each with
 * what it teaches (home.concepts), its problems from easy to hard with the student's status, and
 * links to Play and the lab. Instructors get a button per step that makes a problem set of it.
 */
export default async function LearnPage() {
  const user = await getSessionUser();
  const locale = await getLocale();
  const problems = await listProblems(user?.id, locale);
  const t = await getTranslations("path");
  const home = await getTranslations("home");
  const staff = isStaff(user);
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>
      {!user && (
        <p className="note" data-testid="path-visitor-note">
          {t.rich("visitorNote", { link: (chunks) => <Link href={signInPathFrom("/learn", "")}>{chunks}</Link> })}
        </p>
      )}
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
              {user && step.problems.length > 0 && (
                <p className={styles.progress} data-testid="step-progress">
                  {t("solvedOf", { solved: solvedCount(step.problems), total: step.problems.length })}
                </p>
              )}
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
                        {user && (
                          <span data-testid="path-status" data-status={p.myStatus ?? "none"} className={p.myStatus ? `status-${p.myStatus}` : "muted"}>
                            {t(`status.${p.myStatus ?? "notStarted"}`)}
                          </span>
                        )}
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
              {staff && step.problems.length > 0 && (
                <StepSetForm concept={step.concept} />
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
