// The problem list's filter from its query string (?concept=nim&difficulty=easy): a GET form sets
// it, so it works without JavaScript and a link keeps it. Pure; a value that is not a step or a
// difficulty is dropped and reported, so the page can say what it ignored.
import { DIFFICULTIES } from "../problem-package/metadata";
import { isConceptId, type ConceptId } from "./concepts";

export type Difficulty = (typeof DIFFICULTIES)[number];

export interface CatalogFilter {
  concept: ConceptId | null;
  difficulty: Difficulty | null;
}

export type CatalogFilterField = keyof CatalogFilter;

export interface ParsedCatalogFilter {
  filter: CatalogFilter;
  /** The parameters given with a value that is not one of theirs, with that value. */
  ignored: { field: CatalogFilterField; value: string }[];
}

type Query = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? "") : (v ?? "")).trim();

export function isDifficulty(value: string): value is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(value);
}

/** An empty value (the form's "all") is no filter; anything else must be a known value. */
export function parseCatalogFilter(query: Query): ParsedCatalogFilter {
  const ignored: ParsedCatalogFilter["ignored"] = [];
  const concept = first(query.concept);
  const difficulty = first(query.difficulty);
  if (concept !== "" && !isConceptId(concept)) ignored.push({ field: "concept", value: concept });
  if (difficulty !== "" && !isDifficulty(difficulty)) ignored.push({ field: "difficulty", value: difficulty });
  return {
    filter: { concept: isConceptId(concept) ? concept : null, difficulty: isDifficulty(difficulty) ? difficulty : null },
    ignored,
  };
}

export function isFiltered(filter: CatalogFilter): boolean {
  return filter.concept !== null || filter.difficulty !== null;
}

export function applyCatalogFilter<T extends { concept: ConceptId | null; difficulty: string }>(items: readonly T[], filter: CatalogFilter): T[] {
  return items.filter((p) => (filter.concept === null || p.concept === filter.concept) && (filter.difficulty === null || p.difficulty === filter.difficulty));
}

/** The list's address with this filter (the parts set only): for links that keep it. */
export function catalogHref(filter: CatalogFilter): string {
  const params = new URLSearchParams();
  if (filter.concept) params.set("concept", filter.concept);
  if (filter.difficulty) params.set("difficulty", filter.difficulty);
  const query = params.toString();
  return query ? `/?${query}` : "/";
}
