// The studio's draft validation: only paths of the package format, size limits per file and in
// total, required files present, samples in pairs; the scaffold itself is a valid draft.
import { describe, expect, it } from "vitest";
import { scaffoldFiles } from "../../lib/problem-package/scaffold";
import { isPackagePath, parseStoredFiles, sortPackagePaths, validateDraftFiles } from "../../lib/studio/draft-files";
import { PACKAGE_LIMITS } from "../../lib/problem-package/format";

const scaffold = () => scaffoldFiles("take-away", "Take away");

describe("draft files", () => {
  it("accepts the scaffold as it stands", () => {
    const result = validateDraftFiles(scaffold());
    expect(result.ok).toBe(true);
  });

  it("knows the package paths and nothing else", () => {
    for (const path of [
      "problem.ts",
      "statement.md",
      "editorial.md",
      "checker.ts",
      "data/sample/01.in",
      "data/sample/12.ans",
      "data/invalid/03-not-a-number.in",
      "solutions/accepted/reference.ts",
      "solutions/wrong_answer/even-is-lost.ts",
      "solutions/time_limit_exceeded/slow.ts",
      "solutions/runtime_error/crash.ts",
    ]) {
      expect(isPackagePath(path), path).toBe(true);
    }
    for (const path of [
      "../problem.ts",
      "/etc/passwd",
      "data/sample/1.in",
      "data/sample/01.txt",
      "data/invalid/../../x",
      "data/invalid/.hidden",
      "solutions/accepted/reference.js",
      "solutions/accepted/sub/reference.ts",
      "solutions/partial/x.ts",
      "package.json",
      "node_modules/x.ts",
    ]) {
      expect(isPackagePath(path), path).toBe(false);
    }
  });

  it("refuses a foreign path, naming it", () => {
    const result = validateDraftFiles({ ...scaffold(), "../../etc/passwd": "x" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join("\n")).toContain("../../etc/passwd: not a file of the package format");
  });

  it("refuses a missing required file, naming it", () => {
    const files: Record<string, string> = scaffold();
    delete files["solutions/brute_force/brute.ts"];
    const result = validateDraftFiles(files);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContain("solutions/brute_force/brute.ts is missing: every package has it");
  });

  it("refuses a sample input without its answer", () => {
    const result = validateDraftFiles({ ...scaffold(), "data/sample/02.in": "3\n" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join("\n")).toContain("data/sample/02.in has no data/sample/02.ans beside it");
  });

  it("limits one file's size and the total size", () => {
    const big = "1\n".repeat(PACKAGE_LIMITS.fileBytes / 2 + 1);
    const one = validateDraftFiles({ ...scaffold(), "data/invalid/huge.in": big });
    expect(one.ok).toBe(false);
    if (!one.ok) expect(one.errors.join("\n")).toMatch(/data\/invalid\/huge\.in: \d+ bytes, more than the 256 KiB/);

    const nearlyFull = "x".repeat(PACKAGE_LIMITS.fileBytes - 10);
    const many: Record<string, string> = { ...scaffold() };
    for (let i = 0; i < 10; i++) many[`data/invalid/big-${i}.in`] = nearlyFull;
    const total = validateDraftFiles(many);
    expect(total.ok).toBe(false);
    if (!total.ok) expect(total.errors.join("\n")).toMatch(/bytes in all, more than 2 MiB/);
  });

  it("counts bytes, not UTF-16 units", () => {
    const text = "é".repeat(PACKAGE_LIMITS.fileBytes / 2 + 1); // 2 bytes each in UTF-8
    const result = validateDraftFiles({ ...scaffold(), "statement.md": text });
    expect(result.ok).toBe(false);
  });

  it("refuses values that are not text", () => {
    expect(validateDraftFiles({ ...scaffold(), "problem.ts": 42 }).ok).toBe(false);
    expect(validateDraftFiles(["problem.ts"]).ok).toBe(false);
    expect(validateDraftFiles(null).ok).toBe(false);
  });

  it("reads stored JSON defensively and sorts paths as an author reads them", () => {
    expect(parseStoredFiles("not json")).toEqual({});
    expect(parseStoredFiles('{"a.md":"x","b":3}')).toEqual({ "a.md": "x" });
    const sorted = sortPackagePaths(Object.keys(scaffold()));
    expect(sorted[0]).toBe("problem.ts");
    expect(sorted.indexOf("data/sample/01.in")).toBeGreaterThan(sorted.indexOf("validator.ts"));
  });
});
