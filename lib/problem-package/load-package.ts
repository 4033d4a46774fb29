// The bundled packages under problems/<slug>/: read from disk and through the one reader
// (read-package.ts), their code trusted and imported in this process. Their content hash covers
// the engine (lib/game) too, since their brute-force solvers and generators import it.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seededRandom } from "../game";
import { packageContentHash } from "./content-hash";
import { PACKAGE_PATHS, type PackageFiles } from "./format";
import type { Generator, StressGenerator, Validator } from "./metadata";
import { readPackageFolder } from "./read-package-folder";
import { PackageError, readPackage, stressSeed, type PackageCode, type ProblemPackage } from "./read-package";

export const PROBLEMS_DIR = path.resolve(import.meta.dirname, "..", "..", "problems");
const ENGINE_DIR = path.resolve(import.meta.dirname, "..", "game");

/** Every package folder under problems/, sorted by name. */
export function listPackageDirs(root = PROBLEMS_DIR): string[] {
  return readdirSync(root)
    .map((name) => path.join(root, name))
    .filter((dir) => statSync(dir).isDirectory() && existsSync(path.join(dir, "problem.ts")))
    .sort();
}

/** The engine's files under "lib/game/" keys, hashed with a bundled package. */
function engineFiles(): PackageFiles {
  const files = readPackageFolder(ENGINE_DIR);
  return Object.fromEntries(Object.entries(files).map(([rel, text]) => [`lib/game/${rel}`, text]));
}

/** Runs a bundled package's code in this process (it is ours, reviewed like any other code). */
export function bundledPackageCode(dir: string): PackageCode {
  const name = path.basename(dir);
  const importModule = async (file: string) => (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
  const importDefault = async <T>(file: string, kind: string): Promise<T> => {
    const mod = await importModule(file);
    if (mod.default === undefined) throw new PackageError(name, file, `must export the ${kind} as its default export`);
    return mod.default as T;
  };
  return {
    origin: "bundled",
    dir,
    loadMetadata: () => importDefault<unknown>(PACKAGE_PATHS.metadata, "metadata"),
    async loadPrograms(meta) {
      const generate = await importDefault<Generator>(PACKAGE_PATHS.generator, "generator function");
      const stress = (await importModule(PACKAGE_PATHS.generator)).stress;
      if (stress !== undefined && typeof stress !== "function") throw new PackageError(name, PACKAGE_PATHS.generator, "the `stress` export must be a function");
      const validate = await importDefault<Validator>(PACKAGE_PATHS.validator, "validator function");
      if (typeof generate !== "function") throw new PackageError(name, PACKAGE_PATHS.generator, "default export is not a function");
      if (typeof validate !== "function") throw new PackageError(name, PACKAGE_PATHS.validator, "default export is not a function");
      return {
        generate,
        stressInput: stress === undefined ? undefined : (round) => (stress as StressGenerator)(seededRandom(stressSeed(meta, round))),
        validate,
      };
    },
    contentHash: (files) => packageContentHash({ ...files, ...engineFiles() }),
  };
}

/** Reads and validates the package folder `dir`; throws PackageError naming the folder and the file. */
export async function loadPackage(dir: string): Promise<ProblemPackage> {
  const name = path.basename(dir);
  return readPackage(readPackageFolder(dir), bundledPackageCode(dir), { name, expectedSlug: { slug: name, from: "the folder name" } });
}
