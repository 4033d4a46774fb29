// Reads one problem package folder (problems/<slug>/) into memory and checks its shape.
// Every error names the package folder and the file (and, for metadata, the field).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { z } from "zod";
import { editorialWidgetProblems, formatEditorialWidgetProblems } from "./editorial-widgets";
import { seededRandom } from "../game";
import { problemMetadataSchema, type Generator, type ProblemMetadata, type StressGenerator, type Validator } from "./metadata";

export interface SampleTest {
  name: string;
  input: string;
  answer: string;
}

export interface ProblemPackage {
  dir: string;
  meta: ProblemMetadata;
  statement: string;
  editorial: string;
  samples: SampleTest[];
  invalidInputs: { name: string; input: string }[];
  generate: Generator;
  /** The package check's stress input for round 1, 2, ... (generator.ts's `stress` export), if any. */
  stressInput: ((round: number) => string | Promise<string>) | undefined;
  /** Throws (or rejects) with the rule broken. A studio draft's validator runs in the sandbox. */
  validate: Validator | ((input: string) => Promise<void>);
  /**
   * A studio draft's files ({path: text}, paths as under problems/<slug>/): its code is untrusted,
   * only ever bundled from this map (judge/untrusted-package) and run in the sandbox. Absent for
   * the packages under problems/, which are read from `dir`.
   */
  files?: Record<string, string>;
  referenceFile: string;
  bruteForceFile: string | undefined;
  /** checker.ts, present exactly when the metadata says `checker: "program"`. */
  checkerFile: string | undefined;
  /** sha256 over the package's files and the engine it uses: changes when its tests may change. */
  contentHash: string;
}

export class PackageError extends Error {
  constructor(dir: string, file: string, message: string) {
    super(`problem package ${path.basename(dir)}: ${file}: ${message}`);
    this.name = "PackageError";
  }
}

export const PROBLEMS_DIR = path.resolve(import.meta.dirname, "..", "..", "problems");
/** The seed of the package check's stress round `round` (the same for every package origin). */
export function stressSeed(meta: ProblemMetadata, round: number): number {
  return meta.testPlan.seed * 7919 + round;
}

const ENGINE_DIR = path.resolve(import.meta.dirname, "..", "game");

/** Every package folder under problems/, sorted by name. */
export function listPackageDirs(root = PROBLEMS_DIR): string[] {
  return readdirSync(root)
    .map((name) => path.join(root, name))
    .filter((dir) => statSync(dir).isDirectory() && existsSync(path.join(dir, "problem.ts")))
    .sort();
}

export function formatIssues(issues: z.core.$ZodIssue[]): string {
  return issues.map((i) => `field "${i.path.join(".") || "(root)"}": ${i.message}`).join("; ");
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .sort();
}

function hashFiles(parts: { root: string; files: string[] }[]): string {
  const h = createHash("sha256");
  for (const { root, files } of parts) {
    for (const f of files) {
      h.update(`${path.basename(root)}/${f}\0`);
      h.update(readFileSync(path.join(root, f)));
      h.update("\0");
    }
  }
  return h.digest("hex");
}

function readPairs(dir: string, folder: string, requireAnswers: boolean): { name: string; input: string; answer: string }[] {
  const full = path.join(dir, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((f) => f.endsWith(".in"))
    .sort()
    .map((f) => {
      const name = f.slice(0, -3);
      const ansFile = path.join(full, `${name}.ans`);
      if (requireAnswers && !existsSync(ansFile)) throw new PackageError(dir, `${folder}/${f}`, `has no ${name}.ans beside it`);
      return {
        name,
        input: readFileSync(path.join(full, f), "utf8"),
        answer: requireAnswers ? readFileSync(ansFile, "utf8") : "",
      };
    });
}

async function importModule(dir: string, file: string): Promise<Record<string, unknown>> {
  const full = path.join(dir, file);
  if (!existsSync(full)) throw new PackageError(dir, file, "is missing");
  return (await import(pathToFileURL(full).href)) as Record<string, unknown>;
}

async function importDefault<T>(dir: string, file: string, kind: string): Promise<T> {
  const mod = await importModule(dir, file);
  if (mod.default === undefined) throw new PackageError(dir, file, `must export the ${kind} as its default export`);
  return mod.default as T;
}

export async function loadPackage(dir: string): Promise<ProblemPackage> {
  const rawMeta = await importDefault<unknown>(dir, "problem.ts", "metadata");
  const parsed = problemMetadataSchema.safeParse(rawMeta);
  if (!parsed.success) throw new PackageError(dir, "problem.ts", formatIssues(parsed.error.issues));
  const meta = parsed.data;
  if (meta.slug !== path.basename(dir)) {
    throw new PackageError(dir, "problem.ts", `field "slug": "${meta.slug}" must equal the folder name`);
  }

  const readMarkdown = (file: string) => {
    const full = path.join(dir, file);
    if (!existsSync(full)) throw new PackageError(dir, file, "is missing");
    return readFileSync(full, "utf8");
  };

  const generate = await importDefault<Generator>(dir, "generator.ts", "generator function");
  const stress = (await importModule(dir, "generator.ts")).stress;
  if (stress !== undefined && typeof stress !== "function") throw new PackageError(dir, "generator.ts", "the `stress` export must be a function");
  const validate = await importDefault<Validator>(dir, "validator.ts", "validator function");
  if (typeof generate !== "function") throw new PackageError(dir, "generator.ts", "default export is not a function");
  if (typeof validate !== "function") throw new PackageError(dir, "validator.ts", "default export is not a function");

  const referenceFile = path.join(dir, "solutions", "accepted", "reference.ts");
  if (!existsSync(referenceFile)) throw new PackageError(dir, "solutions/accepted/reference.ts", "is missing");
  const bruteFile = path.join(dir, "solutions", "brute_force", "brute.ts");

  const checkerFile = path.join(dir, "checker.ts");
  const hasChecker = existsSync(checkerFile);
  if (meta.checker === "program" && !hasChecker) throw new PackageError(dir, "checker.ts", 'is missing (problem.ts says checker: "program")');
  if (meta.checker !== "program" && hasChecker) throw new PackageError(dir, "checker.ts", `is present but problem.ts says checker: "${meta.checker}" (use "program")`);

  const samples = readPairs(dir, "data/sample", true);
  if (samples.length === 0) throw new PackageError(dir, "data/sample/", "needs at least one 01.in with its 01.ans");

  const editorial = readMarkdown("editorial.md");
  const widgetProblems = editorialWidgetProblems(editorial);
  if (widgetProblems.length > 0) throw new PackageError(dir, "editorial.md", formatEditorialWidgetProblems(widgetProblems));

  return {
    dir,
    meta,
    statement: readMarkdown("statement.md"),
    editorial,
    samples,
    invalidInputs: readPairs(dir, "data/invalid", false).map(({ name, input }) => ({ name, input })),
    generate,
    stressInput: stress === undefined ? undefined : (round) => (stress as StressGenerator)(seededRandom(stressSeed(meta, round))),
    validate,
    referenceFile,
    bruteForceFile: existsSync(bruteFile) ? bruteFile : undefined,
    checkerFile: hasChecker ? checkerFile : undefined,
    contentHash: hashFiles([
      { root: dir, files: listFiles(dir) },
      { root: ENGINE_DIR, files: listFiles(ENGINE_DIR) },
    ]),
  };
}
