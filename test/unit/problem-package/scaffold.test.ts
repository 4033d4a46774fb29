// The scaffold of a new package (lib/problem-package/scaffold.ts) is a working package: it loads
// through the bundled strategy (its problem.ts, generator and validator run), every file is filled
// in, its generated tests pass its validator and its invalid inputs do not, and its samples are
// answered by the game it describes (take 1, 3 or 4), searched with lib/game.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { outcome, type ImpartialGame } from "../../../lib/game";
import { bundledPackageCode } from "../../../lib/problem-package/load-package";
import { readPackage } from "../../../lib/problem-package/read-package";
import { scaffoldFiles } from "../../../lib/problem-package/scaffold";
import { writePackageFiles } from "../../helpers/package-files";

const root = mkdtempSync(path.join(os.tmpdir(), "scaffold-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes a package into its own folder under the temp root. */
const writePackage = (parent: string, slug: string, files: Record<string, string>) => writePackageFiles(path.join(root, parent, slug), files);

/** Reads the scaffold written for `slug` through the bundled strategy (its code imported), without the engine's content hash. */
function load(parent: string, slug: string, files: Record<string, string>) {
  const dir = writePackage(parent, slug, files);
  return readPackage(files, { ...bundledPackageCode(dir), contentHash: () => "unused" }, { name: slug, expectedSlug: { slug, from: "the folder name" } });
}

/** The English scaffold, read once for the tests that need it. */
let english: ReturnType<typeof load> | undefined;
const englishPackage = () => (english ??= load("en", "take-away", scaffoldFiles("take-away", 'Take "away"')));

const subtraction: ImpartialGame<number> = { moves: (n) => [1, 3, 4].filter((d) => d <= n).map((d) => n - d), key: (n) => n };

describe("scaffoldFiles", () => {
  it("fills in every file it makes", () => {
    for (const [file, text] of Object.entries(scaffoldFiles("take-away", "Take away", { titleZh: "取石子" }))) {
      expect(text.trim().length, file).toBeGreaterThan(0);
    }
  });

  it("writes the Chinese texts exactly when given a Chinese title", () => {
    expect(Object.keys(scaffoldFiles("take-away", "Take away"))).not.toContain("statement.zh.md");
    const zh = scaffoldFiles("take-away", "Take away", { titleZh: "取石子" });
    expect(Object.keys(zh)).toEqual(expect.arrayContaining(["statement.zh.md", "editorial.zh.md"]));
  });

  it("loads as a package with the slug and titles it was given", async () => {
    const pkg = await englishPackage();
    expect(pkg.meta.slug).toBe("take-away");
    expect(pkg.meta.title).toBe('Take "away"');
    expect(pkg.meta.source).toEqual({ judge: "Nimbus", id: "take-away", title: 'Take "away"' });
    expect(Object.keys(pkg.meta)).not.toContain("titleZh");
    expect(pkg.statementZh).toBeUndefined();

    const zh = await load("zh", "take-away", scaffoldFiles("take-away", "Take away", { titleZh: "取石子" }));
    expect(zh.meta.titleZh).toBe("取石子");
    expect(zh.statementZh).toBeDefined();
  });

  it("generates tests its validator accepts, and has invalid inputs its validator refuses", async () => {
    const pkg = await englishPackage();
    const tests = pkg.generate(pkg.meta);
    expect(tests.map((t) => t.group)).toEqual(["small", "random", "edge", "maximal"]);
    for (const t of tests) expect(() => pkg.validate(t.input), t.name).not.toThrow();
    expect(() => pkg.validate(String(pkg.stressInput!(1)))).not.toThrow();
    for (const sample of pkg.samples) expect(() => pkg.validate(sample.input)).not.toThrow();
    expect(pkg.invalidInputs.length).toBeGreaterThan(0);
    for (const t of pkg.invalidInputs) expect(() => pkg.validate(t.input), t.name).toThrow();
  });

  it("answers its samples as the game it describes is won", () => {
    const files = scaffoldFiles("take-away", "Take away");
    const memo = new Map();
    const piles = files["data/sample/01.in"]!.trim().split("\n").map(Number);
    const answers = piles.map((n) => (outcome(subtraction, n, memo) === "P" ? "Second" : "First"));
    expect(files["data/sample/01.ans"]).toBe(`${answers.join("\n")}\n`);
  });
});
