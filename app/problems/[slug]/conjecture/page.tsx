import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getProblem } from "@/lib/catalog/get-problem";
import { learnGame } from "@/lib/learn";
import { P_PROPERTIES } from "@/lib/learn/conjecture";
import { ProblemTabs } from "../problem-tabs";
import { ConjectureWorkbench } from "./conjecture-client";
import styles from "./conjecture.module.css";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const problem = await getProblem((await params).slug, await getLocale());
  const t = await getTranslations("pageTitles");
  return { title: problem ? t("conjecture", { title: problem.title }) : t("notFound") };
}

/** The conjecture checker. The server only renders the page; every check runs in the browser. */
export default async function ConjecturePage({ params }: Props) {
  const { slug } = await params;
  const problem = await getProblem(slug, await getLocale());
  const game = problem?.game ? learnGame(problem.game) : undefined;
  if (!problem || !game) notFound();
  return (
    <>
      <ProblemTabs slug={problem.slug} current="conjecture" hasGame />
      <section className={`panel ${styles.intro}`}>
        <h1 data-testid="conjecture-title">Test a conjecture: {problem.title}</h1>
        <p>
          The game: {game.title}. Guess which positions are P-positions (the player to move loses) and write it as{" "}
          <code>{game.predicate.isP}</code>. The checker tries every position up to the bound you choose, smallest first, and
          reports the first one that breaks one of the three properties that define the P-positions:
        </p>
        <ol className={styles.properties}>
          {Object.values(P_PROPERTIES).map((p) => (
            <li key={p.number}>{p.rule}</li>
          ))}
        </ol>
        <p className="muted">
          Or define <code>{game.predicate.grundy}</code>: it must satisfy g(x) = mex of the values of x&apos;s options. Your code
          runs in your browser, stopped after a few seconds if it does not finish.
        </p>
      </section>
      <ConjectureWorkbench slug={problem.slug} gameId={game.id} />
    </>
  );
}
