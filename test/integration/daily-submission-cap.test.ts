// The per-problem daily submission cap (lib/submissions/daily-cap.ts) on a real database: the
// default of 50 per user per problem per UTC day, a set's own cap for the students who joined it
// (the smallest of their sets'), a new day, runs never counted, and parallel submissions that
// never take more than the cap. Time moves through createSubmission's `now`, never by sleeping.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../lib/types";
import { makeProblem, makeUser } from "../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let testDb: TestDatabase;
let lib: {
  createSubmission: typeof import("../../lib/submissions/create-submission").createSubmission;
  createRun: typeof import("../../lib/submissions/create-run").createRun;
};
const SOURCE = `console.log("1");`;
/** 10:00:00 UTC on a day; the next UTC day starts 14 h later. */
const MORNING = Date.UTC(2026, 11, 7, 10, 0, 0);
const NEXT_DAY = Date.UTC(2026, 11, 8, 0, 0, 0);
/** 12 s apart: 5 a minute, under the per-minute limit of 6, so only the daily cap refuses. */
const SPACING_MS = 12_000;

beforeAll(async () => {
  testDb = await createTestDatabase();
  process.env.DATABASE_URL = testDb.url;
  lib = { ...(await import("../../lib/submissions/create-submission")), ...(await import("../../lib/submissions/create-run")) };
});

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

/** `count` submissions 12 s apart from `start`: how many were accepted, and the last answer. */
async function submitMany(userId: number, slug: string, count: number, start: number) {
  let accepted = 0;
  let last: Awaited<ReturnType<typeof lib.createSubmission>> | undefined;
  for (let i = 0; i < count; i++) {
    last = await lib.createSubmission({ userId, problemSlug: slug, language: "typescript", source: SOURCE }, new Date(start + i * SPACING_MS));
    if (last.ok) accepted++;
  }
  return { accepted, last: last! };
}

/** A set of the instructor's holding the problem, with the students as members and its own cap. */
async function setWith(ownerId: number, problemId: number, cap: number, members: number[]) {
  const slug = `cap-${cap}-${problemId}-${members.join("-")}`;
  await testDb.prisma.problemSet.create({
    data: {
      slug, title: slug, ownerId, dailySubmissionCap: cap,
      items: { create: [{ problemId, ordinal: 1 }] },
      members: { create: members.map((userId) => ({ userId, via: "link" })) },
    },
  });
}

describe("the daily submission cap per problem", () => {
  it("refuses the 51st submission of a UTC day by default, says when the count starts again, and takes it the next day", async () => {
    expect(LIMITS.dailySubmissionsPerProblem.default).toBe(50);
    const student = await makeUser(testDb.prisma, "default-cap@example.com", "Default");
    const problemId = await makeProblem(testDb.prisma, "cap-default");
    await makeProblem(testDb.prisma, "cap-other");
    const { accepted, last } = await submitMany(student, "cap-default", 51, MORNING);
    expect(accepted).toBe(50);
    expect(last).toEqual({
      ok: false,
      error: "You have made 50 submissions to this problem today (the most a day, counted per UTC day); you can submit again at 2026-12-08 00:00 UTC.",
      dailyCap: { cap: 50, resumesAt: new Date(NEXT_DAY), retryAfterMs: NEXT_DAY - (MORNING + 50 * SPACING_MS) },
    });
    expect(await testDb.prisma.submission.count({ where: { userId: student, problemId } })).toBe(50);
    // Another problem the same day, and the same problem the next day, are their own counts.
    expect((await submitMany(student, "cap-other", 1, MORNING + 60 * SPACING_MS)).accepted).toBe(1);
    expect((await submitMany(student, "cap-default", 1, NEXT_DAY)).accepted).toBe(1);
  });

  it("never counts a run: a student at the cap can still run the samples", async () => {
    const student = await makeUser(testDb.prisma, "runs-cap@example.com", "Runs");
    await makeProblem(testDb.prisma, "cap-runs");
    const owner = await makeUser(testDb.prisma, "runs-owner@example.com", "Owner", "instructor");
    const problemId = (await testDb.prisma.problem.findUniqueOrThrow({ where: { slug: "cap-runs" } })).id;
    await setWith(owner, problemId, 1, [student]);
    expect((await submitMany(student, "cap-runs", 2, MORNING)).accepted).toBe(1);
    const run = await lib.createRun({ userId: student, problemSlug: "cap-runs", language: "typescript", source: SOURCE, input: null }, new Date(MORNING + 3 * SPACING_MS));
    expect(run.ok).toBe(true);
  });

  it("applies the cap of a set the student joined (the smallest of several), and only to its members", async () => {
    const owner = await makeUser(testDb.prisma, "cap-owner@example.com", "Owner", "instructor");
    const [member, twoSets, outsider] = [
      await makeUser(testDb.prisma, "member@example.com", "Member"),
      await makeUser(testDb.prisma, "two-sets@example.com", "Two sets"),
      await makeUser(testDb.prisma, "outsider@example.com", "Outsider"),
    ];
    const problemId = await makeProblem(testDb.prisma, "cap-set");
    await setWith(owner, problemId, 3, [member, twoSets]);
    await setWith(owner, problemId, 2, [twoSets]);
    const memberRun = await submitMany(member, "cap-set", 4, MORNING);
    expect(memberRun.accepted).toBe(3);
    expect(memberRun.last).toMatchObject({ ok: false, dailyCap: { cap: 3 } });
    expect((await submitMany(twoSets, "cap-set", 4, MORNING)).accepted).toBe(2);
    expect((await submitMany(outsider, "cap-set", 4, MORNING)).accepted).toBe(4);
    // The owner raises the cap: the member may submit again the same day.
    await testDb.prisma.problemSet.updateMany({ where: { dailySubmissionCap: 3 }, data: { dailySubmissionCap: 5 } });
    expect((await submitMany(member, "cap-set", 3, MORNING + 10 * SPACING_MS)).accepted).toBe(2);
  });

  it("takes no more than the cap when the submissions arrive at once", async () => {
    const owner = await makeUser(testDb.prisma, "race-owner@example.com", "Owner", "instructor");
    const student = await makeUser(testDb.prisma, "race@example.com", "Race");
    const problemId = await makeProblem(testDb.prisma, "cap-race");
    await setWith(owner, problemId, 3, [student]);
    // Six at the same instant: the per-minute limit lets all six through, the daily cap three.
    const at = new Date(MORNING);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => lib.createSubmission({ userId: student, problemSlug: "cap-race", language: "typescript", source: SOURCE }, at)),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(answers.filter((a) => !a.ok && "dailyCap" in a)).toHaveLength(3);
    expect(await testDb.prisma.submission.count({ where: { userId: student, problemId } })).toBe(3);
  });
});
