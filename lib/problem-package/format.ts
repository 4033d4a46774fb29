// The problem package format (docs/problem-packages.md), defined once: which paths a package
// may hold, which it must hold, what each solutions/ folder promises, how large it may be. A
// package folder under problems/, a studio draft and an imported zip are all held to these
// rules, so whatever one of them accepts the others accept too. Pure: the editor page uses it.
import { LOCALES, type Locale } from "../i18n/locales";
import type { Verdict } from "../types";

/** A package as {path: text}, paths relative to problems/<slug>/ ("/"-separated). */
export type PackageFiles = Record<string, string>;

/** solutions/<folder>/ names the verdict every program in it must get from the judge. */
export const SOLUTION_FOLDERS = {
  accepted: "AC",
  wrong_answer: "WA",
  time_limit_exceeded: "TLE",
  runtime_error: "RE",
} as const satisfies Record<string, Verdict>;
export type SolutionFolder = keyof typeof SOLUTION_FOLDERS;
/** solutions/brute_force/ holds the exhaustive search, compared with the reference on small cases only. */
export const BRUTE_FORCE_FOLDER = "brute_force";
/** Every folder solutions/ may hold. */
export const SOLUTION_FOLDER_NAMES = [...(Object.keys(SOLUTION_FOLDERS) as SolutionFolder[]), BRUTE_FORCE_FOLDER] as const;

export const PACKAGE_PATHS = {
  metadata: "problem.ts",
  statement: "statement.md",
  editorial: "editorial.md",
  /** The Chinese statement and editorial (optional in the format; the package check asks for both languages). */
  statementZh: "statement.zh.md",
  editorialZh: "editorial.zh.md",
  generator: "generator.ts",
  validator: "validator.ts",
  checker: "checker.ts",
  reference: "solutions/accepted/reference.ts",
  bruteForce: "solutions/brute_force/brute.ts",
  samples: "data/sample",
  invalid: "data/invalid",
} as const;

/** Files every package has; the editor keeps them and Save refuses to drop one. */
export const REQUIRED_FILES = [
  PACKAGE_PATHS.metadata,
  PACKAGE_PATHS.statement,
  PACKAGE_PATHS.editorial,
  PACKAGE_PATHS.generator,
  PACKAGE_PATHS.validator,
  PACKAGE_PATHS.reference,
  PACKAGE_PATHS.bruteForce,
] as const;

export const PACKAGE_LIMITS = {
  /** One file (a sample input or a program). Larger invalid inputs are generated (INVALID_GENERATED_SUFFIX). */
  fileBytes: 256 * 1024,
  /** All files together. */
  totalBytes: 2 * 1024 * 1024,
  files: 200,
  /** An uploaded zip archive, before inflating. */
  zipBytes: 8 * 1024 * 1024,
  /** Entries in a zip's central directory (folders included), refused before anything is inflated. */
  zipEntries: 1000,
  /** An invalid input generated from its description, once expanded. */
  generatedInputBytes: 16 * 1024 * 1024,
} as const;

/** A file name inside a package folder: starts with a letter or digit, no path separators. */
const NAME = "[A-Za-z0-9][A-Za-z0-9._-]{0,63}";
/** data/invalid/<name>.gen.json describes a (large) invalid input instead of holding it (generated-input.ts). */
export const INVALID_GENERATED_SUFFIX = ".gen.json";
const TOP_FILES = [PACKAGE_PATHS.metadata, PACKAGE_PATHS.statement, PACKAGE_PATHS.editorial, PACKAGE_PATHS.statementZh, PACKAGE_PATHS.editorialZh, PACKAGE_PATHS.generator, PACKAGE_PATHS.validator, PACKAGE_PATHS.checker];
/** Samples are numbered pairs NN.in / NN.ans, shown in the statement in that order. */
export const SAMPLE_PATH = /^data\/sample\/(\d{2})\.(in|ans)$/;
/** Invalid inputs: data/invalid/<name>.in, or <name>.gen.json for a generated one. */
export const INVALID_PATH = new RegExp(`^data/invalid/(${NAME})(\\.in|\\.gen\\.json)$`);
const SOLUTION_PATH = new RegExp(`^solutions/(${SOLUTION_FOLDER_NAMES.join("|")})/(${NAME})\\.ts$`);
const FOLDERS = new Set(["data", PACKAGE_PATHS.samples, PACKAGE_PATHS.invalid, "solutions", ...SOLUTION_FOLDER_NAMES.map((f) => `solutions/${f}`)]);

/** Whether a path belongs to the package format (no "..", no absolute paths, no other folders). */
export function isPackagePath(path: string): boolean {
  return (TOP_FILES as readonly string[]).includes(path) || SAMPLE_PATH.test(path) || INVALID_PATH.test(path) || SOLUTION_PATH.test(path);
}

/** Is `path` (relative, no trailing slash) one of the format's folders? */
export function isPackageFolderPath(path: string): boolean {
  return FOLDERS.has(path);
}

/** The solutions/ programs of a package, by folder (sorted), each folder's files sorted. */
export function solutionPrograms(files: PackageFiles): { folder: (typeof SOLUTION_FOLDER_NAMES)[number]; file: string; path: string }[] {
  return Object.keys(files)
    .sort()
    .flatMap((path) => {
      const match = SOLUTION_PATH.exec(path);
      return match ? [{ folder: match[1] as (typeof SOLUTION_FOLDER_NAMES)[number], file: `${match[2]}.ts`, path }] : [];
    });
}

/** Why a path inside the package is unsafe to write anywhere, or null when it is a plain relative path. */
export function unsafePathReason(path: string): string | null {
  if (path.includes("\\")) return "contains a backslash";
  if (path.includes("\0")) return "contains a NUL character";
  if (path.startsWith("/")) return "is an absolute path";
  if (/^[A-Za-z]:/.test(path)) return "starts with a drive letter";
  if (path.split("/").some((part) => part === ".." || part === ".")) return 'contains a "." or ".." segment';
  if (path.split("/").some((part) => part === "")) return "contains an empty segment";
  return null;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** Every way `files` breaks the format, each naming the file; empty when it is a package's file set. */
export function packageFormatErrors(files: PackageFiles): string[] {
  const errors: string[] = [];
  const paths = Object.keys(files);
  if (paths.length > PACKAGE_LIMITS.files) errors.push(`a package has at most ${PACKAGE_LIMITS.files} files (this one has ${paths.length})`);
  let total = 0;
  for (const path of paths) {
    if (!isPackagePath(path)) {
      errors.push(
        `${path}: not a file of the package format (problem.ts, statement.md, editorial.md, statement.zh.md, editorial.zh.md, generator.ts, validator.ts, checker.ts, data/sample/NN.in|.ans, data/invalid/<name>.in|${INVALID_GENERATED_SUFFIX}, solutions/<verdict>/<name>.ts)`,
      );
      continue;
    }
    const size = byteLength(files[path]!);
    total += size;
    if (size > PACKAGE_LIMITS.fileBytes) errors.push(`${path}: ${size} bytes, more than the ${PACKAGE_LIMITS.fileBytes / 1024} KiB a file may hold`);
  }
  if (total > PACKAGE_LIMITS.totalBytes) errors.push(`the files hold ${total} bytes in all, more than ${PACKAGE_LIMITS.totalBytes / 1024 / 1024} MiB`);
  for (const path of REQUIRED_FILES) if (files[path] === undefined) errors.push(`${path} is missing: every package has it`);
  for (const path of paths) {
    const sample = SAMPLE_PATH.exec(path);
    if (!sample) continue;
    const other = `data/sample/${sample[1]}.${sample[2] === "in" ? "ans" : "in"}`;
    if (files[other] === undefined) errors.push(`${path} has no ${other} beside it`);
  }
  for (const path of paths) {
    const invalid = INVALID_PATH.exec(path);
    if (invalid && invalid[2] === ".in" && files[`data/invalid/${invalid[1]}${INVALID_GENERATED_SUFFIX}`] !== undefined) {
      errors.push(`${path}: data/invalid/${invalid[1]}${INVALID_GENERATED_SUFFIX} describes the same invalid input; keep one`);
    }
  }
  if (!paths.some((p) => SAMPLE_PATH.test(p))) errors.push("data/sample/ needs at least one 01.in with its 01.ans");
  const zh = [PACKAGE_PATHS.statementZh, PACKAGE_PATHS.editorialZh];
  const zhPresent = zh.filter((p) => files[p] !== undefined);
  if (zhPresent.length === 1) errors.push(`${zhPresent[0]}: ${zh.join(" and ")} come together (the Chinese statement and its editorial)`);
  return errors;
}

/**
 * The languages a package is written in. English (statement.md, editorial.md) is required; Chinese
 * is there when statement.zh.md and editorial.zh.md are. A language missing is published only with
 * a notice on the problem's pages, and the bundled catalogue has both.
 */
export function packageLanguages(files: PackageFiles): Locale[] {
  return files[PACKAGE_PATHS.statementZh] !== undefined && files[PACKAGE_PATHS.editorialZh] !== undefined ? ["en", "zh"] : ["en"];
}

/** The site's languages a package has no statement in. */
export function missingLanguages(files: PackageFiles): Locale[] {
  const present = packageLanguages(files);
  return LOCALES.filter((l) => !present.includes(l));
}

/** The files with their keys sorted (JSON and zips of them are then deterministic). */
export function sortPackageFiles(files: PackageFiles): PackageFiles {
  return Object.fromEntries(Object.keys(files).sort().map((k) => [k, files[k]!]));
}

const READING_ORDER: string[] = [
  PACKAGE_PATHS.metadata,
  PACKAGE_PATHS.statement,
  PACKAGE_PATHS.editorial,
  PACKAGE_PATHS.statementZh,
  PACKAGE_PATHS.editorialZh,
  PACKAGE_PATHS.reference,
  PACKAGE_PATHS.bruteForce,
  PACKAGE_PATHS.generator,
  PACKAGE_PATHS.validator,
  PACKAGE_PATHS.checker,
];

/** Paths in the order an author reads a package: metadata, texts, programs, data. */
export function sortPackagePaths(paths: Iterable<string>): string[] {
  const rank = (path: string) => {
    const index = READING_ORDER.indexOf(path);
    if (index >= 0) return index;
    if (path.startsWith("solutions/")) return 10;
    if (path.startsWith(`${PACKAGE_PATHS.samples}/`)) return 20;
    return 30;
  };
  return [...paths].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
