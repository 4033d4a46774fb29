// The smallest package the format accepts (texts that are never run) and metadata for it: the
// fixtures of the unit tests of unpacking, importing, exporting and seeding packages.
import type { PackageFiles } from "../../lib/problem-package/format";
import { problemMetadataSchema, type ProblemDefinition, type ProblemMetadata } from "../../lib/problem-package/metadata";

export const MINIMAL_SLUG = "take-away";

export const MINIMAL_FILES: PackageFiles = {
  "problem.ts": "export default {};\n",
  "statement.md": "# Take away\n",
  "editorial.md": "Small cases.\n",
  "generator.ts": "export const generate = () => [];\n",
  "validator.ts": "export const validate = () => {};\n",
  "solutions/accepted/reference.ts": "// reference\n",
  "solutions/brute_force/brute.ts": "// brute\n",
  "data/sample/01.in": "3\n",
  "data/sample/01.ans": "First\n",
};

/** The files without `rel`. */
export function withoutFile(rel: string, files: PackageFiles = MINIMAL_FILES): PackageFiles {
  const rest = { ...files };
  delete rest[rel];
  return rest;
}

/** Validated metadata for the package, with `overrides` on top. */
export function minimalMetadata(overrides: Partial<ProblemDefinition> = {}): ProblemMetadata {
  return problemMetadataSchema.parse({
    slug: MINIMAL_SLUG,
    title: "Take away",
    titleZh: "取石子",
    source: { judge: "Nimbus", id: "take-away", title: "Take away (original)" },
    limits: { timeMs: 1000, memoryMb: 256 },
    tags: ["subtraction game", "P-positions"],
    difficulty: "easy",
    checker: "tokens",
    testPlan: { seed: 1, groups: ["samples"] },
    ...overrides,
  });
}
