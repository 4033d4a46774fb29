// What a problem teaches: the steps of the theory in the order it builds, from P and N positions
// to nim multiplication. problem.ts names its step (`concept`); the catalogue lists problems step
// by step. Pure: the metadata schema and the pages use it; the words are in the message catalogs
// (home.concepts.<id>).
export const CONCEPT_IDS = [
  "pn-positions",
  "bash-subtraction",
  "nim",
  "wythoff",
  "staircase",
  "grundy",
  "sums",
  "misere",
  "advanced",
] as const;
export type ConceptId = (typeof CONCEPT_IDS)[number];

export function isConceptId(value: unknown): value is ConceptId {
  return typeof value === "string" && (CONCEPT_IDS as readonly string[]).includes(value);
}

/**
 * The items grouped by their step, steps in the theory's order, each group keeping the items'
 * order; items naming no step (an instructor's problem without one) come last, under null.
 */
export function groupByConcept<T extends { concept: ConceptId | null }>(items: readonly T[]): { concept: ConceptId | null; items: T[] }[] {
  const order: (ConceptId | null)[] = [...CONCEPT_IDS, null];
  return order.map((concept) => ({ concept, items: items.filter((i) => i.concept === concept) })).filter((g) => g.items.length > 0);
}
