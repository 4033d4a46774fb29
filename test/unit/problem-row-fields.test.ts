// The Problem row's fields from a package (seeding and publishing alike): the Chinese title,
// statement and editorial are stored together, or all three are null.
import { describe, expect, it } from "vitest";
import { DEFAULT_TOLERANCE, problemMetadataSchema } from "../../lib/problem-package/metadata";
import { problemRowFields } from "../../lib/problem-package/seed-problem";
import { minimalMetadata } from "../helpers/minimal-package";

const meta = minimalMetadata();
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
    expect(problemRowFields(meta, { ...common, editorialZh: "小规模……" })).toMatchObject({ titleZh: null, statementZh: null, editorialZh: null });
  });

  it("copies the metadata's fields, with null for what the package leaves out", () => {
    expect(problemRowFields(meta, { ...common, checkerProgram: "bundle" })).toEqual({
      title: "Take away",
      titleZh: null,
      statementZh: null,
      editorialZh: null,
      sourceJudge: "Nimbus",
      sourceId: "take-away",
      sourceTitle: "Take away (original)",
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      tags: '["subtraction game","P-positions"]',
      difficulty: "easy",
      concept: null,
      statement: "A pile...",
      editorial: "Small cases...",
      game: null,
      contentHash: "h",
      checker: "tokens",
      checkerAbsTolerance: null,
      checkerRelTolerance: null,
      checkerProgram: "bundle",
    });
    const withConcept = problemMetadataSchema.parse({ ...meta, concept: "nim", game: "nim" });
    expect(problemRowFields(withConcept, common)).toMatchObject({ concept: "nim", game: "nim" });
  });

  it("stores the float checker's tolerances, the default for the one a package leaves out", () => {
    const float = (tolerance?: { absolute?: number; relative?: number }) => problemMetadataSchema.parse({ ...meta, checker: "float", ...(tolerance ? { tolerance } : {}) });
    expect(problemRowFields(float(), common)).toMatchObject({ checker: "float", checkerAbsTolerance: DEFAULT_TOLERANCE.absolute, checkerRelTolerance: DEFAULT_TOLERANCE.relative });
    expect(problemRowFields(float({ absolute: 0.5 }), common)).toMatchObject({ checkerAbsTolerance: 0.5, checkerRelTolerance: DEFAULT_TOLERANCE.relative });
    expect(problemRowFields(float({ relative: 0.25 }), common)).toMatchObject({ checkerAbsTolerance: DEFAULT_TOLERANCE.absolute, checkerRelTolerance: 0.25 });
  });
});
