// The one reader of problem packages (lib/problem-package/read-package.ts) with the package's code
// stubbed: no program runs, only the reader's own rules are under test. Each refusal is a
// PackageError naming the package and the file; a package it accepts comes back with its texts,
// samples, invalid inputs and program paths.
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { PackageFiles } from "../../../lib/problem-package/format";
import { problemMetadataSchema } from "../../../lib/problem-package/metadata";
import { formatIssues, PackageError, parseMetadata, readPackage, stressSeed } from "../../../lib/problem-package/read-package";
import { scaffoldFiles } from "../../../lib/problem-package/scaffold";
import { MINIMAL_DEFINITION, MINIMAL_SLUG, STUB_PACKAGE_DIR, stubPackageCode } from "../../helpers/minimal-package";

const SLUG = MINIMAL_SLUG;
const DIR = STUB_PACKAGE_DIR;
const META = MINIMAL_DEFINITION;

const scaffold = (): PackageFiles => scaffoldFiles(SLUG, "Take away");

describe("PackageError", () => {
  it("names the package by its folder's last part, then the file", () => {
    const error = new PackageError("/srv/problems/take-away", "problem.ts", "broken");
    expect(error.message).toBe("problem package take-away: problem.ts: broken");
    expect(error.name).toBe("PackageError");
    expect(error).toBeInstanceOf(Error);
  });

  it("names no file when several are at fault", () => {
    expect(new PackageError("take-away", null, "a; b").message).toBe("problem package take-away: a; b");
  });
});

describe("parseMetadata", () => {
  it("returns the metadata with its defaults filled in", () => {
    expect(parseMetadata(SLUG, META).testPlan).toEqual({ seed: 1, groups: ["samples"], stressRounds: 10 });
  });

  it("names every field at fault by its path, joined by dots", () => {
    const raw = { ...META, limits: { timeMs: 50, memoryMb: 256 }, difficulty: "trivial" };
    expect(() => parseMetadata(SLUG, raw)).toThrow(/^problem package take-away: problem\.ts: field "limits\.timeMs": .+; field "difficulty": /);
  });

  it("calls a metadata that is not an object the root", () => {
    expect(() => parseMetadata(SLUG, 42)).toThrow(/^problem package take-away: problem\.ts: field "\(root\)": /);
  });

  it("refuses a tolerance for a checker other than float", () => {
    expect(() => parseMetadata(SLUG, { ...META, tolerance: { absolute: 0.1 } })).toThrow('field "tolerance": a tolerance is only for checker "float"');
  });

  it("checks the slug against the expected one, naming where that comes from", () => {
    expect(parseMetadata(SLUG, META, { slug: SLUG, from: "the folder name" }).slug).toBe(SLUG);
    expect(() => parseMetadata("other", META, { slug: "other", from: "the folder name" })).toThrow(
      'problem package other: problem.ts: field "slug": "take-away" must equal the folder name',
    );
  });
});

describe("formatIssues", () => {
  it("lists each issue with its field, separated by semicolons", () => {
    const parsed = problemMetadataSchema.safeParse({ ...META, title: "", tags: [] });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(formatIssues(parsed.error.issues)).toMatch(/^field "title": [^;]+; field "tags": [^;]+$/);
  });
});

describe("stressSeed", () => {
  it("gives each round of a package its own seed, from the package's seed", () => {
    const meta = parseMetadata(SLUG, { ...META, testPlan: { seed: 3, groups: ["samples"] } });
    expect(stressSeed(meta, 0)).toBe(3 * 7919);
    expect(stressSeed(meta, 5)).toBe(3 * 7919 + 5);
  });
});

describe("readPackage", () => {
  it("returns the package's texts, samples, invalid inputs and program paths", async () => {
    const { code, seen } = stubPackageCode();
    const files: PackageFiles = { ...scaffold(), "data/sample/02.in": "3\n", "data/sample/02.ans": "First\n" };
    const pkg = await readPackage(files, code, { name: "draft" });
    expect(pkg.origin).toBe("untrusted");
    expect(pkg.dir).toBe(DIR);
    expect(pkg.meta.slug).toBe(SLUG);
    expect(pkg.statement).toBe(files["statement.md"]);
    expect(pkg.editorial).toBe(files["editorial.md"]);
    expect(pkg.samples).toEqual([
      { name: "01", input: files["data/sample/01.in"], answer: files["data/sample/01.ans"] },
      { name: "02", input: "3\n", answer: "First\n" },
    ]);
    expect(pkg.invalidInputs).toEqual([
      { name: "01-negative", input: "-1\n" },
      { name: "02-too-large", input: "1000000001\n" },
      { name: "03-not-a-number", input: "seven\n" },
    ]);
    expect(pkg.referenceFile).toBe(path.join(DIR, "solutions", "accepted", "reference.ts"));
    expect(pkg.bruteForceFile).toBe(path.join(DIR, "solutions", "brute_force", "brute.ts"));
    expect(pkg.checkerFile).toBeUndefined();
    expect(Object.keys(pkg.files)).toEqual(Object.keys(files).sort());
    // The programs may validate the known inputs ahead: samples first, then the invalid inputs.
    expect(seen.knownInputs).toEqual([[files["data/sample/01.in"], "3\n", "-1\n", "1000000001\n", "seven\n"]]);
    expect(seen.hashed).toEqual([pkg.files]);
    expect(pkg.contentHash).toBe(`hash of ${Object.keys(files).length} files`);
  });

  it("expands a generated invalid input and sorts the invalid inputs by name", async () => {
    const files = { ...scaffold(), "data/invalid/01-negative-b.gen.json": '{"parts":[{"repeat":"-1\\n","times":2}]}' };
    const pkg = await readPackage(files, stubPackageCode().code, { name: SLUG });
    // "01-negative" sorts before "01-negative-b" although its path sorts after (".in" > "-b").
    expect(pkg.invalidInputs.slice(0, 2)).toEqual([
      { name: "01-negative", input: "-1\n" },
      { name: "01-negative-b", input: "-1\n-1\n" },
    ]);
  });

  it("refuses a generated invalid input that does not expand, naming its file", async () => {
    const files = { ...scaffold(), "data/invalid/04-huge.gen.json": "{" };
    await expect(readPackage(files, stubPackageCode().code, { name: SLUG })).rejects.toThrow("problem package take-away: data/invalid/04-huge.gen.json: is not JSON");
  });

  it("refuses a package that breaks the format, with every error and no file of its own", async () => {
    const withNotes: PackageFiles = { ...scaffold(), "notes.txt": "" };
    const { "validator.ts": _v, ...files } = withNotes;
    await expect(readPackage(files, stubPackageCode().code, { name: "draft-7" })).rejects.toThrow(
      /^problem package draft-7: notes\.txt: not a file of the package format .*; validator\.ts is missing: every package has it$/,
    );
  });

  it("checks problem.ts's slug against the expected one", async () => {
    const read = readPackage(scaffold(), stubPackageCode().code, { name: "nim", expectedSlug: { slug: "nim", from: "the draft's slug" } });
    await expect(read).rejects.toThrow('problem package nim: problem.ts: field "slug": "take-away" must equal the draft\'s slug');
  });

  it("asks for checker.ts when problem.ts names the program checker, and returns its path", async () => {
    const program = stubPackageCode({ ...META, checker: "program" }).code;
    await expect(readPackage(scaffold(), program, { name: "draft" })).rejects.toThrow('problem package take-away: checker.ts: is missing (problem.ts says checker: "program")');
    const pkg = await readPackage({ ...scaffold(), "checker.ts": "" }, program, { name: "draft" });
    expect(pkg.checkerFile).toBe(path.join(DIR, "checker.ts"));
  });

  it("refuses checker.ts when problem.ts names another checker", async () => {
    const lines = stubPackageCode({ ...META, checker: "lines" }).code;
    await expect(readPackage({ ...scaffold(), "checker.ts": "" }, lines, { name: "draft" })).rejects.toThrow(
      'problem package take-away: checker.ts: is present but problem.ts says checker: "lines" (use "program")',
    );
  });

  it("refuses an editorial whose widget directive does not compute, naming the line", async () => {
    const files = { ...scaffold(), "editorial.md": "Small cases:\n\n```widget\npn-grid game=no-such-game\n```\n" };
    await expect(readPackage(files, stubPackageCode().code, { name: "draft" })).rejects.toThrow(/^problem package take-away: editorial\.md: line 3: widget "pn-grid game=no-such-game": /);
  });

  it("accepts an editorial whose widget directives compute", async () => {
    const editorial = "The P-positions:\n\n```widget\npn-grid game=kiki rows=3 cols=3\n```\n";
    const pkg = await readPackage({ ...scaffold(), "editorial.md": editorial }, stubPackageCode().code, { name: "draft" });
    expect(pkg.editorial).toBe(editorial);
  });
});
