import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getProblem } from "@/lib/catalog/get-problem";
import { learnGame } from "@/lib/learn";
import { P_PROPERTIES, type PProperty } from "@/lib/learn/conjecture";
import { gameTitle } from "../../../learn-text";
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
  const t = await getTranslations();
  const code = (chunks: React.ReactNode) => <code>{chunks}</code>;
  return (
    <>
      <ProblemTabs slug={problem.slug} current="conjecture" hasGame />
      <section className={`panel ${styles.intro}`}>
        <h1 data-testid="conjecture-title">{t("conjecture.heading", { title: problem.title })}</h1>
        <p>{t.rich("conjecture.intro", { game: gameTitle(game, t), isP: game.predicate.isP, code })}</p>
        <ol className={styles.properties}>
          {(Object.keys(P_PROPERTIES) as PProperty[]).map((p) => (
            <li key={p}>{t(`conjecture.property.${p}`)}</li>
          ))}
        </ol>
        <p className="muted">{t.rich("conjecture.grundyNote", { grundy: game.predicate.grundy, code })}</p>
      </section>
      <ConjectureWorkbench slug={problem.slug} gameId={game.id} />
    </>
  );
}
