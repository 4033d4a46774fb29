// The reader with and without the Chinese files: it returns both languages' texts, checks the
// Chinese editorial's widget directives like the English one's, and refuses one Chinese file alone.
// The package's code is stubbed (no program runs): only the reader's own rules are under test.
import { describe, expect, it } from "vitest";
import { checkLanguages } from "../../lib/problem-package/compare-languages";
import type { PackageFiles } from "../../lib/problem-package/format";
import { readPackage } from "../../lib/problem-package/read-package";
import { scaffoldFiles } from "../../lib/problem-package/scaffold";
import { MINIMAL_DEFINITION, MINIMAL_SLUG, stubPackageCode } from "../helpers/minimal-package";

const SLUG = MINIMAL_SLUG;

const stubCode = (titleZh?: string) => stubPackageCode(titleZh === undefined ? MINIMAL_DEFINITION : { ...MINIMAL_DEFINITION, titleZh }).code;
const read = (files: PackageFiles, titleZh?: string) => readPackage(files, stubCode(titleZh), { name: SLUG });

describe("readPackage and the two languages", () => {
  it("reads a package without Chinese: statementZh and editorialZh are undefined", async () => {
    const pkg = await read(scaffoldFiles(SLUG, "Take away"));
    expect(pkg.statement).toMatch(/^A pile holds \$n\$ stones/);
    expect(pkg.statementZh).toBeUndefined();
    expect(pkg.editorialZh).toBeUndefined();
  });

  it("returns the Chinese statement and editorial when the package has them", async () => {
    const files = scaffoldFiles(SLUG, "Take away", { titleZh: "取石子" });
    const pkg = await read(files, "取石子");
    expect(pkg.statementZh).toBe(files["statement.zh.md"]);
    expect(pkg.statementZh).toMatch(/^一堆石子有 \$n\$ 个/);
    expect(pkg.editorialZh).toBe(files["editorial.zh.md"]);
    expect(pkg.meta.titleZh).toBe("取石子");
  });

  it("validates the widget directives of editorial.zh.md like those of editorial.md", async () => {
    const files = { ...scaffoldFiles(SLUG, "Take away", { titleZh: "取石子" }), "editorial.zh.md": "小规模的情形：\n\n```widget\npn-grid game=no-such-game\n```\n" };
    await expect(read(files, "取石子")).rejects.toThrow(/problem package take-away: editorial\.zh\.md: line 3: widget "pn-grid game=no-such-game": /);
  });

  it("refuses a Chinese statement without its editorial", async () => {
    const { "editorial.zh.md": _dropped, ...files } = scaffoldFiles(SLUG, "Take away", { titleZh: "取石子" });
    expect(_dropped).toBeDefined();
    await expect(read(files, "取石子")).rejects.toThrow(/statement\.zh\.md: statement\.zh\.md and editorial\.zh\.md come together/);
  });
});

describe("checkLanguages", () => {
  const both = scaffoldFiles(SLUG, "Take away", { titleZh: "取石子" });
  const englishOnly = scaffoldFiles(SLUG, "Take away");

  it("passes the scaffold in both languages, bundled or not", () => {
    expect(checkLanguages(both, { titleZh: "取石子" }, "bundled")).toEqual({ errors: [], missingLanguages: [] });
    expect(checkLanguages(both, { titleZh: "取石子" }, "untrusted")).toEqual({ errors: [], missingLanguages: [] });
  });

  it("fails a bundled package without Chinese, and lets a draft pass with the missing language", () => {
    expect(checkLanguages(englishOnly, {}, "bundled")).toEqual({
      errors: ["statement.zh.md and editorial.zh.md are missing: every bundled problem is written in English and Chinese"],
      missingLanguages: ["zh"],
    });
    expect(checkLanguages(englishOnly, {}, "untrusted")).toEqual({ errors: [], missingLanguages: ["zh"] });
  });

  it("asks for the Chinese title when the Chinese texts are there", () => {
    expect(checkLanguages(both, {}, "untrusted").errors).toEqual([
      'problem.ts: field "titleZh" is missing: a package with statement.zh.md gives its Chinese title',
    ]);
  });

  it("fails when the languages differ, bundled or not", () => {
    const changed = { ...both, "statement.zh.md": both["statement.zh.md"]!.replace("10^9", "10^8") };
    const { errors } = checkLanguages(changed, { titleZh: "取石子" }, "untrusted");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^statement\.zh\.md: the limit 10\^9 \(in \$0 \\le n \\le 10\^9\$\) of statement\.md is missing; it has 10\^8/);
  });
});
