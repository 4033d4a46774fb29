// A problem package as a files map {path: text}, paths relative to problems/<slug>/ — the shape
// of ProblemDraft.files — and how to read one from a package folder.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type PackageFiles = Record<string, string>;

/** Every file of a package folder, keyed by its path inside the folder ("/"-separated), sorted. */
export function readPackageFolder(dir: string): PackageFiles {
  const files: PackageFiles = {};
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
  for (const rel of entries) files[rel] = readFileSync(path.join(dir, rel), "utf8");
  return files;
}

/** The files map with its keys sorted (JSON and zips of it are then deterministic). */
export function sortPackageFiles(files: PackageFiles): PackageFiles {
  return Object.fromEntries(Object.keys(files).sort().map((k) => [k, files[k]!]));
}
