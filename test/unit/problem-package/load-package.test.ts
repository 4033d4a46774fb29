// The bundled packages' strategy (lib/problem-package/load-package.ts): a folder read as a files
// map, which folders under problems/ are packages, how their code is imported in this process and
// refused when an export is missing or of the wrong kind, and the content hash that covers the
// engine too. Broken packages are small folders under the system's temp folder, each with its
// own files (a module once imported stays cached).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seededRandom } from "../../../lib/game";
import { packageContentHash } from "../../../lib/problem-package/content-hash";
import { bundledPackageCode, listPackageDirs, loadPackage, PROBLEMS_DIR } from "../../../lib/problem-package/load-package";
import { parseMetadata, stressSeed } from "../../../lib/problem-package/read-package";
import { readPackageFolder } from "../../../lib/problem-package/read-package-folder";
import { scaffoldFiles } from "../../../lib/problem-package/scaffold";
import { MINIMAL_DEFINITION, MINIMAL_SLUG } from "../../helpers/minimal-package";

const root = mkdtempSync(path.join(os.tmpdir(), "load-package-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes `files` ({path: text}) into a new folder `name` under the temp root. */
function folder(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const META = MINIMAL_DEFINITION;
const meta = parseMetadata(MINIMAL_SLUG, META);
const GENERATE = "export default () => [];\n";
const VALIDATE = 'export default (input) => { if (input !== "ok") throw new Error("not ok"); };\n';

describe("readPackageFolder", () => {
  it("reads every file under the folder as text, keyed by its \"/\"-separated path, sorted", () => {
    const dir = folder("read", { "statement.md": "é\n", "data/sample/01.in": "1\n", "data/invalid/x.in": "-1\n", "problem.ts": "p" });
    mkdirSync(path.join(dir, "solutions", "empty"), { recursive: true });
    const files = readPackageFolder(dir);
    expect(Object.keys(files)).toEqual(["data/invalid/x.in", "data/sample/01.in", "problem.ts", "statement.md"]);
    expect(files).toEqual({ "data/invalid/x.in": "-1\n", "data/sample/01.in": "1\n", "problem.ts": "p", "statement.md": "é\n" });
  });
});

describe("listPackageDirs", () => {
  it("lists the folders holding a problem.ts, sorted, and nothing else", () => {
    const packages = path.join(root, "list");
    // Made out of order: Node promises no order for a folder's listing; the list is sorted.
    const names = ["p4", "p1", "p6", "p2", "p5", "p3"];
    for (const name of names) folder(`list/${name}`, { "problem.ts": "" });
    folder("list/notes", { "readme.md": "" });
    writeFileSync(path.join(packages, "problem.ts"), "");
    expect(listPackageDirs(packages)).toEqual([...names].sort().map((name) => path.join(packages, name)));
  });

  it("reads problems/ by default", () => {
    const dirs = listPackageDirs();
    expect(dirs).toContain(path.join(PROBLEMS_DIR, "hdu-1846-brave-game"));
    expect(dirs.every((dir) => path.dirname(dir) === PROBLEMS_DIR)).toBe(true);
  });
});

describe("bundledPackageCode", () => {
  it("imports the metadata, and refuses a problem.ts without a default export", async () => {
    const code = bundledPackageCode(folder("meta-ok", { "problem.ts": `export default ${JSON.stringify(META)};\n` }));
    expect(code.origin).toBe("bundled");
    expect(code.dir).toBe(path.join(root, "meta-ok"));
    expect(await code.loadMetadata()).toEqual(META);
    const missing = bundledPackageCode(folder("meta-missing", { "problem.ts": "export const problem = 1;\n" }));
    await expect(missing.loadMetadata()).rejects.toThrow("problem package meta-missing: problem.ts: must export the metadata as its default export");
  });

  it("returns the generator and the validator, with no stress input when generator.ts has none", async () => {
    const code = bundledPackageCode(folder("programs-ok", { "generator.ts": GENERATE, "validator.ts": VALIDATE }));
    const programs = await code.loadPrograms(meta, []);
    expect(programs.generate(meta)).toEqual([]);
    expect(() => programs.validate("ok")).not.toThrow();
    expect(() => programs.validate("no")).toThrow("not ok");
    expect(programs.stressInput).toBeUndefined();
  });

  it("seeds each stress round from the package's seed and the round", async () => {
    const stress = "export const stress = (rng) => String(rng.int(0, 1000000000));\n";
    const code = bundledPackageCode(folder("stress-ok", { "generator.ts": GENERATE + stress, "validator.ts": VALIDATE }));
    const { stressInput } = await code.loadPrograms(meta, []);
    for (const round of [1, 2]) {
      expect(await stressInput!(round)).toBe(String(seededRandom(stressSeed(meta, round)).int(0, 1_000_000_000)));
    }
  });

  it.each([
    ["generator-missing", { "generator.ts": "export const x = 1;\n", "validator.ts": VALIDATE }, "generator.ts: must export the generator function as its default export"],
    ["validator-missing", { "generator.ts": GENERATE, "validator.ts": "export const x = 1;\n" }, "validator.ts: must export the validator function as its default export"],
    ["stress-not-function", { "generator.ts": `${GENERATE}export const stress = 3;\n`, "validator.ts": VALIDATE }, "generator.ts: the `stress` export must be a function"],
    ["generator-not-function", { "generator.ts": "export default 3;\n", "validator.ts": VALIDATE }, "generator.ts: default export is not a function"],
    ["validator-not-function", { "generator.ts": GENERATE, "validator.ts": 'export default "x";\n' }, "validator.ts: default export is not a function"],
  ])("refuses a package whose programs break the contract (%s)", async (name, files, message) => {
    await expect(bundledPackageCode(folder(name, files)).loadPrograms(meta, [])).rejects.toThrow(`problem package ${name}: ${message}`);
  });

  it("hashes the files together with the engine's, under lib/game/", () => {
    const code = bundledPackageCode(path.join(root, "hash"));
    const files = { "problem.ts": "x" };
    const engine = readPackageFolder(path.join(import.meta.dirname, "..", "..", "..", "lib", "game"));
    const expected = packageContentHash({ ...files, ...Object.fromEntries(Object.entries(engine).map(([rel, text]) => [`lib/game/${rel}`, text])) });
    expect(code.contentHash(files)).toBe(expected);
    expect(code.contentHash(files)).not.toBe(packageContentHash(files));
  });
});

describe("loadPackage", () => {
  it("refuses a package whose slug is not its folder's name", async () => {
    const files = { ...scaffoldFiles("take-away", "Take away"), "problem.ts": `export default ${JSON.stringify(META)};\n` };
    await expect(loadPackage(folder("other-name", files))).rejects.toThrow('problem package other-name: problem.ts: field "slug": "take-away" must equal the folder name');
  });
});
