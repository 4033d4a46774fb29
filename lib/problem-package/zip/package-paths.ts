// Which paths a problem package may hold (docs/problem-packages.md), relative to problems/<slug>/.
// A zip import accepts these and nothing else, so no upload can name a file the format lacks.

export const REQUIRED_PACKAGE_FILES = [
  "problem.ts",
  "statement.md",
  "generator.ts",
  "validator.ts",
  "solutions/accepted/reference.ts",
] as const;

const TOP_FILES = new Set(["problem.ts", "statement.md", "editorial.md", "generator.ts", "validator.ts", "checker.ts"]);
/** The folders of solutions/: the verdict folders of judge/check-package.ts and brute_force. */
const SOLUTION_FOLDERS = ["accepted", "wrong_answer", "time_limit_exceeded", "runtime_error", "brute_force"];
const NAME = "[A-Za-z0-9][A-Za-z0-9._-]{0,99}";
const FORMAT_FILE_PATTERNS = [
  new RegExp(`^data/sample/${NAME}\\.(in|ans)$`),
  new RegExp(`^data/invalid/${NAME}$`),
  new RegExp(`^solutions/(${SOLUTION_FOLDERS.join("|")})/${NAME}\\.ts$`),
];
const FORMAT_FOLDERS = new Set(["data", "data/sample", "data/invalid", "solutions", ...SOLUTION_FOLDERS.map((f) => `solutions/${f}`)]);

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

/** Is `path` (relative to the package folder) a file the package format has a place for? */
export function isPackageFilePath(path: string): boolean {
  return TOP_FILES.has(path) || FORMAT_FILE_PATTERNS.some((re) => re.test(path));
}

/** Is `path` (relative, no trailing slash) one of the format's folders? */
export function isPackageFolderPath(path: string): boolean {
  return FORMAT_FOLDERS.has(path);
}
