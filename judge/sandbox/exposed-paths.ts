// The judge refuses to run programs when one of its own folders lies inside a host path the
// sandbox shows to every program (bwrap-args.ts binds /usr, /lib... read-only): a checkout under
// /usr/src, DATA_DIR=/usr/local/nimbus or TMPDIR=/usr/tmp would let a student's program read the
// database, the generated secrets, the hidden tests or another program's files. Paths are
// compared as the kernel sees them (symbolic links resolved), since a bind mount shows where the
// files really are.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { databaseTarget, dataDir } from "../../lib/env";

/** The checkout this judge runs from. */
const CHECKOUT = path.resolve(import.meta.dirname, "..", "..");

export interface JudgeFolder {
  /** What it is, for the message: "the data folder (DATA_DIR)". */
  what: string;
  path: string;
}

/** `target` itself or something under `folder`. */
export function isInside(target: string, folder: string): boolean {
  const relative = path.relative(folder, target);
  return relative === "" || (!relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative));
}

/** The real path of `target`; for a path that does not exist yet, its nearest existing parent's real path plus the rest. */
export function realPathOf(target: string): string {
  const absolute = path.resolve(target);
  let existing = absolute;
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(fs.realpathSync(existing), ...rest);
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return absolute;
      rest.unshift(path.basename(existing));
      existing = parent;
    }
  }
}

/**
 * Why the judge must not start with these folders and these bound host paths, or null when none
 * of the folders lies inside a bound path. `realPath` is injectable for tests.
 */
export function exposedFolderReason(
  folders: readonly JudgeFolder[],
  boundPaths: readonly string[],
  realPath: (target: string) => string = realPathOf,
): string | null {
  const bound = boundPaths.map((hostPath) => ({ hostPath, real: realPath(hostPath) }));
  const exposed = folders.flatMap((folder) => {
    const real = realPath(folder.path);
    const inside = bound.find((entry) => isInside(real, entry.real));
    return inside ? [`${folder.what} ${folder.path}${real === folder.path ? "" : ` (really ${real})`} lies inside ${inside.hostPath}`] : [];
  });
  if (exposed.length === 0) return null;
  return (
    `${exposed.join("; ")}, which the sandbox shows read-only to every program it runs (judge/sandbox/bwrap-args.ts): ` +
    `a student's program could read the database, the secrets and the hidden tests. ` +
    `Move it outside ${boundPaths.join(", ")} (the checkout itself, DATA_DIR or TMPDIR; docs/deploy.md).`
  );
}

/** The judge's own folders: the checkout, the data folder, the SQLite file if any, the temp folder. */
export function judgeFolders(): JudgeFolder[] {
  const folders: JudgeFolder[] = [
    { what: "the checkout", path: CHECKOUT },
    { what: "the data folder (DATA_DIR)", path: dataDir() },
    { what: "the temp folder (TMPDIR)", path: os.tmpdir() },
  ];
  const database = databaseTarget();
  if (database.kind === "sqlite") folders.push({ what: "the database file (DATABASE_URL)", path: database.file });
  return folders;
}
