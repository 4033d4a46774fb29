import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { getProblem } from "@/lib/catalog/get-problem";
import { myProblemStatus } from "@/lib/catalog/my-status";
import { ProblemTabs } from "../problem-tabs";
import { EditorialBody } from "./editorial-body";
import styles from "./editorial.module.css";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ reveal?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const problem = await getProblem((await params).slug);
  const t = await getTranslations("pageTitles");
  return { title: problem ? t("editorial", { title: problem.title }) : t("notFound") };
}

/** The editorial; a visitor who has not solved the problem first gets a spoiler warning. */
export default async function EditorialPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const problem = await getProblem(slug);
  if (!problem) notFound();
  const user = await getSessionUser();
  const solved = user !== null && (await myProblemStatus(user.id, problem.slug)) === "solved";
  const revealed = solved || (await searchParams).reveal === "1";
  return (
    <>
      <ProblemTabs slug={problem.slug} current="editorial" hasGame={problem.game !== null} />
      <article className={`panel ${styles.page}`}>
        <h1 data-testid="editorial-title">Editorial: {problem.title}</h1>
        <p className="problem-meta">
          <Link href={`/problems/${problem.slug}`}>{problem.source}</Link>
        </p>
        {!problem.editorial.trim() ? (
          <p className="muted" data-testid="no-editorial">
            This problem has no editorial yet.
          </p>
        ) : revealed ? (
          <EditorialBody problem={problem.slug} markdown={problem.editorial} />
        ) : (
          <div className={styles.spoiler} data-testid="spoiler-warning">
            <p>
              <strong>This editorial explains the solution.</strong>{" "}
              {user ? "You have not solved this problem yet." : "You are signed out, so it is shown to you as to someone who has not solved the problem."}{" "}
              Working it out yourself is the point of the exercise: small cases, a conjecture and the three properties of
              P-positions are all you need.
            </p>
            <p>
              <Link href={`/problems/${problem.slug}`}>Back to the problem</Link>
              {" · "}
              <Link href={`/problems/${problem.slug}/editorial?reveal=1`} data-testid="reveal-editorial" prefetch={false}>
                Show the editorial anyway
              </Link>
            </p>
          </div>
        )}
      </article>
    </>
  );
}
