// The one reader of problem packages: a files map (from a folder under problems/, a studio
// draft or an imported zip) -> a validated ProblemPackage, or a PackageError naming the package
// and the file. The format's rules (format.ts) apply to every origin alike; the only difference
// between a bundled package and an instructor's is how its code runs, which the caller passes
// in as a PackageCode (in-process for problems/, in the sandbox for drafts).
import path from "node:path";
import type { z } from "zod";
import { editorialWidgetProblems, formatEditorialWidgetProblems } from "./editorial-widgets";
import { INVALID_PATH, PACKAGE_PATHS, packageFormatErrors, SAMPLE_PATH, sortPackageFiles, type PackageFiles } from "./format";
import { expandGeneratedInput } from "./generated-input";
import { problemMetadataSchema, type Generator, type ProblemMetadata, type Validator } from "./metadata";

export interface SampleTest {
  name: string;
  input: string;
  answer: string;
}

/** How a package's own code runs: the strategy that tells a bundled package from an instructor's. */
export interface PackageCode {
  /** "bundled": trusted, imported in this process; "untrusted": only ever run in the sandbox. */
  origin: "bundled" | "untrusted";
  /** Where the package's programs live (a virtual folder for a draft): program paths are under it. */
  dir: string;
  /** problem.ts's default export (not yet validated); throws PackageError when it cannot be had. */
  loadMetadata(): Promise<unknown>;
  /** generator.ts and validator.ts, ready to call; `knownInputs` may be validated ahead in one go. */
  loadPrograms(meta: ProblemMetadata, knownInputs: string[]): Promise<PackagePrograms>;
  /** The package's content hash (the bundled strategy adds the engine it imports). */
  contentHash(files: PackageFiles): string;
}

export interface PackagePrograms {
  generate: Generator;
  /** The package check's stress input for round 1, 2, ... (generator.ts's `stress` export), if any. */
  stressInput: ((round: number) => string | Promise<string>) | undefined;
  /** Throws (or rejects) with the rule broken. */
  validate: Validator | ((input: string) => Promise<void>);
}

export interface ProblemPackage extends PackagePrograms {
  origin: PackageCode["origin"];
  dir: string;
  meta: ProblemMetadata;
  statement: string;
  editorial: string;
  /** statement.zh.md and editorial.zh.md: both present or both undefined (format.ts). */
  statementZh: string | undefined;
  editorialZh: string | undefined;
  samples: SampleTest[];
  /** data/invalid/ inputs, generated ones (<name>.gen.json) expanded. */
  invalidInputs: { name: string; input: string }[];
  /** The package's files, keys sorted: programs are bundled from here (untrusted) or from `dir` (bundled). */
  files: PackageFiles;
  referenceFile: string;
  /** Required by the format (format.ts), so always there once a package is read. */
  bruteForceFile: string;
  /** checker.ts, present exactly when the metadata says `checker: "program"`. */
  checkerFile: string | undefined;
  /** packageContentHash over the files (and, bundled, the engine): changes when its tests may change. */
  contentHash: string;
}

export class PackageError extends Error {
  /** `name` is the package's slug or folder; `file` the file at fault (null: several, each named in the message). */
  constructor(packageName: string, file: string | null, message: string) {
    super(`problem package ${path.basename(packageName)}: ${file === null ? "" : `${file}: `}${message}`);
    this.name = "PackageError";
  }
}

/** The seed of the package check's stress round `round` (the same for every package origin). */
export function stressSeed(meta: ProblemMetadata, round: number): number {
  return meta.testPlan.seed * 7919 + round;
}

export function formatIssues(issues: z.core.$ZodIssue[]): string {
  return issues.map((i) => `field "${i.path.join(".") || "(root)"}": ${i.message}`).join("; ");
}

/** The slug problem.ts must declare, and what it comes from ("the folder name"), for the message. */
export interface ExpectedSlug {
  slug: string;
  from: string;
}

/** The metadata problem.ts exported, validated, its slug checked against `expected`. */
export function parseMetadata(name: string, raw: unknown, expected?: ExpectedSlug): ProblemMetadata {
  const parsed = problemMetadataSchema.safeParse(raw);
  if (!parsed.success) throw new PackageError(name, PACKAGE_PATHS.metadata, formatIssues(parsed.error.issues));
  if (expected !== undefined && parsed.data.slug !== expected.slug) {
    throw new PackageError(name, PACKAGE_PATHS.metadata, `field "slug": "${parsed.data.slug}" must equal ${expected.from}`);
  }
  return parsed.data;
}

/** The samples in their files' order (`files` has its keys sorted). */
function readSamples(files: PackageFiles): SampleTest[] {
  return Object.keys(files)
    .flatMap((p) => {
      const match = SAMPLE_PATH.exec(p);
      return match && match[2] === "in" ? [{ name: match[1]!, input: files[p]!, answer: files[`data/sample/${match[1]}.ans`]! }] : [];
    });
}

/** data/invalid/'s inputs by name, sorted by name (the names are unique: format.ts refuses both kinds of one). */
function readInvalidInputs(name: string, files: PackageFiles): { name: string; input: string }[] {
  const inputs = new Map<string, string>();
  for (const p of Object.keys(files)) {
    const match = INVALID_PATH.exec(p);
    if (match) inputs.set(match[1]!, match[2] === ".in" ? files[p]! : expandInvalidInput(name, p, files[p]!));
  }
  return [...inputs.keys()].sort().map((n) => ({ name: n, input: inputs.get(n)! }));
}

function expandInvalidInput(name: string, file: string, description: string): string {
  try {
    return expandGeneratedInput(description);
  } catch (err) {
    throw new PackageError(name, file, (err as Error).message);
  }
}

/**
 * Reads and validates a package. `name` names it in errors until its metadata is known (the
 * folder, or the draft's slug); `expectedSlug`, when given, is the slug problem.ts must declare.
 */
export async function readPackage(input: PackageFiles, code: PackageCode, options: { name: string; expectedSlug?: ExpectedSlug }): Promise<ProblemPackage> {
  const files = sortPackageFiles(input);
  const { name } = options;
  const formatErrors = packageFormatErrors(files);
  if (formatErrors.length > 0) throw new PackageError(name, null, formatErrors.join("; "));

  const meta = parseMetadata(name, await code.loadMetadata(), options.expectedSlug);
  const slug = meta.slug;
  const hasChecker = files[PACKAGE_PATHS.checker] !== undefined;
  if (meta.checker === "program" && !hasChecker) throw new PackageError(slug, PACKAGE_PATHS.checker, 'is missing (problem.ts says checker: "program")');
  if (meta.checker !== "program" && hasChecker) throw new PackageError(slug, PACKAGE_PATHS.checker, `is present but problem.ts says checker: "${meta.checker}" (use "program")`);
  const editorial = files[PACKAGE_PATHS.editorial]!;
  const editorialZh = files[PACKAGE_PATHS.editorialZh];
  for (const [file, text] of [[PACKAGE_PATHS.editorial, editorial], [PACKAGE_PATHS.editorialZh, editorialZh]] as const) {
    const widgetProblems = text === undefined ? [] : editorialWidgetProblems(text);
    if (widgetProblems.length > 0) throw new PackageError(slug, file, formatEditorialWidgetProblems(widgetProblems));
  }

  const samples = readSamples(files);
  const invalidInputs = readInvalidInputs(slug, files);
  const programs = await code.loadPrograms(meta, [...samples.map((s) => s.input), ...invalidInputs.map((t) => t.input)]);
  const at = (rel: string) => path.join(code.dir, ...rel.split("/"));
  return {
    ...programs,
    origin: code.origin,
    dir: code.dir,
    meta,
    statement: files[PACKAGE_PATHS.statement]!,
    editorial,
    statementZh: files[PACKAGE_PATHS.statementZh],
    editorialZh,
    samples,
    invalidInputs,
    files,
    referenceFile: at(PACKAGE_PATHS.reference),
    // A required file (format.ts): present once the format is checked.
    bruteForceFile: at(PACKAGE_PATHS.bruteForce),
    checkerFile: hasChecker ? at(PACKAGE_PATHS.checker) : undefined,
    contentHash: code.contentHash(files),
  };
}
