// The problem list: every published problem with its acceptance rate (lib/catalog/
// submission-counts.ts: shared, a few seconds old at most) and, for a signed-in user, whether they
// solved it or tried it. Runs (the Run button) count for neither.
import { db } from "../db";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { LEARN_GAME_IDS } from "../learn/learn-game";
import { isConceptId, type ConceptId } from "./concepts";
import { COUNTED_SUBMISSIONS, statusFromVerdicts, type MyStatus } from "./my-status";
import { problemTitle } from "./problem-language";
import { countsOf, submissionCounts } from "./submission-counts";

export type { MyStatus };

export interface ProblemListItem {
  slug: string;
  /** In the reader's language (English when the problem has none in it). */
  title: string;
  /** The title's language, for `lang` on a Chinese reader's English title. */
  titleLang: Locale;
  source: string;
  tags: string[];
  difficulty: string;
  /** The step of the theory it teaches, or null when its package names none. */
  concept: ConceptId | null;
  /** Whether it names a game of the learning tools (its Play page exists). */
  hasGame: boolean;
  submissions: number;
  accepted: number;
  /** accepted / submissions, or null when nobody has submitted yet. */
  acceptanceRate: number | null;
  myStatus: MyStatus;
}

const isLearnGameId = (id: string | null): boolean => id !== null && (LEARN_GAME_IDS as readonly string[]).includes(id);

export function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

export async function listProblems(userId?: number, locale: Locale = DEFAULT_LOCALE): Promise<ProblemListItem[]> {
  const problems = await db().problem.findMany({
    where: { published: true },
    orderBy: [{ sourceJudge: "asc" }, { sourceId: "asc" }, { id: "asc" }],
    select: { id: true, slug: true, title: true, titleZh: true, sourceJudge: true, sourceId: true, tags: true, difficulty: true, concept: true, game: true },
  });
  // Everyone's counts: shared, computed at most every few seconds. The reader's own: one indexed query.
  const counts = await submissionCounts();
  const mine = userId
    ? await db().submission.groupBy({ by: ["problemId", "verdict"], where: { userId, ...COUNTED_SUBMISSIONS }, _count: { _all: true } })
    : [];
  return problems.map((p) => {
    const { submissions, accepted } = countsOf(counts, p.id);
    const my = mine.filter((c) => c.problemId === p.id);
    const myStatus = statusFromVerdicts(my.map((c) => c.verdict));
    const title = problemTitle(p, locale);
    return {
      slug: p.slug,
      title: title.title,
      titleLang: title.lang,
      source: `${p.sourceJudge} ${p.sourceId}`,
      tags: parseTags(p.tags),
      difficulty: p.difficulty,
      concept: isConceptId(p.concept) ? p.concept : null,
      hasGame: isLearnGameId(p.game),
      submissions,
      accepted,
      acceptanceRate: submissions > 0 ? accepted / submissions : null,
      myStatus,
    };
  });
}
