// Seeding a real package through the real sandbox: tests are generated, answered by the
// reference, cross-checked against the brute force and stored once. (The package's solutions
// are judged in package-check.test.ts.)
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildProblemTests, PackageCheckError } from "../../judge/package-check/build-problem-tests";
import { loadPackage, PROBLEMS_DIR } from "../../lib/problem-package/load-package";
import type { ProblemPackage } from "../../lib/problem-package/read-package";
import { seedProblem } from "../../lib/problem-package/seed-problem";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const SLUG = "poj-2234-matches-game";
let database: TestDatabase;
let pkg: ProblemPackage;

beforeAll(async () => {
  database = await createTestDatabase();
  pkg = await loadPackage(path.join(PROBLEMS_DIR, SLUG));
});

afterAll(async () => {
  await database?.cleanup();
});

describe("seeding POJ 2234", () => {
  it("stores the samples first, then every generated test, answered by the reference", async () => {
    const { prisma } = database;
    expect(await seedProblem(prisma, pkg, buildProblemTests)).toMatch(/^created, \d+ tests/);
    const problem = await prisma.problem.findUniqueOrThrow({ where: { slug: SLUG }, include: { testCases: { orderBy: { ordinal: "asc" } } } });
    const tests = problem.testCases;
    expect(tests.length).toBe(pkg.samples.length + pkg.generate(pkg.meta).length);
    expect(tests[0]).toMatchObject({ ordinal: 1, group: "samples", isSample: true, input: "2 45 45\n3 3 6 9\n", expectedOutput: "No\nYes\n" });
    expect(tests.filter((t) => t.isSample)).toHaveLength(1);
    // Every stored answer is the reference's, so it must be Nim's: "Yes" iff the piles' xor is not 0
    // (each input line is "M a1 .. aM").
    const nimAnswer = (line: string) => (line.trim().split(/\s+/).slice(1).reduce((x, pile) => x ^ Number(pile), 0) !== 0 ? "Yes" : "No");
    for (const t of tests) {
      expect(t.expectedOutput, `test ${t.ordinal}`).toBe(`${t.input.trim().split("\n").map(nimAnswer).join("\n")}\n`);
    }
    // The one-pile edge case: the first player always wins.
    expect(tests.find((t) => t.input === "1 1\n1 10000000\n1 7\n")?.expectedOutput).toBe("Yes\nYes\nYes\n");
  });

  it("is idempotent, and replaces the tests without duplicates when the package changes", async () => {
    const { prisma } = database;
    const before = await prisma.testCase.count();
    expect(await seedProblem(prisma, pkg, buildProblemTests)).toBe("unchanged");
    expect(await seedProblem(prisma, { ...pkg, contentHash: "changed" }, buildProblemTests)).toMatch(/^updated/);
    expect(await prisma.testCase.count()).toBe(before);
    expect(await prisma.problem.count()).toBe(1);
    const version = (await prisma.problem.findUniqueOrThrow({ where: { slug: SLUG } })).testDataVersion;
    expect(await seedProblem(prisma, { ...pkg, contentHash: "changed again" }, buildProblemTests)).toMatch(/^updated/);
    expect((await prisma.problem.findUniqueOrThrow({ where: { slug: SLUG } })).testDataVersion).toBe(version + 1);
  });

  it("never overwrites a studio problem that took the same slug", async () => {
    const { prisma } = database;
    const owner = await prisma.user.create({ data: { email: "owner@example.com", name: "owner", passwordHash: "x", role: "instructor" } });
    await prisma.problem.update({ where: { slug: SLUG }, data: { ownerId: owner.id, title: "Mine" } });
    await expect(seedProblem(prisma, { ...pkg, contentHash: "changed a third time" }, buildProblemTests)).rejects.toThrow(/taken by a problem made in the studio/);
    expect((await prisma.problem.findUniqueOrThrow({ where: { slug: SLUG } })).title).toBe("Mine");
    await prisma.problem.update({ where: { slug: SLUG }, data: { ownerId: null } });
  });

  it("refuses a package whose reference disagrees with the brute force, naming the test", async () => {
    const wrong = path.join(pkg.dir, "solutions", "wrong_answer", "sum-parity.ts");
    await expect(buildProblemTests({ ...pkg, samples: [], referenceFile: wrong })).rejects.toThrow(
      /reference and brute force disagree on "all positions with 1 piles of at most 12"/,
    );
    await expect(buildProblemTests({ ...pkg, referenceFile: wrong })).rejects.toBeInstanceOf(PackageCheckError);
  });

  it("names what fails: a sample the validator rejects, a sample answer the reference disagrees with, a failing or unbuildable reference", async () => {
    await expect(buildProblemTests({ ...pkg, validate: () => { throw new Error("no"); } })).rejects.toThrow(/validator rejects data\/sample\/01\.in: no$/);
    await expect(buildProblemTests({ ...pkg, samples: [{ ...pkg.samples[0]!, answer: "Yes\nYes\n" }] })).rejects.toThrow(/reference disagrees with data\/sample\/01\.ans: token 1 differs/);
    const dir = mkdtempSync(path.join(os.tmpdir(), "nimbus-seed-test-"));
    try {
      const crashing = path.join(dir, "crashing.ts");
      writeFileSync(crashing, `process.stderr.write("boom\\n"); process.exit(3);\n`);
      await expect(buildProblemTests({ ...pkg, referenceFile: crashing })).rejects.toThrow(/the reference solver failed on "sample 01": exit code 3\. boom$/);
      const flooding = path.join(dir, "flooding.ts");
      writeFileSync(flooding, `process.stdout.write("x".repeat(17 * 1024 * 1024));\n`);
      await expect(buildProblemTests({ ...pkg, referenceFile: flooding })).rejects.toThrow(/the reference solver failed on "sample 01": limit exceeded \(output\)/);
      await expect(buildProblemTests({ ...pkg, referenceFile: path.join(dir, "missing.ts") })).rejects.toThrow(/^problem poj-2234-matches-game: cannot build its programs: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a package whose validator accepts an invalid input", async () => {
    await expect(buildProblemTests({ ...pkg, validate: () => {} })).rejects.toThrow(/validator accepts data\/invalid\//);
  });
});
