// One problem for its page: statement, limits and the sample tests, in the reader's language.
import { mayReadProblem } from "../auth/permissions";
import { db } from "../db";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { LEARN_GAME_IDS, type LearnGameId } from "../learn/learn-game";
import { parseTags } from "./list-problems";
import { problemTexts } from "./problem-language";

export interface ProblemDetails {
  slug: string;
  title: string;
  source: string;
  sourceTitle: string;
  tags: string[];
  difficulty: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  statement: string;
  /** Markdown: the P/N derivation (its widgets are rendered by the editorial page). */
  editorial: string;
  /** The language of title, statement and editorial: the reader's, or English when the problem has none in it. */
  lang: Locale;
  /** The game the learning tools use, or null when the problem names none. */
  game: LearnGameId | null;
  samples: { ordinal: number; input: string; output: string }[];
}

export async function getProblem(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ProblemDetails | null> {
  const p = await db().problem.findUnique({
    where: { slug },
    include: { testCases: { where: { isSample: true }, orderBy: { ordinal: "asc" } } },
  });
  if (!p || !mayReadProblem(p)) return null;
  const texts = problemTexts(p, locale);
  return {
    slug: p.slug,
    title: texts.title,
    source: `${p.sourceJudge} ${p.sourceId}`,
    sourceTitle: p.sourceTitle,
    tags: parseTags(p.tags),
    difficulty: p.difficulty,
    timeLimitMs: p.timeLimitMs,
    memoryLimitMb: p.memoryLimitMb,
    statement: texts.statement,
    editorial: texts.editorial,
    lang: texts.lang,
    game: (LEARN_GAME_IDS as readonly string[]).includes(p.game ?? "") ? (p.game as LearnGameId) : null,
    samples: p.testCases.map((t) => ({ ordinal: t.ordinal, input: t.input, output: t.expectedOutput })),
  };
}
