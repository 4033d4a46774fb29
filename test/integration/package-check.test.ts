// The package check end to end, through the real sandbox and judge: every bundled package
// passes and its solutions get the verdicts their folders name; a wrong reference is caught
// and its counterexample shrunk; a freshly scaffolded package passes as it stands.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkPackage } from "../../judge/package-check/check-package";
import { defaultCheckJobs, startPackageChecks, type PackageCheckOutcome } from "../../judge/package-check/check-packages";
import { listPackageDirs, loadPackage, PROBLEMS_DIR } from "../../lib/problem-package/load-package";
import { scaffoldFiles } from "../../lib/problem-package/scaffold";
import { withTempPackage } from "../helpers/package-files";

// The checks run side by side (one per core, at most four), started in order when the first
// test begins; each test waits for its own package's report.
const packageDirs = listPackageDirs();
let outcomes: Promise<PackageCheckOutcome>[] | undefined;
const outcomeOf = (index: number) => (outcomes ??= startPackageChecks(packageDirs, defaultCheckJobs()))[index]!;

describe.each(packageDirs.map((dir, index) => ({ slug: path.basename(dir), index })))("package $slug", ({ index }) => {
  it("passes the package check: tests built, reference = brute force, every solution gets its folder's verdict", async () => {
    const outcome = await outcomeOf(index);
    if ("error" in outcome) throw outcome.error;
    const report = outcome.report;
    expect(report.error).toBeUndefined();
    expect(report.ok).toBe(true);
    expect(report.bruteAnswersCompared).toBeGreaterThan(0);
    expect(report.solutions.filter((s) => s.folder === "accepted").length).toBeGreaterThanOrEqual(2);
    expect(report.solutions.filter((s) => s.folder === "wrong_answer").length).toBeGreaterThanOrEqual(1);
    for (const s of report.solutions) expect(`${s.folder}/${s.file}: ${s.got}`).toBe(`${s.folder}/${s.file}: ${s.expected}`);
    // Every accepted program's slowest test is at most a third of the limit.
    expect(report.timeMargin!.ratio).toBeGreaterThanOrEqual(3);
  });
});

describe("the package check refuses a time limit that an accepted program runs near", () => {
  it("fails the package, naming the program, its slowest test and the limit it needs", async () => {
    const slug = "time-margin-test";
    const files = scaffoldFiles(slug, "Time Margin Test", { titleZh: "时限余量测试" });
    // On the sample alone it spins for 400 ms of its own CPU time: the judge measures at least
    // that, so the 1000 ms limit is at most 2.5x its slowest test, however busy the machine.
    files["solutions/accepted/slow-on-sample.ts"] = `import { readFileSync } from "node:fs";
const input = readFileSync(0, "utf8");
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
if (input.startsWith("0\\n1\\n2\\n7\\n10")) { const until = cpu() + 400; while (cpu() < until); }
const out = input.split("\\n").filter((l) => l.trim() !== "").map((l) => (Number(l) % 7 === 0 || Number(l) % 7 === 2 ? "Second" : "First"));
process.stdout.write(out.join("\\n") + "\\n");
`;
    const report = await withTempPackage(slug, files, async (dir) => checkPackage(await loadPackage(dir)));
    expect(report.solutions.find((s) => s.file === "slow-on-sample.ts")).toMatchObject({ got: "AC" });
    expect(report.ok).toBe(false);
    expect(report.timeMargin!.slowest.file).toBe("accepted/slow-on-sample.ts");
    expect(report.timeMargin!.slowest.timeMs).toBeGreaterThanOrEqual(400);
    expect(report.error).toMatch(/^the time limit \(1000 ms\) is [0-2]\.\dx the slowest accepted test \(accepted\/slow-on-sample\.ts, \d+ ms\); at least 3x is needed: raise the limit to \d+ ms or make the program faster$/);
  });
});

describe("the package check catches a wrong reference", () => {
  it("reports the smallest failing input it finds, with both outputs", async () => {
    const pkg = await loadPackage(path.join(PROBLEMS_DIR, "poj-2234-matches-game"));
    const wrong = path.join(pkg.dir, "solutions", "wrong_answer", "sum-parity.ts");
    const report = await checkPackage({ ...pkg, samples: [], referenceFile: wrong });
    expect(report.ok).toBe(false);
    expect(report.error).toMatch(/reference and brute force disagree on "all positions with 1 piles of at most 12"/);
    // One pile of 2: the sum is even ("No"), yet the first player takes both matches.
    expect(report.mismatch).toMatchObject({ input: "1 2\n", reference: "No\n", brute: "Yes\n" });
  });
});

describe("the package check catches a reference wrong only beyond the small tests", () => {
  it("finds it in a stress round, shrinks it to one pile, and says which round", async () => {
    const slug = "stress-mismatch-test";
    const files = scaffoldFiles(slug, "Stress Mismatch Test", { titleZh: "压力测试" });
    // Right up to 60 (the scaffold's small tests), then it forgets that n mod 7 = 2 is lost; the
    // stress rounds draw piles up to 200.
    files["solutions/accepted/reference.ts"] = files["solutions/accepted/reference.ts"]!.replace("r === 0 || r === 2", "r === 0 || (r === 2 && Number(l) <= 60)");
    const report = await withTempPackage(slug, files, async (dir) => checkPackage(await loadPackage(dir)));
    expect(report.ok).toBe(false);
    expect(report.tests.length).toBeGreaterThan(0);
    expect(report.error).toMatch(/^problem stress-mismatch-test: reference and brute force disagree in stress round [1-5]$/);
    const pile = Number(report.mismatch!.input);
    expect({ input: report.mismatch!.input, lost: pile > 60 && pile % 7 === 2 }).toEqual({ input: `${pile}\n`, lost: true });
    expect(report.mismatch).toMatchObject({ reference: "First\n", brute: "Second\n" });
    expect(report.mismatch!.testName).toMatch(/^stress round [1-5]$/);
  });

  it("reports a reference that fails in a stress round as that failure, with nothing to shrink", async () => {
    const slug = "stress-failure-test";
    const files = scaffoldFiles(slug, "Stress Failure Test", { titleZh: "压力测试" });
    // Only the stress rounds have exactly 50 piles.
    files["solutions/accepted/reference.ts"] = files["solutions/accepted/reference.ts"]!.replace("process.stdout.write(", "if (out.length === 50) process.exit(1);\nprocess.stdout.write(");
    const report = await withTempPackage(slug, files, async (dir) => checkPackage(await loadPackage(dir)));
    expect(report.error).toMatch(/^problem stress-failure-test: the reference solver failed on "stress round 1": exit code 1\./);
    expect(report.mismatch).toBeUndefined();
    expect(report.stressRounds).toBe(0);
  });
});

describe("npm run problem -- new", () => {
  it("scaffolds a package that passes the check as it stands", async () => {
    const slug = "scaffold-test";
    const lines: string[] = [];
    const report = await withTempPackage(slug, scaffoldFiles(slug, "Scaffold Test", { titleZh: "脚手架测试" }), async (dir) => checkPackage(await loadPackage(dir), (line) => lines.push(line)));
    expect(report.error).toBeUndefined();
    // Progress as the studio shows it: one line per test built, counting the samples.
    const built = report.tests.length;
    const samples = report.tests.filter((t) => t.isSample).length;
    expect(lines.filter((line) => line.startsWith("building tests:"))).toEqual(Array.from({ length: built - samples + 1 }, (_, i) => `building tests: ${samples + i}/${built}`));
    expect(lines).toContain(`reference vs brute: stress ${report.stressRounds}/${report.stressRounds}`);
    expect(report.ok).toBe(true);
    expect(report.solutions.map((s) => `${s.folder}/${s.file}: ${s.got}`)).toEqual([
      "accepted/reference.ts: AC",
      "wrong_answer/even-is-lost.ts: WA",
    ]);
  });
});
