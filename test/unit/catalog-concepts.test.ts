// The catalogue lists problems by the step of the theory they teach: every bundled problem names
// its step, the steps come in the theory's order, and each step has its words in both languages.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONCEPT_IDS, groupByConcept, isConceptId, type ConceptId } from "@/lib/catalog/concepts";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { listPackageDirs } from "@/lib/problem-package/load-package";
import { problemMetadataSchema } from "@/lib/problem-package/metadata";

describe("groupByConcept", () => {
  it("orders the groups as the theory builds, keeps each group's order and puts problems without a step last", () => {
    const items: { slug: string; concept: ConceptId | null }[] = [
      { slug: "a", concept: "sums" },
      { slug: "b", concept: null },
      { slug: "c", concept: "pn-positions" },
      { slug: "d", concept: "sums" },
      { slug: "e", concept: "nim" },
    ];
    expect(groupByConcept(items).map((g) => [g.concept, g.items.map((i) => i.slug)])).toEqual([
      ["pn-positions", ["c"]],
      ["nim", ["e"]],
      ["sums", ["a", "d"]],
      [null, ["b"]],
    ]);
    expect(groupByConcept([])).toEqual([]);
  });

  it("knows its step names", () => {
    expect(isConceptId("misere")).toBe(true);
    expect(isConceptId("Misere")).toBe(false);
    expect(isConceptId(undefined)).toBe(false);
  });
});

describe("the bundled catalogue", () => {
  it("names a step for every problem, and the first steps each have a problem", async () => {
    const steps = new Map<string, ConceptId | undefined>();
    for (const dir of listPackageDirs()) {
      const raw: unknown = (await import(path.join(dir, "problem.ts"))).default;
      steps.set(path.basename(dir), problemMetadataSchema.parse(raw).concept);
    }
    expect([...steps].filter(([, concept]) => concept === undefined).map(([slug]) => slug)).toEqual([]);
    const used = new Set(steps.values());
    expect(CONCEPT_IDS.filter((c) => !used.has(c))).toEqual([]);
  });

  it("has each step's name and one-sentence summary in every language", () => {
    for (const locale of LOCALES) {
      for (const id of CONCEPT_IDS) {
        const words = MESSAGES[locale].home.concepts[id];
        expect(words.name.length, `${locale} ${id}`).toBeGreaterThan(0);
        expect(words.summary.length, `${locale} ${id}`).toBeGreaterThan(20);
      }
    }
  });
});
