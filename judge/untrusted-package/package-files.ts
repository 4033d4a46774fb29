// The two things the package check reads from a package's files, whatever its origin: a
// folder under problems/ (trusted, read from disk) or a studio draft held in memory (untrusted:
// bundled only from its own files, see bundle-untrusted.ts).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { ProblemPackage } from "../../lib/problem-package/load-package";
import { bundleProgram } from "../bundle-program";
import { bundleUntrusted } from "./bundle-untrusted";

/** Bundles one program of the package (an absolute path under pkg.dir) to one CommonJS file. */
export function bundlePackageProgram(pkg: Pick<ProblemPackage, "dir" | "files" | "meta">, file: string): Promise<string> {
  if (!pkg.files) return bundleProgram(file);
  return bundleUntrusted(pkg.meta.slug, pkg.files, path.relative(pkg.dir, file).split(path.sep).join("/"));
}

export interface SolutionFile {
  /** The folder under solutions/ (accepted, wrong_answer, ...). */
  folder: string;
  file: string;
  /** Absolute path (virtual for a draft), for bundlePackageProgram. */
  path: string;
}

/** Every folder under solutions/ (sorted) with its .ts programs (sorted); folders may be empty. */
export function listSolutionFolders(pkg: Pick<ProblemPackage, "dir" | "files">): { folder: string; files: SolutionFile[] }[] {
  const byFolder = new Map<string, SolutionFile[]>();
  if (pkg.files) {
    for (const key of Object.keys(pkg.files)) {
      const parts = key.split("/");
      if (parts[0] !== "solutions" || parts.length !== 3) continue;
      const [, folder, file] = parts as [string, string, string];
      const list = byFolder.get(folder) ?? [];
      if (file.endsWith(".ts")) list.push({ folder, file, path: path.join(pkg.dir, "solutions", folder, file) });
      byFolder.set(folder, list);
    }
  } else {
    const root = path.join(pkg.dir, "solutions");
    for (const folder of existsSync(root) ? readdirSync(root) : []) {
      if (!statSync(path.join(root, folder)).isDirectory()) continue;
      const files = readdirSync(path.join(root, folder)).filter((f) => f.endsWith(".ts"));
      byFolder.set(folder, files.map((file) => ({ folder, file, path: path.join(root, folder, file) })));
    }
  }
  return [...byFolder.keys()].sort().map((folder) => ({ folder, files: byFolder.get(folder)!.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)) }));
}
