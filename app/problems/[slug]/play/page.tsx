import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getProblem } from "@/lib/catalog/get-problem";
import { learnGame } from "@/lib/learn";
import { gameTitle } from "../../../learn-text";
import { ProblemTabs } from "../problem-tabs";
import { PlayGround } from "./play-client";
import styles from "./play.module.css";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const problem = await getProblem((await params).slug, await getLocale());
  const t = await getTranslations("pageTitles");
  return { title: problem ? t("play", { title: problem.title }) : t("notFound") };
}

/** Play against the perfect player. The server renders the frame; the game runs in the browser. */
export default async function PlayPage({ params }: Props) {
  const { slug } = await params;
  const problem = await getProblem(slug, await getLocale());
  const game = problem?.game ? learnGame(problem.game) : undefined;
  if (!problem || !game) notFound();
  const t = await getTranslations();
  return (
    <>
      <ProblemTabs slug={problem.slug} current="play" hasGame />
      <section className={`panel ${styles.intro}`}>
        <h1 data-testid="play-title">{t("play.heading", { title: problem.title })}</h1>
        <p>{t.rich("play.intro", { game: gameTitle(game, t), strong: (chunks) => <strong>{chunks}</strong> })}</p>
      </section>
      <PlayGround gameId={game.id} />
    </>
  );
}
