// The problem package's metadata (problems/<slug>/problem.ts), validated with zod so that a
// broken package is refused with a message naming the file and the field.
import { z } from "zod";
import type { Random } from "../game";
import { CONCEPT_IDS } from "../catalog/concepts";
import { LEARN_GAME_IDS } from "../learn/learn-game";
import { TEST_GROUPS } from "../types";

/**
 * How a test's output is checked against its answer (judge/judging/checkers/):
 * - tokens: whitespace-separated tokens equal (line breaks and spacing do not matter). Default.
 * - lines: the same, and also line by line (trailing spaces and final blank lines ignored);
 *   equal tokens in a different layout are Presentation Error.
 * - float: tokens, numbers equal within `tolerance` (absolute or relative).
 * - program: the package's own checker.ts (several correct outputs), run sandboxed; see
 *   lib/problem-package/checker-protocol.ts.
 */
export const CHECKER_KINDS = ["tokens", "lines", "float", "program"] as const;
export type CheckerKind = (typeof CHECKER_KINDS)[number];

// A package's checker.ts may import its protocol from here (packages import only this file).
export { CHECKER_EXIT_CODES, type CheckerInput } from "./checker-protocol";

/** The float checker's tolerance when a package names none. */
export const DEFAULT_TOLERANCE = { absolute: 1e-6, relative: 1e-6 } as const;

/** What the judge needs to check outputs: stored on Problem (checker, tolerances, program). */
export interface CheckerConfig {
  kind: CheckerKind;
  absTolerance?: number;
  relTolerance?: number;
  /** kind "program": the package's checker.ts bundled to one CommonJS file. */
  program?: string;
}

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;

export const problemMetadataSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by '-'"),
  title: z.string().min(1),
  /** The title in Simplified Chinese, shown with statement.zh.md. */
  titleZh: z.string().min(1).optional(),
  source: z.strictObject({
    judge: z.string().min(1),
    id: z.string().min(1),
    title: z.string().min(1),
  }),
  /** The limits this judge enforces. */
  limits: z.strictObject({
    timeMs: z.number().int().min(100).max(20_000),
    memoryMb: z.number().int().min(32).max(2048),
  }),
  /** The original judge's limits, shown for reference when ours differ (Node needs more memory). */
  originalLimits: z.strictObject({ timeMs: z.number().int(), memoryMb: z.number().int() }).optional(),
  tags: z.array(z.string().min(1)).min(1),
  difficulty: z.enum(DIFFICULTIES),
  /** The step of the theory the problem teaches (lib/catalog/concepts.ts); the catalogue groups by it. */
  concept: z.enum(CONCEPT_IDS).optional(),
  checker: z.enum(CHECKER_KINDS),
  /** The game the editorial widgets, the conjecture checker and the play board use (lib/learn). */
  game: z.enum(LEARN_GAME_IDS).optional(),
  /** float checker only: a number within either error of the answer is accepted. */
  tolerance: z
    .strictObject({ absolute: z.number().min(0).max(1).optional(), relative: z.number().min(0).max(1).optional() })
    .optional(),
  /** Seeds and sizes the generator uses, per group; the samples come from data/sample. */
  testPlan: z.strictObject({
    seed: z.number().int(),
    groups: z.array(z.enum(TEST_GROUPS)).min(1),
    /** How many seeded random small inputs the package check compares reference and brute on. */
    stressRounds: z.number().int().min(0).max(1000).default(10),
  }),
}).refine((meta) => meta.tolerance === undefined || meta.checker === "float", {
  message: 'a tolerance is only for checker "float"',
  path: ["tolerance"],
});

/** The metadata as validated (defaults filled in). */
export type ProblemMetadata = z.infer<typeof problemMetadataSchema>;
/** The metadata as a package's problem.ts writes it (fields with defaults may be left out). */
export type ProblemDefinition = z.input<typeof problemMetadataSchema>;

/** One generated test input, before the reference solver has produced its answer. */
export interface GeneratedInput {
  group: (typeof TEST_GROUPS)[number];
  /** A short name saying what the test is for ("all positions with 3 piles <= 6"). */
  name: string;
  input: string;
}

/** The generator's contract: deterministic for a given metadata (seed included). */
export type Generator = (meta: ProblemMetadata) => GeneratedInput[];

/**
 * Optional named export `stress` of generator.ts: one small random input (it may hold many
 * cases) that the brute force can answer, for the package check's reference-vs-brute stress.
 */
export type StressGenerator = (rng: Random) => string;

/** The validator's contract: throws an Error naming the line and the rule broken. */
export type Validator = (input: string) => void;
