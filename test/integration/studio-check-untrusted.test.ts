// An instructor's package checked from its files with every piece of its code in the sandbox
// (judge/package-check/untrusted-package): a good draft passes, a wrong reference is caught with the smallest
// counterexample, and hostile code (reading host files or the database, writing outside its
// sandbox, looping forever) is contained and reported, never run in this process.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkPackage } from "../../judge/package-check/check-package";
import { loadUntrustedMetadata, loadUntrustedPackage } from "../../judge/package-check/untrusted-package/load-untrusted-package";
import { GOOD_SLUG, goodDraft, wrongReferenceDraft } from "./studio-check-fixtures";

const hostDir = mkdtempSync(path.join(tmpdir(), "nimbus-studio-check-"));
const secretFile = path.join(hostDir, "secret.txt");
const fakeDatabase = path.join(hostDir, "nimbus.db");
writeFileSync(secretFile, "TOP-SECRET-CANARY\n", { mode: 0o644 });
writeFileSync(fakeDatabase, "SQLite format 3\0DATABASE-CANARY", { mode: 0o644 });
afterAll(() => rmSync(hostDir, { recursive: true, force: true }));

describe("a studio draft checked in the sandbox", () => {
  it("passes when it is right (subtraction game {1, 3, 4})", async () => {
    const pkg = await loadUntrustedPackage(goodDraft(), { slug: GOOD_SLUG });
    expect(pkg.files).toBeDefined();
    const lines: string[] = [];
    const report = await checkPackage(pkg, (line) => lines.push(line));
    expect(report.error).toBeUndefined();
    expect(report.ok).toBe(true);
    expect(report.tests.length).toBe(pkg.samples.length + pkg.generate(pkg.meta).length);
    expect(report.stressRounds).toBe(5);
    expect(report.solutions.map((s) => `${s.folder}/${s.file}: ${s.got}`)).toEqual(["accepted/reference.ts: AC", "wrong_answer/even-is-lost.ts: WA"]);
    expect(lines).toContain("reference vs brute: small 1/1");
    expect(lines.some((l) => /^building tests: \d+\/\d+$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith("judging solutions/wrong_answer/even-is-lost.ts: WA (expected WA)"))).toBe(true);
  });

  it("fails on a wrong reference with the smallest counterexample and both outputs", async () => {
    const report = await checkPackage(await loadUntrustedPackage(wrongReferenceDraft(), { slug: GOOD_SLUG }));
    expect(report.ok).toBe(false);
    expect(report.error).toMatch(/reference and brute force disagree on "every n up to 60"/);
    expect(report.mismatch).toMatchObject({ input: "5\n", reference: "Second\n", brute: "First\n" });
  });

  it("validates problem.ts by the metadata schema, naming the problem and the field", async () => {
    const files = goodDraft();
    expect(await loadUntrustedMetadata(files)).toMatchObject({ ok: true, meta: { slug: GOOD_SLUG, title: "Take 1, 3 or 4" } });
    const bad = { ...files, "problem.ts": files["problem.ts"]!.replace("timeMs: 1000", "timeMs: 5") };
    const result = await loadUntrustedMetadata(bad);
    expect(result).toEqual({ ok: false, error: expect.stringMatching(new RegExp(`problem package ${GOOD_SLUG}: problem.ts: field "limits.timeMs"`)) });
    await expect(loadUntrustedPackage(files, { slug: "another-slug" })).rejects.toThrow(/field "slug": "studio-take-134" must equal the problem's slug "another-slug"/);
  });
});

describe("hostile instructor code is contained", () => {
  const marker = path.join(hostDir, "ran-in-the-judge");

  it("problem.ts cannot read host files, and its top-level code never runs in the judge's process", async () => {
    const files = goodDraft();
    files["problem.ts"] = `import { readFileSync, writeFileSync } from "node:fs";
(globalThis as Record<string, unknown>).__nimbusPwned = true;
try { writeFileSync(${JSON.stringify(marker)}, "x"); } catch {}
const leaked = readFileSync(${JSON.stringify(secretFile)}, "utf8");
export default { slug: leaked };
`;
    const result = await loadUntrustedMetadata(files);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/^problem package \(draft\): problem.ts: failed with exit code/);
    expect(result.error).not.toContain("TOP-SECRET-CANARY");
    expect((globalThis as Record<string, unknown>).__nimbusPwned).toBeUndefined();
    expect(existsSync(marker)).toBe(false);
  });

  it("an import of a host file is refused when bundling", async () => {
    const files = goodDraft();
    files["problem.ts"] = `import secret from ${JSON.stringify(secretFile)};\nexport default { slug: secret };\n`;
    const result = await loadUntrustedMetadata(files);
    expect(result).toEqual({ ok: false, error: expect.stringContaining("a package may import only its own files") });
    expect(JSON.stringify(result)).not.toContain("TOP-SECRET-CANARY");
  });

  it("a generator reading the database file fails the check with the reason", async () => {
    const files = goodDraft();
    files["generator.ts"] = `import { readFileSync } from "node:fs";
const generate = () => [{ group: "small", name: "db", input: readFileSync(${JSON.stringify(fakeDatabase)}, "latin1") }];
export default generate;
`;
    const error = await loadUntrustedPackage(files, { slug: GOOD_SLUG }).then(() => "loaded", (err: Error) => err.message);
    expect(error).toMatch(new RegExp(`^problem package ${GOOD_SLUG}: generator.ts: failed with exit code`));
    expect(error).toMatch(/ERR_ACCESS_DENIED|ENOENT/);
    expect(error).not.toContain("DATABASE-CANARY");
  });

  it("a validator that loops forever is stopped by the sandbox's limit and reported", async () => {
    const files = goodDraft();
    files["validator.ts"] = `const validate = (input: string) => { for (;;) {} };\nexport default validate;\n`;
    // The message says a limit stopped it (npm run bench prints how long that takes).
    const error = await loadUntrustedPackage(files, { slug: GOOD_SLUG }).then(() => "loaded", (err: Error) => err.message);
    expect(error).toMatch(new RegExp(`^problem package ${GOOD_SLUG}: validator.ts: (exceeded the (time|wall-clock) limit|was killed by SIG[A-Z]+)`));
  }, 120_000);
});
