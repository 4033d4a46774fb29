// Which unit test files run isolated (vitest.config.ts): the unit project runs without vitest's
// per-file isolation, so its files share one module cache per worker (half the CPU: each file
// no longer imports lib/ afresh); a file that replaces modules, globals, timers or environment
// variables for its own tests (vi.mock, vi.spyOn, vi.useFakeTimers, vi.stubEnv, vi.stubGlobal,
// an assignment to process.env) would leak that into the next file, so it runs in the project
// unit-isolated, a fresh module graph per file as before. Found by reading each file, so a new
// test that mocks is put there without anyone having to remember.
import fs from "node:fs";
import path from "node:path";

export const UNIT_DIR = path.resolve(import.meta.dirname, "unit");

const CHANGES_SHARED_STATE = /\bvi\.(mock|doMock|spyOn|useFakeTimers|stubEnv|stubGlobal)\(|\bprocess\.env(\.[A-Za-z_]+|\[[^\]]+\])\s*=[^=]|\bdelete process\.env\b/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

/** The unit test files (repository-relative paths) that must run isolated. */
export function isolatedUnitSuites(dir: string = UNIT_DIR): string[] {
  const repo = path.resolve(dir, "..", "..");
  return testFiles(dir)
    .filter((file) => CHANGES_SHARED_STATE.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(repo, file))
    .sort();
}
