// The smallest package the format accepts (texts that are never run) and metadata for it: the
// fixtures of the unit tests of reading, unpacking, importing, exporting and seeding packages,
// and the package's code stubbed so that no program runs.
import type { PackageFiles } from "../../lib/problem-package/format";
import type { PackageCode } from "../../lib/problem-package/read-package";
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

/** The package's problem.ts default export, before validation, English only. */
export const MINIMAL_DEFINITION = {
  slug: MINIMAL_SLUG,
  title: "Take away",
  source: { judge: "Nimbus", id: "take-away", title: "Take away (original)" },
  limits: { timeMs: 1000, memoryMb: 256 },
  tags: ["subtraction game", "P-positions"],
  difficulty: "easy",
  checker: "tokens",
  testPlan: { seed: 1, groups: ["samples"] },
} satisfies ProblemDefinition;

/** Validated metadata for the package with its Chinese title, `overrides` on top. */
export function minimalMetadata(overrides: Partial<ProblemDefinition> = {}): ProblemMetadata {
  return problemMetadataSchema.parse({ ...MINIMAL_DEFINITION, titleZh: "取石子", ...overrides });
}

/** Where the stubbed code says its package lives (no such folder: nothing is read from it). */
export const STUB_PACKAGE_DIR = `/virtual/${MINIMAL_SLUG}`;

/**
 * The package's code stubbed for the reader's own rules: `meta` is problem.ts's export, no program
 * runs, and `seen` records what the reader gave the code (its known inputs, the files it hashed).
 */
export function stubPackageCode(meta: unknown = MINIMAL_DEFINITION) {
  const seen: { knownInputs: string[][]; hashed: PackageFiles[] } = { knownInputs: [], hashed: [] };
  const code: PackageCode = {
    origin: "untrusted",
    dir: STUB_PACKAGE_DIR,
    loadMetadata: () => Promise.resolve(meta),
    loadPrograms: (_meta, knownInputs) => {
      seen.knownInputs.push(knownInputs);
      return Promise.resolve({ generate: () => [], stressInput: undefined, validate: () => {} });
    },
    contentHash: (files) => {
      seen.hashed.push(files);
      return `hash of ${Object.keys(files).length} files`;
    },
  };
  return { code, seen };
}
