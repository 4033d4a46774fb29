// A problem set made from one step of the learning path in one action: the step's published
// problems in path order (lib/catalog/learning-path.ts), titled with the step's name (the
// instructor edits it later like any set). Whoever calls it has already been checked (staff).
import { isConceptId, type ConceptId } from "../catalog/concepts";
import { compareOnPath } from "../catalog/learning-path";
import type { PrismaClient } from "../db";
import { createProblemSet, type CreateProblemSetResult } from "./create-problem-set";

export type CreateStepSetResult = CreateProblemSetResult | { ok: false; code: "emptyStep"; error: string };

/** The step's published problems' slugs in path order. */
export async function stepProblemSlugs(prisma: PrismaClient, concept: ConceptId): Promise<string[]> {
  const rows = await prisma.problem.findMany({ where: { published: true, concept }, select: { slug: true, difficulty: true, concept: true } });
  return rows
    .map((r) => ({ ...r, concept: isConceptId(r.concept) ? r.concept : null }))
    .sort(compareOnPath)
    .map((r) => r.slug);
}

export async function createStepProblemSet(prisma: PrismaClient, ownerId: number, concept: ConceptId, title: string): Promise<CreateStepSetResult> {
  const problemSlugs = await stepProblemSlugs(prisma, concept);
  if (problemSlugs.length === 0) return { ok: false, code: "emptyStep", error: `The step "${concept}" has no problem yet.` };
  // More than a set may hold is impossible for now (a step has a handful); the set's own rule would refuse it.
  return createProblemSet(prisma, ownerId, { title, problemSlugs });
}
