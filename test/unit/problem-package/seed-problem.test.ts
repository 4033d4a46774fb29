// Seeding a bundled package into the database (a temporary SQLite file): stored once with its
// tests, skipped while its content hash is unchanged, rewritten as a new test version when it
// changes, and never over a studio problem of the same slug. The tests and the checker bundle
// come from stubs here (the real ones run in the sandbox: test/integration/seed.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemPackage } from "../../../lib/problem-package/read-package";
import { buildSeed, seedingNeeded, seedProblem, type TestToStore } from "../../../lib/problem-package/seed-problem";
import { minimalMetadata } from "../../helpers/minimal-package";
import { makeProblem, makeUser } from "../../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../../helpers/test-db";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
});
afterAll(async () => database.cleanup());

/** The package fields seeding reads (the programs are never called: buildTests is a stub). */
function pkg(slug: string, contentHash: string, more: Partial<ProblemPackage> = {}): ProblemPackage {
  return {
    meta: minimalMetadata({ slug }),
    statement: "# Take away\n",
    editorial: "Small cases.\n",
    statementZh: "取石子。\n",
    editorialZh: "小规模。\n",
    contentHash,
    checkerFile: undefined,
    ...more,
  } as ProblemPackage;
}

const test = (ordinal: number, group: TestToStore["group"], input: string): TestToStore => ({ ordinal, group, isSample: group === "samples", input, expectedOutput: `answer ${input}` });
const TESTS = [test(1, "samples", "1\n"), test(2, "small", "2\n"), test(3, "small", "3\n"), test(4, "maximal", "4\n")];

/** buildTests returning `tests`, counting its calls. */
function builder(tests: TestToStore[]) {
  const calls: ProblemPackage[] = [];
  return { calls, build: async (p: ProblemPackage) => (calls.push(p), tests) };
}

const stored = (slug: string) =>
  database.prisma.problem.findUniqueOrThrow({ where: { slug }, include: { testCases: { orderBy: { ordinal: "asc" } } } });

describe("seedProblem", () => {
  it("stores a new package's row and its tests, and says how many of each group", async () => {
    const { calls, build } = builder(TESTS);
    const p = pkg("seed-new", "hash-1");
    expect(await seedProblem(database.prisma, p, build)).toBe("created, 4 tests (samples 1, small 2, maximal 1)");
    expect(calls).toEqual([p]);
    const row = await stored("seed-new");
    expect(row).toMatchObject({ title: "Take away", statement: "# Take away\n", statementZh: "取石子。\n", contentHash: "hash-1", testDataVersion: 1, ownerId: null, checkerProgram: null });
    expect(row.testCases.map(({ ordinal, group, isSample, input, expectedOutput }) => ({ ordinal, group, isSample, input, expectedOutput }))).toEqual(TESTS);
  });

  it("skips a package whose stored content hash is the same, building nothing", async () => {
    await seedProblem(database.prisma, pkg("seed-same", "hash-1"), builder(TESTS).build);
    const { calls, build } = builder([]);
    expect(await seedProblem(database.prisma, pkg("seed-same", "hash-1"), build)).toBe("unchanged");
    expect(calls).toEqual([]);
    expect((await stored("seed-same")).testCases).toHaveLength(4);
  });

  it("rewrites a changed package: new fields, its tests replaced, the test version bumped", async () => {
    await seedProblem(database.prisma, pkg("seed-changed", "hash-1"), builder(TESTS).build);
    const changed = pkg("seed-changed", "hash-2", { statement: "# Changed\n" });
    expect(await seedProblem(database.prisma, changed, builder([test(1, "samples", "9\n")]).build)).toBe("updated, 1 tests (samples 1)");
    const row = await stored("seed-changed");
    expect(row).toMatchObject({ statement: "# Changed\n", contentHash: "hash-2", testDataVersion: 2 });
    expect(row.testCases.map((t) => t.input)).toEqual(["9\n"]);
    // Only this problem's tests were replaced.
    expect((await stored("seed-new")).testCases).toHaveLength(4);
  });

  it("refuses a slug a studio problem took, building and writing nothing", async () => {
    const id = await makeProblem(database.prisma, "seed-taken", false);
    const ownerId = await makeUser(database.prisma, "owner@example.com", "Owner", "instructor");
    await database.prisma.problem.update({ where: { id }, data: { ownerId } });
    const { calls, build } = builder(TESTS);
    await expect(seedProblem(database.prisma, pkg("seed-taken", "hash-1"), build)).rejects.toThrow(
      "problem seed-taken: the slug is taken by a problem made in the studio; rename the package folder",
    );
    expect(calls).toEqual([]);
    expect(await stored("seed-taken")).toMatchObject({ title: "Title of seed-taken", testCases: [] });
  });

  it("stores the bundled checker of a package with checker.ts", async () => {
    const p = pkg("seed-checker", "hash-1", { checkerFile: "/problems/seed-checker/checker.ts", meta: minimalMetadata({ slug: "seed-checker", checker: "program" }) });
    await seedProblem(database.prisma, p, builder(TESTS).build, async (file) => `bundle of ${file}`);
    expect(await stored("seed-checker")).toMatchObject({ checker: "program", checkerProgram: "bundle of /problems/seed-checker/checker.ts" });
  });
});

describe("seedingNeeded", () => {
  it("says whether the row exists when the package must be stored, null when it is unchanged", async () => {
    expect(await seedingNeeded(database.prisma, pkg("seed-absent", "hash-1"))).toEqual({ existed: false });
    await seedProblem(database.prisma, pkg("seed-present", "hash-1"), builder(TESTS).build);
    expect(await seedingNeeded(database.prisma, pkg("seed-present", "hash-2"))).toEqual({ existed: true });
    expect(await seedingNeeded(database.prisma, pkg("seed-present", "hash-1"))).toBeNull();
  });
});

describe("buildSeed", () => {
  it("builds the tests, with no checker program for a package without checker.ts (no bundler asked)", async () => {
    const bundled: string[] = [];
    expect(await buildSeed(pkg("a-game", "h"), builder(TESTS).build, async (file) => (bundled.push(file), "bundle"))).toEqual({ tests: TESTS, checkerProgram: null });
    expect(bundled).toEqual([]);
  });

  it("refuses a package with checker.ts but no bundler", async () => {
    await expect(buildSeed(pkg("a-game", "h", { checkerFile: "checker.ts" }), builder(TESTS).build)).rejects.toThrow("problem a-game: its checker.ts needs a bundler to be stored");
  });
});
