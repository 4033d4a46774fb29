// The Problem row's fields from a package (seeding and publishing alike): the Chinese title,
// statement and editorial are stored together, or all three are null.
import { describe, expect, it } from "vitest";
import { problemMetadataSchema } from "../../lib/problem-package/metadata";
import { problemRowFields } from "../../lib/problem-package/seed-problem";

const meta = problemMetadataSchema.parse({
  slug: "take-away",
  title: "Take away",
  titleZh: "取石子",
  source: { judge: "Nimbus", id: "take-away", title: "Take away" },
  limits: { timeMs: 1000, memoryMb: 256 },
  tags: ["subtraction game"],
  difficulty: "easy",
  checker: "tokens",
  testPlan: { seed: 1, groups: ["samples"] },
});
const common = { statement: "A pile...", editorial: "Small cases...", contentHash: "h", checkerProgram: null };

describe("problemRowFields", () => {
  it("stores the Chinese title, statement and editorial of a package that has them", () => {
    expect(problemRowFields(meta, { ...common, statementZh: "一堆石子……", editorialZh: "小规模……" })).toMatchObject({
      title: "Take away",
      statement: "A pile...",
      titleZh: "取石子",
      statementZh: "一堆石子……",
      editorialZh: "小规模……",
    });
  });

  it("stores no Chinese at all when the Chinese texts are missing, even with titleZh in problem.ts", () => {
    expect(problemRowFields(meta, common)).toMatchObject({ titleZh: null, statementZh: null, editorialZh: null });
    expect(problemRowFields(meta, { ...common, statementZh: "一堆石子……" })).toMatchObject({ titleZh: null, statementZh: null, editorialZh: null });
  });
});
