// One problem for its page: statement, limits and the sample tests.
import { db } from "../db";
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
    samples: p.testCases.map((t) => ({ ordinal: t.ordinal, input: t.input, output: t.expectedOutput })),
  };
}
