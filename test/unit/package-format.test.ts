// The package format's one rule set and the one reader: every bundled folder obeys the rules a
// draft is saved by; generated invalid inputs expand and are still rejected by the validator;
// the content hash does not depend on key order.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packageContentHash } from "../../lib/problem-package/content-hash";
import { INVALID_GENERATED_SUFFIX, PACKAGE_LIMITS, packageFormatErrors, SOLUTION_FOLDERS } from "../../lib/problem-package/format";
import { expandGeneratedInput } from "../../lib/problem-package/generated-input";
import { listPackageDirs, loadPackage, PROBLEMS_DIR } from "../../lib/problem-package/load-package";
import { readPackageFolder } from "../../lib/problem-package/read-package-folder";
import { scaffoldFiles } from "../../lib/problem-package/scaffold";

describe("the package format", () => {
  it.each(listPackageDirs().map((dir) => path.basename(dir)))("problems/%s obeys the rules a draft is saved by", (slug) => {
    expect(packageFormatErrors(readPackageFolder(path.join(PROBLEMS_DIR, slug)))).toEqual([]);
  });

  it("keeps committed files small: large inputs are generated", () => {
    for (const dir of listPackageDirs()) {
      for (const [file, text] of Object.entries(readPackageFolder(dir))) {
        expect(text.length, `${path.basename(dir)}/${file}`).toBeLessThanOrEqual(64 * 1024);
      }
    }
  });

  it("names the verdict of each solutions folder", () => {
    expect(SOLUTION_FOLDERS).toEqual({ accepted: "AC", wrong_answer: "WA", time_limit_exceeded: "TLE", runtime_error: "RE" });
  });

  it("refuses an invalid input given both ways, and a package without samples", () => {
    const files: Record<string, string> = { ...scaffoldFiles("take-away", "Take away"), [`data/invalid/01-negative${INVALID_GENERATED_SUFFIX}`]: '{"parts":[{"text":"-1\\n"}]}' };
    delete files["data/sample/01.in"];
    delete files["data/sample/01.ans"];
    const errors = packageFormatErrors(files);
    expect(errors).toContain(`data/invalid/01-negative.in: data/invalid/01-negative${INVALID_GENERATED_SUFFIX} describes the same invalid input; keep one`);
    expect(errors).toContain("data/sample/ needs at least one 01.in with its 01.ans");
  });
});

describe("generated invalid inputs", () => {
  it("expands text and repeated parts in order", () => {
    expect(expandGeneratedInput('{"parts":[{"text":"2\\n"},{"repeat":"1 2\\n","times":3},{"text":"0 0\\n"}]}')).toBe("2\n1 2\n1 2\n1 2\n0 0\n");
  });

  it("refuses a malformed description and one that expands past the limit", () => {
    expect(() => expandGeneratedInput("not json")).toThrow(/is not JSON/);
    expect(() => expandGeneratedInput('{"parts":[{"repeat":"x","times":0}]}')).toThrow(/is not a generated input description/);
    expect(() => expandGeneratedInput('{"parts":[{"text":"a"}],"code":"process.exit()"}')).toThrow(/is not a generated input description/);
    expect(() => expandGeneratedInput(`{"parts":[{"repeat":"1 2\\n","times":${PACKAGE_LIMITS.generatedInputBytes}}]}`)).toThrow(/expands to \d+ characters, more than/);
  });

  it("is read by the reader and rejected by the package's validator", async () => {
    const pkg = await loadPackage(path.join(PROBLEMS_DIR, "hdu-2147-kikis-game"));
    const tooMany = pkg.invalidInputs.find((t) => t.name === "13-too-many-cases");
    expect(tooMany?.input.split("\n").length).toBe(100_003);
    expect(() => pkg.validate(tooMany!.input)).toThrow(/more than 100000 test cases/);
    // The input just under the bound is valid: the description's size is what makes it invalid.
    expect(() => pkg.validate(tooMany!.input.replace("1 2\n", ""))).not.toThrow();
  });
});

describe("the content hash", () => {
  it("is the same for the same files in any order and changes with any byte", () => {
    const files = scaffoldFiles("take-away", "Take away");
    const reversed = Object.fromEntries(Object.entries(files).reverse());
    expect(packageContentHash(reversed)).toBe(packageContentHash(files));
    expect(packageContentHash({ ...files, "statement.md": `${files["statement.md"]} ` })).not.toBe(packageContentHash(files));
  });
});
