// The student's set page and the instructor's table count the same submissions
// (lib/problem-sets/set-submissions.ts): work since the set was created, runs never, work after
// the deadline counted and marked late. Each student's cells are compared between the two views.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProblemSet } from "../../lib/problem-sets/create-problem-set";
import { getProblemSetView } from "../../lib/problem-sets/get-problem-set";
import { managedSetProgress } from "../../lib/problem-sets/managed-set-progress";
import { joinProblemSet } from "../../lib/problem-sets/set-members";
import { makeProblem, makeSubmission, makeUser } from "../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let slug: string;
const ids: Record<string, number> = {};
const at = (iso: string) => new Date(iso);
const CREATED = at("2030-03-01T00:00:00Z");
const DEADLINE = at("2030-03-10T00:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  const p = database.prisma;
  ids.teacher = await makeUser(p, "teacher@example.com", "Teacher", "instructor");
  for (const name of ["early", "late", "ontime", "mixed", "runner"]) ids[name] = await makeUser(p, `${name}@example.com`, name);
  ids.nim = await makeProblem(p, "nim");
  ids.wythoff = await makeProblem(p, "wythoff");
  const created = await createProblemSet(p, ids.teacher!, { title: "Counting", deadline: DEADLINE.toISOString(), problemSlugs: ["nim", "wythoff"] });
  if (!created.ok) throw new Error(created.error);
  slug = created.slug;
  await p.problemSet.update({ where: { slug }, data: { createdAt: CREATED } });
  // All five joined the set: the table lists each, with or without counted work.
  for (const name of ["early", "late", "ontime", "mixed", "runner"]) await joinProblemSet(p, { id: ids[name]!, email: `${name}@example.com` }, slug);

  // Solved before the set was made: not work for the set.
  await makeSubmission(p, ids.early!, ids.nim!, "AC", at("2030-02-01T00:00:00Z"));
  // Wrong before the deadline, Accepted after it: solved late.
  await makeSubmission(p, ids.late!, ids.nim!, "WA", at("2030-03-05T00:00:00Z"));
  await makeSubmission(p, ids.late!, ids.nim!, "AC", at("2030-03-11T00:00:00Z"));
  // Accepted in time on wythoff.
  await makeSubmission(p, ids.ontime!, ids.wythoff!, "AC", at("2030-03-02T00:00:00Z"));
  // Accepted before the set, wrong after it: tried, not solved.
  await makeSubmission(p, ids.mixed!, ids.wythoff!, "AC", at("2030-02-20T00:00:00Z"));
  await makeSubmission(p, ids.mixed!, ids.wythoff!, "WA", at("2030-03-03T00:00:00Z"));
  // An Accepted run: runs never count.
  await makeSubmission(p, ids.runner!, ids.nim!, "AC", at("2030-03-04T00:00:00Z"), "run");
});
afterAll(async () => database.cleanup());

describe("what counts for a set", () => {
  it("gives every student the same cells on their page as in the instructor's table", async () => {
    const table = await managedSetProgress(database.prisma, { id: ids.teacher!, role: "instructor" }, slug);
    if (!table.ok) throw new Error(table.error);
    expect(table.progress.rows.map((r) => r.email).sort()).toEqual(["early", "late", "mixed", "ontime", "runner"].map((n) => `${n}@example.com`));
    for (const name of ["early", "late", "ontime", "mixed", "runner"]) {
      const view = await getProblemSetView(database.prisma, slug, ids[name]!);
      const row = table.progress.rows.find((r) => r.userId === ids[name]);
      const tableCells = row?.cells ?? table.progress.problems.map(() => ({ status: null, attempts: 0, firstAcceptedAt: null, solvedLate: false, lateAttempts: 0 }));
      expect(view!.problems.map((p) => p.cell), name).toEqual(tableCells);
    }
  });

  it("does not count work from before the set, counts late work as late, and never counts runs", async () => {
    const cells = async (name: string) => (await getProblemSetView(database.prisma, slug, ids[name]!))!.problems.map((p) => p.cell);
    expect((await cells("early")).map((c) => c.status)).toEqual([null, null]);
    expect((await cells("late"))[0]).toEqual({ status: "solved", attempts: 2, firstAcceptedAt: at("2030-03-11T00:00:00Z"), solvedLate: true, lateAttempts: 1 });
    expect((await cells("ontime"))[1]).toMatchObject({ status: "solved", solvedLate: false });
    expect((await cells("mixed"))[1]).toMatchObject({ status: "tried", attempts: 1 });
    expect((await cells("runner")).map((c) => c.status)).toEqual([null, null]);
  });
});
