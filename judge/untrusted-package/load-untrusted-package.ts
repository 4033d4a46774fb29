// Loads an instructor's package from its files ({path: text}, a studio draft) into the same
// ProblemPackage the package check takes for problems/<slug>/, without ever running its code
// in this process: problem.ts, generator.ts and validator.ts each run in the sandbox through a
// small wrapper that prints JSON (wrappers.ts); the programs under solutions/ and checker.ts are
// bundled from the files only (bundle-untrusted.ts) and run sandboxed by the check itself.
import { z } from "zod";
import { editorialWidgetProblems, formatEditorialWidgetProblems } from "../../lib/problem-package/editorial-widgets";
import { formatIssues, PackageError, stressSeed, type ProblemPackage, type SampleTest } from "../../lib/problem-package/load-package";
import { problemMetadataSchema, type GeneratedInput, type ProblemMetadata } from "../../lib/problem-package/metadata";
import { hashDraftFiles } from "../../lib/studio/check-files-hash";
import { TEST_GROUPS } from "../../lib/types";
import { virtualPackageDir } from "./bundle-untrusted";
import { runUntrusted, UntrustedRunError } from "./run-untrusted";
import { PRINT_METADATA, RUN_GENERATOR, RUN_VALIDATOR, WRAPPER_FILES } from "./wrappers";

/** Limits for the instructor's generator and validator (more than a student gets: one run serves every test). */
const MODULE_TIME_MS = 10_000;
const MODULE_WALL_MS = 20_000;
const METADATA_TIME_MS = 5_000;
const MODULE_MEMORY_MB = 1024;
const GENERATED_OUTPUT_BYTES = 128 * 1024 * 1024;

export type UntrustedMetadataResult = { ok: true; meta: ProblemMetadata } | { ok: false; error: string };

const nameOf = (raw: unknown) => {
  const slug = (raw as { slug?: unknown } | null)?.slug;
  return typeof slug === "string" && slug !== "" ? slug.slice(0, 80) : "(draft)";
};

/**
 * problem.ts run in the sandbox, its default export printed as JSON and validated by the
 * metadata schema. The error names the problem, the file and the field.
 */
export async function loadUntrustedMetadata(files: Record<string, string>): Promise<UntrustedMetadataResult> {
  if (typeof files["problem.ts"] !== "string") return { ok: false, error: "problem package (draft): problem.ts: is missing" };
  let stdout: string;
  try {
    stdout = await runUntrusted({ slug: "draft", files, entry: PRINT_METADATA, extraFiles: WRAPPER_FILES, stdin: "", timeLimitMs: METADATA_TIME_MS, memoryLimitMb: 256, maxOutputBytes: 1024 * 1024 });
  } catch (err) {
    if (!(err instanceof UntrustedRunError)) throw err;
    return { ok: false, error: `problem package (draft): problem.ts: ${err.message}` };
  }
  let printed: { hasDefault: boolean; meta: unknown };
  try {
    printed = JSON.parse(stdout) as { hasDefault: boolean; meta: unknown };
  } catch {
    return { ok: false, error: "problem package (draft): problem.ts: printed something other than its metadata (remove console output)" };
  }
  if (!printed.hasDefault) return { ok: false, error: "problem package (draft): problem.ts: must export the metadata as its default export" };
  const parsed = problemMetadataSchema.safeParse(printed.meta);
  if (!parsed.success) return { ok: false, error: `problem package ${nameOf(printed.meta)}: problem.ts: ${formatIssues(parsed.error.issues)}` };
  return { ok: true, meta: parsed.data };
}

const generatorOutputSchema = z.union([
  z.object({ error: z.string() }),
  z.object({
    inputs: z.array(z.object({ group: z.enum(TEST_GROUPS), name: z.string().min(1), input: z.string() })),
    stress: z.array(z.string()).nullable(),
  }),
]);
const validatorOutputSchema = z.union([z.object({ error: z.string() }), z.object({ verdicts: z.array(z.string().nullable()) })]);

function readPairs(slug: string, files: Record<string, string>, folder: string, requireAnswers: boolean): SampleTest[] {
  return Object.keys(files)
    .filter((p) => p.startsWith(`${folder}/`) && p.endsWith(".in") && !p.slice(folder.length + 1).includes("/"))
    .sort()
    .map((p) => {
      const name = p.slice(folder.length + 1, -3);
      const answer = files[`${folder}/${name}.ans`];
      if (requireAnswers && answer === undefined) throw new PackageError(slug, p, `has no ${name}.ans beside it`);
      return { name, input: files[p]!, answer: answer ?? "" };
    });
}

export interface LoadUntrustedOptions {
  /** The problem's slug in the database: problem.ts must say the same. */
  slug?: string;
}

/** Loads a draft; throws PackageError naming the problem and the file (nothing of it runs here). */
export async function loadUntrustedPackage(files: Record<string, string>, options: LoadUntrustedOptions = {}): Promise<ProblemPackage> {
  const loaded = await loadUntrustedMetadata(files);
  if (!loaded.ok) throw new Error(loaded.error);
  const meta = loaded.meta;
  const slug = meta.slug;
  if (options.slug !== undefined && options.slug !== slug) {
    throw new PackageError(options.slug, "problem.ts", `field "slug": "${slug}" must equal the problem's slug "${options.slug}"`);
  }
  const dir = virtualPackageDir(slug);
  const need = (file: string) => {
    const text = files[file];
    if (text === undefined) throw new PackageError(slug, file, "is missing");
    return text;
  };
  for (const file of ["generator.ts", "validator.ts", "solutions/accepted/reference.ts"]) need(file);
  const hasChecker = files["checker.ts"] !== undefined;
  if (meta.checker === "program" && !hasChecker) throw new PackageError(slug, "checker.ts", 'is missing (problem.ts says checker: "program")');
  if (meta.checker !== "program" && hasChecker) throw new PackageError(slug, "checker.ts", `is present but problem.ts says checker: "${meta.checker}" (use "program")`);
  const samples = readPairs(slug, files, "data/sample", true);
  if (samples.length === 0) throw new PackageError(slug, "data/sample/", "needs at least one 01.in with its 01.ans");
  const statement = need("statement.md");
  const editorial = need("editorial.md");
  const widgetProblems = editorialWidgetProblems(editorial);
  if (widgetProblems.length > 0) throw new PackageError(slug, "editorial.md", formatEditorialWidgetProblems(widgetProblems));
  const invalidInputs = Object.keys(files)
    .filter((p) => p.startsWith("data/invalid/") && p.endsWith(".in"))
    .sort()
    .map((p) => ({ name: p.slice("data/invalid/".length, -3), input: files[p]! }));

  const run = async (file: string, entry: string, stdin: string) => {
    try {
      return await runUntrusted({ slug, files, entry, extraFiles: WRAPPER_FILES, stdin, timeLimitMs: MODULE_TIME_MS, wallLimitMs: MODULE_WALL_MS, memoryLimitMb: MODULE_MEMORY_MB, maxOutputBytes: GENERATED_OUTPUT_BYTES });
    } catch (err) {
      if (err instanceof UntrustedRunError) throw new PackageError(slug, file, err.message);
      throw err;
    }
  };
  const parseJson = <T>(file: string, schema: z.ZodType<T>, stdout: string): T => {
    let value: unknown;
    try {
      value = JSON.parse(stdout);
    } catch {
      throw new PackageError(slug, file, "printed to standard output while running (remove console output)");
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new PackageError(slug, file, `returned something of the wrong shape: ${formatIssues(parsed.error.issues)}`);
    return parsed.data;
  };

  const rounds = Array.from({ length: meta.testPlan.stressRounds }, (_, i) => i + 1);
  const generated = parseJson("generator.ts", generatorOutputSchema, await run("generator.ts", RUN_GENERATOR, JSON.stringify({ meta, stressSeeds: rounds.map((r) => stressSeed(meta, r)) })));
  if ("error" in generated) throw new PackageError(slug, "generator.ts", generated.error);
  const inputs: GeneratedInput[] = generated.inputs;
  const stressInputs = generated.stress;

  // The validator's verdicts, asked in one sandboxed run for every input known now; inputs met
  // later (the shrinker's candidates) are asked in runs of their own.
  const verdicts = new Map<string, string | null>();
  const validateAll = async (batch: string[]) => {
    const unknown = [...new Set(batch)].filter((input) => !verdicts.has(input));
    if (unknown.length === 0) return;
    const out = parseJson("validator.ts", validatorOutputSchema, await run("validator.ts", RUN_VALIDATOR, JSON.stringify(unknown)));
    if ("error" in out) throw new PackageError(slug, "validator.ts", out.error);
    if (out.verdicts.length !== unknown.length) throw new PackageError(slug, "validator.ts", "answered for the wrong number of inputs");
    unknown.forEach((input, i) => verdicts.set(input, out.verdicts[i]!));
  };
  await validateAll([...samples.map((s) => s.input), ...inputs.map((t) => t.input), ...(stressInputs ?? []), ...invalidInputs.map((t) => t.input)]);

  return {
    dir,
    meta,
    statement,
    editorial,
    samples,
    invalidInputs,
    files,
    generate: () => inputs,
    stressInput: stressInputs === null ? undefined : async (round) => {
      const input = stressInputs[round - 1];
      if (input === undefined) throw new PackageError(slug, "generator.ts", `no stress input for round ${round}`);
      return input;
    },
    validate: async (input: string) => {
      await validateAll([input]);
      const message = verdicts.get(input);
      if (message) throw new Error(message);
    },
    referenceFile: `${dir}/solutions/accepted/reference.ts`,
    bruteForceFile: files["solutions/brute_force/brute.ts"] === undefined ? undefined : `${dir}/solutions/brute_force/brute.ts`,
    checkerFile: hasChecker ? `${dir}/checker.ts` : undefined,
    contentHash: hashDraftFiles(files),
  };
}
