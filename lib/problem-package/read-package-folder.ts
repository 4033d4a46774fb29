// A package folder on disk as a files map {path: text} (the shape of a draft and of a zip).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PackageFiles } from "./format";

/** Every file of a folder, keyed by its path inside the folder ("/"-separated), sorted. */
export function readPackageFolder(dir: string): PackageFiles {
  const files: PackageFiles = {};
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
  for (const rel of entries) files[rel] = readFileSync(path.join(dir, rel), "utf8");
  return files;
}
