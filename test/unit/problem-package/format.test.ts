// The package format's rules one by one (lib/problem-package/format.ts): each refusal names the
// file and the rule, limits hold exactly at their bound, and the helpers the studio and the zip
// import use (paths, folders, solutions, languages, reading order) say what the format says.
import { describe, expect, it } from "vitest";
import {
  isPackageFolderPath,
  isPackagePath,
  missingLanguages,
  PACKAGE_LIMITS,
  packageFormatErrors,
  packageLanguages,
  solutionPrograms,
  sortPackageFiles,
  sortPackagePaths,
  unsafePathReason,
  type PackageFiles,
} from "../../../lib/problem-package/format";
import { scaffoldFiles } from "../../../lib/problem-package/scaffold";

const scaffold = (): PackageFiles => scaffoldFiles("take-away", "Take away");
const without = (files: PackageFiles, ...paths: string[]) => Object.fromEntries(Object.entries(files).filter(([p]) => !paths.includes(p)));

describe("packageFormatErrors", () => {
  it("finds nothing wrong with the scaffold, in one language or two", () => {
    expect(packageFormatErrors(scaffold())).toEqual([]);
    expect(packageFormatErrors(scaffoldFiles("take-away", "Take away", { titleZh: "取石子" }))).toEqual([]);
  });

  it("names a path outside the format and does not count its size", () => {
    const huge = "x".repeat(PACKAGE_LIMITS.fileBytes + 1);
    expect(packageFormatErrors({ ...scaffold(), "notes.txt": huge })).toEqual([
      "notes.txt: not a file of the package format (problem.ts, statement.md, editorial.md, statement.zh.md, editorial.zh.md, generator.ts, validator.ts, checker.ts, data/sample/NN.in|.ans, data/invalid/<name>.in|.gen.json, solutions/<verdict>/<name>.ts)",
    ]);
  });

  it("lets a file hold exactly the limit and refuses one byte more, naming the file and its size", () => {
    const at = "x".repeat(PACKAGE_LIMITS.fileBytes);
    expect(packageFormatErrors({ ...scaffold(), "data/invalid/big.in": at })).toEqual([]);
    expect(packageFormatErrors({ ...scaffold(), "data/invalid/big.in": `${at}x` })).toEqual([`data/invalid/big.in: ${PACKAGE_LIMITS.fileBytes + 1} bytes, more than the 256 KiB a file may hold`]);
  });

  it("lets the files hold exactly the total limit and refuses one byte more", () => {
    const files = scaffold();
    const used = Object.values(files).reduce((sum, text) => sum + new TextEncoder().encode(text).length, 0);
    // Fill up to the total with files of the largest size allowed, the last one to the exact byte.
    const filled: PackageFiles = { ...files };
    let left = PACKAGE_LIMITS.totalBytes - used;
    for (let i = 0; left > 0; i++) {
      const size = Math.min(left, PACKAGE_LIMITS.fileBytes);
      filled[`data/invalid/fill-${i}.in`] = "x".repeat(size);
      left -= size;
    }
    expect(packageFormatErrors(filled)).toEqual([]);
    expect(packageFormatErrors({ ...filled, "data/invalid/one-more.in": "x" })).toEqual([`the files hold ${PACKAGE_LIMITS.totalBytes + 1} bytes in all, more than 2 MiB`]);
  });

  it("allows exactly the limit on the number of files and refuses one more", () => {
    const files = scaffold();
    const full: PackageFiles = { ...files };
    for (let i = Object.keys(files).length; i < PACKAGE_LIMITS.files; i++) full[`data/invalid/n-${i}.in`] = "-1\n";
    expect(Object.keys(full)).toHaveLength(PACKAGE_LIMITS.files);
    expect(packageFormatErrors(full)).toEqual([]);
    expect(packageFormatErrors({ ...full, "data/invalid/extra.in": "-1\n" })).toEqual([`a package has at most 200 files (this one has 201)`]);
  });

  it("names each missing required file", () => {
    expect(packageFormatErrors(without(scaffold(), "problem.ts", "validator.ts"))).toEqual([
      "problem.ts is missing: every package has it",
      "validator.ts is missing: every package has it",
    ]);
  });

  it("counts an empty required file as present", () => {
    expect(packageFormatErrors({ ...scaffold(), "editorial.md": "" })).toEqual([]);
  });

  it("pairs each sample input with its answer, both ways round", () => {
    expect(packageFormatErrors({ ...scaffold(), "data/sample/02.in": "3\n" })).toEqual(["data/sample/02.in has no data/sample/02.ans beside it"]);
    expect(packageFormatErrors({ ...scaffold(), "data/sample/02.ans": "First\n" })).toEqual(["data/sample/02.ans has no data/sample/02.in beside it"]);
  });

  it("accepts an invalid input given one way, generated or not, and refuses one given both ways", () => {
    const gen = '{"parts":[{"text":"-1\\n"}]}';
    expect(packageFormatErrors({ ...scaffold(), "data/invalid/04-big.gen.json": gen })).toEqual([]);
    expect(packageFormatErrors({ ...scaffold(), "data/invalid/01-negative.gen.json": gen })).toEqual([
      "data/invalid/01-negative.in: data/invalid/01-negative.gen.json describes the same invalid input; keep one",
    ]);
  });

  it("asks for a sample when there is none", () => {
    expect(packageFormatErrors(without(scaffold(), "data/sample/01.in", "data/sample/01.ans"))).toEqual(["data/sample/ needs at least one 01.in with its 01.ans"]);
  });

  it("refuses one Chinese text without the other, naming the one present", () => {
    const both = scaffoldFiles("take-away", "Take away", { titleZh: "取石子" });
    expect(packageFormatErrors(without(both, "editorial.zh.md"))).toEqual(["statement.zh.md: statement.zh.md and editorial.zh.md come together (the Chinese statement and its editorial)"]);
    expect(packageFormatErrors(without(both, "statement.zh.md"))).toEqual(["editorial.zh.md: statement.zh.md and editorial.zh.md come together (the Chinese statement and its editorial)"]);
  });
});

describe("paths of the format", () => {
  it("knows each solutions folder and the generated invalid inputs", () => {
    for (const path of ["solutions/brute_force/brute.ts", "data/invalid/big.gen.json", "statement.zh.md", "editorial.zh.md", "generator.ts", "validator.ts"]) {
      expect(isPackagePath(path), path).toBe(true);
    }
    for (const path of ["data/invalid/big.gen", "data/invalid/big.json", "xdata/sample/01.in", "data/sample/01.in.bak", "solutions/accepted/x.tsx", "xsolutions/accepted/x.ts"]) {
      expect(isPackagePath(path), path).toBe(false);
    }
  });

  it("knows its folders and nothing else", () => {
    for (const path of ["data", "data/sample", "data/invalid", "solutions", "solutions/accepted", "solutions/brute_force", "solutions/runtime_error"]) {
      expect(isPackageFolderPath(path), path).toBe(true);
    }
    for (const path of ["", "data/", "solutions/partial", "lib", "data/sample/01"]) {
      expect(isPackageFolderPath(path), path).toBe(false);
    }
  });

  it("lists the solution programs by folder and file, sorted, and nothing else", () => {
    const files = { ...scaffold(), "solutions/accepted/alt.ts": "", "solutions/runtime_error/crash.ts": "" };
    expect(solutionPrograms(files)).toEqual([
      { folder: "accepted", file: "alt.ts", path: "solutions/accepted/alt.ts" },
      { folder: "accepted", file: "reference.ts", path: "solutions/accepted/reference.ts" },
      { folder: "brute_force", file: "brute.ts", path: "solutions/brute_force/brute.ts" },
      { folder: "runtime_error", file: "crash.ts", path: "solutions/runtime_error/crash.ts" },
      { folder: "wrong_answer", file: "even-is-lost.ts", path: "solutions/wrong_answer/even-is-lost.ts" },
    ]);
  });
});

describe("unsafePathReason", () => {
  it("passes a plain relative path", () => {
    expect(unsafePathReason("data/sample/01.in")).toBeNull();
    expect(unsafePathReason("a..b/c.d")).toBeNull();
  });

  it.each([
    ["data\\sample", "contains a backslash"],
    ["data/\0x", "contains a NUL character"],
    ["/etc/passwd", "is an absolute path"],
    ["C:x", "starts with a drive letter"],
    ["z:/x", "starts with a drive letter"],
    ["data/../x", 'contains a "." or ".." segment'],
    ["./x", 'contains a "." or ".." segment'],
    ["data//x", "contains an empty segment"],
    ["data/", "contains an empty segment"],
  ])("refuses %j: it %s", (path, reason) => {
    expect(unsafePathReason(path)).toBe(reason);
  });

  it("looks for a drive letter only at the start", () => {
    expect(unsafePathReason("data/c:x")).toBeNull();
    expect(unsafePathReason("1:x")).toBeNull();
  });
});

describe("languages", () => {
  const both = scaffoldFiles("take-away", "Take away", { titleZh: "取石子" });

  it("has Chinese only when both Chinese texts are there", () => {
    expect(packageLanguages(both)).toEqual(["en", "zh"]);
    expect(packageLanguages(scaffold())).toEqual(["en"]);
    expect(packageLanguages(without(both, "statement.zh.md"))).toEqual(["en"]);
    expect(packageLanguages(without(both, "editorial.zh.md"))).toEqual(["en"]);
  });

  it("names the site's languages a package has no statement in", () => {
    expect(missingLanguages(both)).toEqual([]);
    expect(missingLanguages(scaffold())).toEqual(["zh"]);
  });
});

describe("ordering", () => {
  it("sorts the keys of a files map and keeps each file's text", () => {
    const sorted = sortPackageFiles({ "statement.md": "s", "data/sample/01.in": "1", "problem.ts": "p" });
    expect(Object.entries(sorted)).toEqual([
      ["data/sample/01.in", "1"],
      ["problem.ts", "p"],
      ["statement.md", "s"],
    ]);
  });

  it("puts paths in reading order: metadata, texts, programs, solutions, samples, then the rest", () => {
    const paths = Object.keys({ ...scaffoldFiles("take-away", "Take away", { titleZh: "取石子" }), "checker.ts": "", "data/sample/02.in": "", "data/sample/02.ans": "" });
    expect(sortPackagePaths(paths.reverse())).toEqual([
      "problem.ts",
      "statement.md",
      "editorial.md",
      "statement.zh.md",
      "editorial.zh.md",
      "solutions/accepted/reference.ts",
      "solutions/brute_force/brute.ts",
      "generator.ts",
      "validator.ts",
      "checker.ts",
      "solutions/wrong_answer/even-is-lost.ts",
      "data/sample/01.ans",
      "data/sample/01.in",
      "data/sample/02.ans",
      "data/sample/02.in",
      "data/invalid/01-negative.in",
      "data/invalid/02-too-large.in",
      "data/invalid/03-not-a-number.in",
    ]);
  });

  it("ranks a solution before a sample and a sample before other data, whatever their names", () => {
    expect(sortPackagePaths(["data/invalid/a.in", "data/sample/99.in", "solutions/wrong_answer/z.ts"])).toEqual(["solutions/wrong_answer/z.ts", "data/sample/99.in", "data/invalid/a.in"]);
    // A path that merely starts like the samples folder is not a sample.
    expect(sortPackagePaths(["data/sample-x", "data/invalid/b.in"])).toEqual(["data/invalid/b.in", "data/sample-x"]);
  });
});
