// The learning path: steps in the theory's order with their problems by difficulty, the next
// problem to try after one, the problem list's filter, and the path's links (lab games that
// parse, aliases pointing at a bundled problem of their step).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCatalogFilter, applyCatalogFilter, catalogHref } from "@/lib/catalog/catalog-filter";
import { CONCEPT_IDS, type ConceptId } from "@/lib/catalog/concepts";
import { compareOnPath, learningPath, nextProblemToTry, pathSequence, solvedCount } from "@/lib/catalog/learning-path";
import type { MyStatus } from "@/lib/catalog/my-status";
import { PATH_ALIASES, STEP_LAB_GAMES, stepLabHref } from "@/lib/catalog/path-links";
import { parseLabGame } from "@/lib/learn/lab/encoding";
import { listPackageDirs } from "@/lib/problem-package/load-package";
import { problemMetadataSchema } from "@/lib/problem-package/metadata";

type P = { slug: string; difficulty: string; concept: ConceptId | null; myStatus: MyStatus };
const p = (slug: string, concept: ConceptId | null, difficulty = "easy", myStatus: MyStatus = null): P => ({ slug, concept, difficulty, myStatus });

describe("learningPath", () => {
  it("lists every step in the theory's order, numbered, empty steps included, problems by difficulty then slug", () => {
    const problems = [
      p("sum-hard", "sums", "hard"),
      p("nim-b", "nim", "medium"),
      p("nim-c", "nim", "easy"),
      p("sum-easy", "sums", "easy"),
      p("nim-a", "nim", "medium"),
      p("no-step", null),
    ];
    const steps = learningPath(problems);
    expect(steps.map((s) => s.concept)).toEqual([...CONCEPT_IDS]);
    expect(steps.map((s) => s.number)).toEqual(CONCEPT_IDS.map((_, i) => i + 1));
    const bySlug = Object.fromEntries(steps.map((s) => [s.concept, s.problems.map((x) => x.slug)]));
    expect(bySlug.nim).toEqual(["nim-c", "nim-a", "nim-b"]);
    expect(bySlug.sums).toEqual(["sum-easy", "sum-hard"]);
    expect(bySlug["pn-positions"]).toEqual([]);
    expect(pathSequence(problems).map((x) => x.slug)).toEqual(["nim-c", "nim-a", "nim-b", "sum-easy", "sum-hard"]);
  });

  it("orders the same whatever order the problems come in, an unknown difficulty last", () => {
    const problems = [p("b", "nim", "medium"), p("z", "nim", "legendary"), p("a", "nim", "medium"), p("c", "nim", "easy")];
    const expected = ["c", "a", "b", "z"];
    expect(learningPath(problems)[2]!.problems.map((x) => x.slug)).toEqual(expected);
    expect(learningPath([...problems].reverse())[2]!.problems.map((x) => x.slug)).toEqual(expected);
    expect(compareOnPath(p("a", "nim"), p("a", "nim"))).toBe(0);
  });

  it("counts a step's solved problems (tried is not solved)", () => {
    expect(solvedCount([p("a", "nim", "easy", "solved"), p("b", "nim", "easy", "tried"), p("c", "nim")])).toBe(1);
    expect(solvedCount([])).toBe(0);
  });
});

describe("nextProblemToTry", () => {
  const problems = [
    p("pn", "pn-positions", "easy", "solved"),
    p("nim-easy", "nim", "easy", "solved"),
    p("nim-hard", "nim", "hard", "tried"),
    p("sum", "sums", "medium", "solved"),
    p("misere", "misere", "easy"),
    p("other", null),
  ];

  it("is the first problem after it on the path that is not solved, across steps, a tried one included", () => {
    expect(nextProblemToTry(problems, "pn")?.slug).toBe("nim-hard");
    expect(nextProblemToTry(problems, "nim-hard")?.slug).toBe("misere");
    // The solved "sum" is skipped.
    expect(nextProblemToTry(problems, "nim-easy")?.slug).toBe("nim-hard");
    expect(nextProblemToTry(problems.filter((x) => x.slug !== "nim-hard"), "nim-easy")?.slug).toBe("misere");
  });

  it("is null after the last problem, when everything after is solved, and for a problem not on the path", () => {
    expect(nextProblemToTry(problems, "misere")).toBeNull();
    const allSolved = problems.map((x) => ({ ...x, myStatus: "solved" as const }));
    expect(nextProblemToTry(allSolved, "pn")).toBeNull();
    expect(nextProblemToTry(problems, "other")).toBeNull();
    expect(nextProblemToTry(problems, "missing")).toBeNull();
  });

  it("for a visitor (nothing solved) is simply the next problem", () => {
    const visitor = problems.map((x) => ({ ...x, myStatus: null }));
    expect(nextProblemToTry(visitor, "pn")?.slug).toBe("nim-easy");
    expect(nextProblemToTry(visitor, "sum")?.slug).toBe("misere");
  });
});

describe("parseCatalogFilter", () => {
  it("reads a step and a difficulty; empty values are no filter", () => {
    expect(parseCatalogFilter({ concept: "nim", difficulty: "easy" })).toEqual({ filter: { concept: "nim", difficulty: "easy" }, ignored: [] });
    expect(parseCatalogFilter({ concept: "", difficulty: undefined })).toEqual({ filter: { concept: null, difficulty: null }, ignored: [] });
    expect(parseCatalogFilter({ concept: ["sums", "nim"] }).filter.concept).toBe("sums");
  });

  it("drops unknown values and reports them", () => {
    const parsed = parseCatalogFilter({ concept: "chess", difficulty: "EASY" });
    expect(parsed.filter).toEqual({ concept: null, difficulty: null });
    expect(parsed.ignored).toEqual([
      { field: "concept", value: "chess" },
      { field: "difficulty", value: "EASY" },
    ]);
    expect(parseCatalogFilter({ concept: "nim", difficulty: "impossible" })).toEqual({
      filter: { concept: "nim", difficulty: null },
      ignored: [{ field: "difficulty", value: "impossible" }],
    });
  });

  it("filters by both and writes the filter back into a link", () => {
    const items = [p("a", "nim", "easy"), p("b", "nim", "hard"), p("c", "sums", "easy"), p("d", null, "easy")];
    expect(applyCatalogFilter(items, { concept: "nim", difficulty: null }).map((x) => x.slug)).toEqual(["a", "b"]);
    expect(applyCatalogFilter(items, { concept: null, difficulty: "easy" }).map((x) => x.slug)).toEqual(["a", "c", "d"]);
    expect(applyCatalogFilter(items, { concept: "sums", difficulty: "hard" })).toEqual([]);
    expect(catalogHref({ concept: "nim", difficulty: "easy" })).toBe("/?concept=nim&difficulty=easy");
    expect(catalogHref({ concept: null, difficulty: "hard" })).toBe("/?difficulty=hard");
    expect(catalogHref({ concept: null, difficulty: null })).toBe("/");
  });
});

describe("the path's links", () => {
  it("opens the lab on a game it reads, for the Bash, Grundy and sums steps", () => {
    expect(Object.keys(STEP_LAB_GAMES).sort()).toEqual(["bash-subtraction", "grundy", "sums"]);
    for (const [concept, game] of Object.entries(STEP_LAB_GAMES)) {
      expect(parseLabGame(game).ok, concept).toBe(true);
      const href = stepLabHref(concept as ConceptId)!;
      expect(parseLabGame(new URL(href, "http://x").searchParams.get("g")).ok).toBe(true);
    }
    expect(stepLabHref("wythoff")).toBeNull();
  });

  it("points each alias at a bundled problem of the same step", async () => {
    const dirs = listPackageDirs();
    for (const alias of PATH_ALIASES) {
      const dir = dirs.find((d) => path.basename(d) === alias.sameAs);
      expect(dir, alias.sameAs).toBeDefined();
      const metadata = problemMetadataSchema.parse((await import(path.join(dir!, "problem.ts"))).default);
      expect(metadata.concept).toBe(alias.concept);
    }
  });
});
