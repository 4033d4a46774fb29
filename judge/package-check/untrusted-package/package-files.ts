// How the package check bundles a package's programs, by origin: a folder under problems/
// (trusted, bundled from disk) or a studio draft (untrusted: bundled only from its own files,
// see bundle-untrusted.ts).
import path from "node:path";
import type { ProblemPackage } from "../../../lib/problem-package/read-package";
import { bundleProgram } from "../bundle-program";
import { bundleUntrusted } from "./bundle-untrusted";

/** Bundles one program of the package (an absolute path under pkg.dir) to one CommonJS file. */
export function bundlePackageProgram(pkg: Pick<ProblemPackage, "origin" | "dir" | "files" | "meta">, file: string): Promise<string> {
  if (pkg.origin === "bundled") return bundleProgram(file);
  return bundleUntrusted(pkg.meta.slug, pkg.files, path.relative(pkg.dir, file).split(path.sep).join("/"));
}
