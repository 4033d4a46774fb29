// "Solved" has one definition (lib/catalog/my-status.ts): an Accepted submission, never a run.
// The problem list and the editorial's spoiler warning read it the same way, on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listProblems } from "../../lib/catalog/list-problems";
import { myProblemStatus, statusFromVerdicts } from "../../lib/catalog/my-status";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

describe("statusFromVerdicts", () => {
  it("solved with any Accepted, tried with any other submission (still judging counts), else null", () => {
    expect(statusFromVerdicts([])).toBe(null);
    expect(statusFromVerdicts(["WA", null])).toBe("tried");
    expect(statusFromVerdicts(["WA", "AC", "TLE"])).toBe("solved");
  });
});

describe("myProblemStatus on a database", () => {
  let t: TestDatabase;
  const users: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestDatabase();
    (globalThis as { nimbusPrisma?: unknown }).nimbusPrisma = t.prisma;
    const problem = (slug: string) =>
      t.prisma.problem.create({
        data: {
          slug,
          title: slug,
          sourceJudge: "POJ",
          sourceId: slug,
          sourceTitle: slug,
          timeLimitMs: 1000,
          memoryLimitMb: 256,
          tags: "[]",
          difficulty: "easy",
          statement: "",
          contentHash: slug,
        },
      });
    const nim = await problem("nim");
    const other = await problem("other");
    for (const name of ["solver", "trier", "runner", "nobody"]) {
      users[name] = (await t.prisma.user.create({ data: { email: `${name}@example.com`, name, passwordHash: "x" } })).id;
    }
    const submit = (user: string, problemId: number, verdict: string | null, kind = "submission") =>
      t.prisma.submission.create({ data: { userId: users[user]!, problemId, source: "", verdict, kind, status: verdict ? "done" : "queued" } });
    await submit("solver", nim.id, "WA");
    await submit("solver", nim.id, "AC");
    await submit("trier", nim.id, "WA");
    await submit("trier", other.id, "AC"); // solved another problem, not this one
    await submit("runner", nim.id, "AC", "run"); // the Run button never solves a problem
  });

  afterAll(async () => {
    delete (globalThis as { nimbusPrisma?: unknown }).nimbusPrisma;
    await t.cleanup();
  });

  it("solved, tried, or nothing, per user and per problem", async () => {
    expect(await myProblemStatus(users.solver!, "nim")).toBe("solved");
    expect(await myProblemStatus(users.trier!, "nim")).toBe("tried");
    expect(await myProblemStatus(users.trier!, "other")).toBe("solved");
    expect(await myProblemStatus(users.runner!, "nim")).toBe(null);
    expect(await myProblemStatus(users.nobody!, "nim")).toBe(null);
  });

  it("the problem list says the same for every user and problem", async () => {
    for (const user of Object.values(users)) {
      for (const item of await listProblems(user)) expect(item.myStatus).toBe(await myProblemStatus(user, item.slug));
    }
  });
});
