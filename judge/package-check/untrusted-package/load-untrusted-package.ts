// Reads an instructor's package (a studio draft's files) through the one reader
// (lib/problem-package/read-package.ts), like problems/<slug>/, but never runs its code in this
// process: problem.ts, generator.ts and validator.ts each run in the sandbox through a
// small wrapper that prints JSON (wrappers.ts); the programs under solutions/ and checker.ts are
// bundled from the files only (bundle-untrusted.ts) and run sandboxed by the check itself.
import { z } from "zod";
import { packageContentHash } from "../../../lib/problem-package/content-hash";
import type { PackageFiles } from "../../../lib/problem-package/format";
import { problemMetadataSchema, type GeneratedInput, type ProblemMetadata } from "../../../lib/problem-package/metadata";
import { formatIssues, PackageError, readPackage, stressSeed, type PackageCode, type ProblemPackage } from "../../../lib/problem-package/read-package";
import { TEST_GROUPS } from "../../../lib/types";
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

export interface LoadUntrustedOptions {
  /** The problem's slug in the database: problem.ts must say the same. */
  slug?: string;
}

/** Runs a draft's code only in the sandbox: problem.ts, generator.ts and validator.ts through the wrappers. */
export function untrustedPackageCode(files: PackageFiles, slug: string): PackageCode {
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
  return {
    origin: "untrusted",
    dir: virtualPackageDir(slug),
    async loadMetadata() {
      const loaded = await loadUntrustedMetadata(files);
      if (!loaded.ok) throw new Error(loaded.error);
      return loaded.meta;
    },
    async loadPrograms(meta, knownInputs) {
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
      await validateAll([...knownInputs, ...inputs.map((t) => t.input), ...(stressInputs ?? [])]);
      return {
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
      };
    },
    contentHash: packageContentHash,
  };
}

/** Loads a draft through the one reader; throws PackageError naming the problem and the file (nothing of it runs here). */
export async function loadUntrustedPackage(files: PackageFiles, options: LoadUntrustedOptions = {}): Promise<ProblemPackage> {
  // The sandbox's virtual folder is named after the slug problem.ts declares, so read it first.
  const loaded = await loadUntrustedMetadata(files);
  if (!loaded.ok) throw new Error(loaded.error);
  const slug = loaded.meta.slug;
  const name = options.slug ?? slug;
  const expectedSlug = options.slug === undefined ? undefined : { slug: options.slug, from: `the problem's slug "${options.slug}"` };
  return readPackage(files, { ...untrustedPackageCode(files, slug), loadMetadata: async () => loaded.meta }, { name, expectedSlug });
}
