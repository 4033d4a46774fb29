// NIMBUS_SEED_ONLY: which of the bundled packages a seed run takes. A test server that needs one
// problem seeds only that one (seeding all of them builds every package's tests in the sandbox).
import path from "node:path";

/**
 * The package folders named in `only` (comma-separated slugs), in their usual order; every folder
 * when `only` is unset or blank. A slug with no folder is an error, not a silent no-op.
 */
export function selectPackageDirs(dirs: string[], only: string | undefined): string[] {
  const slugs = (only ?? "").split(",").map((s) => s.trim()).filter((s) => s.length > 0);
  if (slugs.length === 0) return dirs;
  const known = new Set(dirs.map((dir) => path.basename(dir)));
  const missing = slugs.filter((slug) => !known.has(slug));
  if (missing.length > 0) throw new Error(`NIMBUS_SEED_ONLY names no bundled package: ${missing.join(", ")}`);
  return dirs.filter((dir) => slugs.includes(path.basename(dir)));
}
