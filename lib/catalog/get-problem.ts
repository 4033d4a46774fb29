// One problem for its page: statement, limits and the sample tests.
import { db } from "../db";
import { LEARN_GAME_IDS, type LearnGameId } from "../learn/learn-game";
import { parseTags } from "./list-problems";

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
  /** The game the learning tools use, or null when the problem names none. */
  game: LearnGameId | null;
  samples: { ordinal: number; input: string; output: string }[];
}

export async function getProblem(slug: string): Promise<ProblemDetails | null> {
  const p = await db().problem.findUnique({
    where: { slug },
    include: { testCases: { where: { isSample: true }, orderBy: { ordinal: "asc" } } },
  });
  if (!p || !p.published) return null;
  return {
    slug: p.slug,
    title: p.title,
    source: `${p.sourceJudge} ${p.sourceId}`,
    sourceTitle: p.sourceTitle,
    tags: parseTags(p.tags),
    difficulty: p.difficulty,
    timeLimitMs: p.timeLimitMs,
    memoryLimitMb: p.memoryLimitMb,
    statement: p.statement,
    editorial: p.editorial,
    game: (LEARN_GAME_IDS as readonly string[]).includes(p.game ?? "") ? (p.game as LearnGameId) : null,
    samples: p.testCases.map((t) => ({ ordinal: t.ordinal, input: t.input, output: t.expectedOutput })),
  };
}
