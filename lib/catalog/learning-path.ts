// The learning path: every step of the theory (lib/catalog/concepts.ts) in order, each with its
// problems in the order to try them, and the next problem to try after one. Pure: /learn, the
// problem list and the problem page read it; the data is whatever listProblems gave.
import { DIFFICULTIES } from "../problem-package/metadata";
import { CONCEPT_IDS, type ConceptId } from "./concepts";
import type { Locale } from "../i18n/locales";
import type { MyStatus } from "./my-status";

/** What the path needs of a problem. */
export interface PathProblem {
  slug: string;
  difficulty: string;
  concept: ConceptId | null;
}

/** Easy before medium before hard; a difficulty the site does not know (an old row) comes last. */
function difficultyRank(difficulty: string): number {
  const i = (DIFFICULTIES as readonly string[]).indexOf(difficulty);
  return i === -1 ? DIFFICULTIES.length : i;
}

/**
 * The order to try a step's problems in: by difficulty, then by slug (unique, the same in every
 * language, so the order never depends on the reader or on when a problem was imported).
 */
export function compareOnPath(a: PathProblem, b: PathProblem): number {
  return difficultyRank(a.difficulty) - difficultyRank(b.difficulty) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

export interface PathStep<T extends PathProblem> {
  concept: ConceptId;
  /** 1 for the first step of the theory. */
  number: number;
  problems: T[];
}

/**
 * Every step in the theory's order (steps without a problem too, with none), each with its
 * problems in path order. Problems naming no step are not on the path.
 */
export function learningPath<T extends PathProblem>(problems: readonly T[]): PathStep<T>[] {
  return CONCEPT_IDS.map((concept, i) => ({
    concept,
    number: i + 1,
    problems: problems.filter((p) => p.concept === concept).sort(compareOnPath),
  }));
}

/** The problems of the whole path, one after another: step by step, each step in path order. */
export function pathSequence<T extends PathProblem>(problems: readonly T[]): T[] {
  return learningPath(problems).flatMap((step) => step.problems);
}

/**
 * The next problem to try after `slug`: the first problem after it on the path that the student
 * has not solved. Null when every problem after it is solved, when it is the last, or when it is
 * not on the path (no step). Without a student (a visitor) nothing is solved: simply the next one.
 */
export function nextProblemToTry<T extends PathProblem & { myStatus: MyStatus }>(problems: readonly T[], slug: string): T | null {
  const sequence = pathSequence(problems);
  const at = sequence.findIndex((p) => p.slug === slug);
  if (at === -1) return null;
  return sequence.slice(at + 1).find((p) => p.myStatus !== "solved") ?? null;
}

/** How many of a step's problems the student solved. */
export function solvedCount(problems: readonly { myStatus: MyStatus }[]): number {
  return problems.filter((p) => p.myStatus === "solved").length;
}

/** A reader's next problem after `slug` (its title in the reader's language), for the problem page. */
export interface NextProblemAnswer {
  next: { slug: string; title: string; titleLang: Locale } | null;
  /** Nothing comes after this problem on the path at all, whatever is solved. */
  isLast: boolean;
}

export function nextProblemAnswer<T extends PathProblem & { myStatus: MyStatus; title: string; titleLang: Locale }>(problems: readonly T[], slug: string): NextProblemAnswer {
  const next = nextProblemToTry(problems, slug);
  // With no next problem: the rest of the path is solved, or nothing comes after this one at all.
  const isLast = nextProblemToTry(problems.map((p) => ({ ...p, myStatus: null })), slug) === null;
  return { next: next && { slug: next.slug, title: next.title, titleLang: next.titleLang }, isLast };
}
