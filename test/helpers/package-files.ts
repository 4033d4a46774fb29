// Package folders written by tests outside problems/ (a temp folder), so that no other test or
// process listing the bundled packages meanwhile sees a half-written one. A package's code
// imports the repository's lib/ by relative paths ("../../lib/..." from problems/<slug>/): those
// imports are made absolute, so the copy loads and bundles from anywhere.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const REPO = path.resolve(import.meta.dirname, "..", "..");
const RELATIVE_LIB = /(["'])(?:\.\.\/)+lib\//g;

/** Writes `files` (paths relative to the package) into `dir`, with imports of lib/ made absolute. */
export function writePackageFiles(dir: string, files: Record<string, string>): string {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text.replace(RELATIVE_LIB, `$1${REPO}/lib/`));
  }
  return dir;
}

/** Runs `work` on `files` written as the package folder `<temp>/<slug>`, removed afterwards. */
export async function withTempPackage<T>(slug: string, files: Record<string, string>, work: (dir: string) => Promise<T>): Promise<T> {
  const root = mkdtempSync(path.join(os.tmpdir(), "nimbus-test-package-"));
  try {
    return await work(writePackageFiles(path.join(root, slug), files));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
