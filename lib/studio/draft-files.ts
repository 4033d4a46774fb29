// The files of a studio draft: exactly the paths of the problems/<slug>/ format
// (docs/problem-packages.md), with size limits, so that what is saved can be exported as a
// package folder and checked like one. Pure: used by the server actions and their tests.
import { z } from "zod";

/** solutions/<folder>/ names the verdict each program must get (brute_force: small cases only). */
export const SOLUTION_FOLDERS = ["accepted", "brute_force", "wrong_answer", "time_limit_exceeded", "runtime_error"] as const;

/** Files every package has; the draft keeps them and Save refuses to drop one. */
export const REQUIRED_FILES = [
  "problem.ts",
  "statement.md",
  "editorial.md",
  "generator.ts",
  "validator.ts",
  "solutions/accepted/reference.ts",
  "solutions/brute_force/brute.ts",
] as const;

export const DRAFT_LIMITS = {
  /** One file (a sample input or a program). */
  fileBytes: 256 * 1024,
  /** All files together. */
  totalBytes: 2 * 1024 * 1024,
  files: 200,
} as const;

const NAME = "[A-Za-z0-9][A-Za-z0-9._-]{0,63}";
const PATH_PATTERNS: readonly RegExp[] = [
  /^(problem|generator|validator|checker)\.ts$/,
  /^(statement|editorial)\.md$/,
  /^data\/sample\/\d{2}\.(in|ans)$/,
  new RegExp(`^data/invalid/${NAME}$`),
  new RegExp(`^solutions/(${SOLUTION_FOLDERS.join("|")})/${NAME}\\.ts$`),
];

/** Whether a path belongs to the package format (no "..", no absolute paths, no other folders). */
export function isPackagePath(path: string): boolean {
  return PATH_PATTERNS.some((pattern) => pattern.test(path));
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export const draftFilesSchema = z
  .record(z.string(), z.string())
  .superRefine((files, ctx) => {
    const paths = Object.keys(files);
    if (paths.length > DRAFT_LIMITS.files) {
      ctx.addIssue({ code: "custom", message: `a package has at most ${DRAFT_LIMITS.files} files (this one has ${paths.length})` });
    }
    let total = 0;
    for (const path of paths) {
      if (!isPackagePath(path)) {
        ctx.addIssue({
          code: "custom",
          message: `${path}: not a file of the package format (problem.ts, statement.md, editorial.md, generator.ts, validator.ts, checker.ts, data/sample/NN.in|.ans, data/invalid/<name>, solutions/<verdict>/<name>.ts)`,
        });
        continue;
      }
      const size = byteLength(files[path]!);
      total += size;
      if (size > DRAFT_LIMITS.fileBytes) {
        ctx.addIssue({ code: "custom", message: `${path}: ${size} bytes, more than the ${DRAFT_LIMITS.fileBytes / 1024} KiB a file may hold` });
      }
    }
    if (total > DRAFT_LIMITS.totalBytes) {
      ctx.addIssue({ code: "custom", message: `the files hold ${total} bytes in all, more than ${DRAFT_LIMITS.totalBytes / 1024 / 1024} MiB` });
    }
    for (const path of REQUIRED_FILES) {
      if (files[path] === undefined) ctx.addIssue({ code: "custom", message: `${path} is missing: every package has it` });
    }
    for (const path of paths) {
      const sample = /^data\/sample\/(\d{2})\.(in|ans)$/.exec(path);
      if (!sample) continue;
      const other = `data/sample/${sample[1]}.${sample[2] === "in" ? "ans" : "in"}`;
      if (files[other] === undefined) ctx.addIssue({ code: "custom", message: `${path} has no ${other} beside it` });
    }
  });

export type DraftFiles = z.infer<typeof draftFilesSchema>;

/** The draft's files, or every reason they cannot be saved (each naming the file). */
export function validateDraftFiles(files: unknown): { ok: true; files: DraftFiles } | { ok: false; errors: string[] } {
  const parsed = draftFilesSchema.safeParse(files);
  if (parsed.success) return { ok: true, files: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((issue) => issue.message) };
}

/** Reads ProblemDraft.files (a JSON object); a damaged value reads as no files rather than crashing a page. */
export function parseStoredFiles(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return {};
  }
}

/** Paths in the order an author reads a package: metadata, texts, programs, data. */
export function sortPackagePaths(paths: Iterable<string>): string[] {
  const rank = (path: string) => {
    const fixed = ["problem.ts", "statement.md", "editorial.md", "solutions/accepted/reference.ts", "solutions/brute_force/brute.ts", "generator.ts", "validator.ts", "checker.ts"];
    const index = fixed.indexOf(path);
    if (index >= 0) return index;
    if (path.startsWith("solutions/")) return 10;
    if (path.startsWith("data/sample/")) return 20;
    return 30;
  };
  return [...paths].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
