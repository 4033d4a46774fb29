// Editing, reordering and deleting problem sets: the owner and admins may, another instructor
// is refused and the set is left as it was.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "../../lib/auth/permissions";
import { createProblemSet } from "../../lib/problem-sets/create-problem-set";
import { deleteProblemSet } from "../../lib/problem-sets/delete-problem-set";
import { getManagedSet } from "../../lib/problem-sets/get-managed-set";
import { getProblemSetView } from "../../lib/problem-sets/get-problem-set";
import { SET_INPUT_ERRORS, updateProblemSetSchema, type UpdateProblemSetInput } from "../../lib/problem-sets/problem-set-schema";
import { updateProblemSet } from "../../lib/problem-sets/update-problem-set";
import { makeProblem, makeSubmission, makeUser } from "../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let owner: Actor;
let other: Actor;
let admin: Actor;
let studentId: number;
let slug: string;
const problem: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const p = database.prisma;
  owner = { id: await makeUser(p, "owner@example.com", "Owner", "instructor"), role: "instructor" };
  other = { id: await makeUser(p, "other@example.com", "Other", "instructor"), role: "instructor" };
  admin = { id: await makeUser(p, "admin@example.com", "Admin", "admin"), role: "admin" };
  studentId = await makeUser(p, "student@example.com", "Student");
  for (const s of ["nim", "wythoff", "kiki"]) problem[s] = await makeProblem(p, s);
  problem.draft = await makeProblem(p, "draft", false);
});
afterAll(async () => database.cleanup());

beforeEach(async () => {
  const created = await createProblemSet(database.prisma, owner.id, { title: "Week 2", description: "Read first.", problemSlugs: ["nim", "wythoff"] });
  if (!created.ok) throw new Error(created.error);
  slug = created.slug;
});

const edit = (fields: Partial<UpdateProblemSetInput> = {}): UpdateProblemSetInput => ({
  slug,
  title: "Week 2 (revised)",
  description: "Nim first, then Kiki.",
  deadline: "2030-05-01T12:00:00.000Z",
  dailySubmissionCap: 20,
  problemSlugs: ["kiki", "nim"],
  ...fields,
});

async function stored() {
  const result = await getManagedSet(database.prisma, owner, slug);
  if (!result.ok) throw new Error(result.error);
  return { ...result.set, problems: result.set.problems.map((p) => p.slug) };
}

describe("editing a set", () => {
  it("lets the owner change the title, description, deadline, daily submission cap and problems", async () => {
    expect((await stored()).dailySubmissionCap).toBe(50);
    expect(await updateProblemSet(database.prisma, owner, edit())).toEqual({ ok: true, slug });
    expect(await stored()).toEqual({
      slug,
      title: "Week 2 (revised)",
      description: "Nim first, then Kiki.",
      deadline: new Date("2030-05-01T12:00:00.000Z"),
      dailySubmissionCap: 20,
      problems: ["kiki", "nim"],
    });
    // The student's page shows the new order and description.
    const view = await getProblemSetView(database.prisma, slug, studentId);
    expect(view!.problems.map((p) => p.slug)).toEqual(["kiki", "nim"]);
    expect(view!.description).toBe("Nim first, then Kiki.");
  });

  it("reorders the problems and clears the deadline", async () => {
    await updateProblemSet(database.prisma, owner, edit());
    expect(await updateProblemSet(database.prisma, owner, edit({ deadline: null, problemSlugs: ["nim", "kiki"] }))).toMatchObject({ ok: true });
    expect(await stored()).toMatchObject({ deadline: null, problems: ["nim", "kiki"] });
  });

  it("lets an admin edit another instructor's set", async () => {
    expect(await updateProblemSet(database.prisma, admin, edit({ title: "By the admin" }))).toMatchObject({ ok: true });
    expect((await stored()).title).toBe("By the admin");
  });

  it("refuses another instructor and leaves the set as it was", async () => {
    expect(await updateProblemSet(database.prisma, other, edit())).toMatchObject({ ok: false, code: "notYours", slugs: [slug] });
    expect(await stored()).toEqual({ slug, title: "Week 2", description: "Read first.", deadline: null, dailySubmissionCap: 50, problems: ["nim", "wythoff"] });
  });

  it("refuses to add an unpublished problem, but keeps one that was unpublished after it was added", async () => {
    expect(await updateProblemSet(database.prisma, owner, edit({ problemSlugs: ["nim", "draft"] }))).toMatchObject({ ok: false, code: "notPublished", slugs: ["draft"] });
    expect((await stored()).problems).toEqual(["nim", "wythoff"]);
    await database.prisma.problem.update({ where: { slug: "wythoff" }, data: { published: false } });
    try {
      expect(await updateProblemSet(database.prisma, owner, edit({ problemSlugs: ["wythoff", "nim"] }))).toMatchObject({ ok: true });
      expect((await stored()).problems).toEqual(["wythoff", "nim"]);
    } finally {
      await database.prisma.problem.update({ where: { slug: "wythoff" }, data: { published: true } });
    }
  });

  it("validates the edit and names a missing set", async () => {
    expect(updateProblemSetSchema.safeParse(edit({ title: "" })).success).toBe(false);
    expect(updateProblemSetSchema.safeParse(edit({ problemSlugs: ["nim", "nim"] })).success).toBe(false);
    expect(updateProblemSetSchema.safeParse(edit({ description: "x".repeat(2001) })).success).toBe(false);
    for (const cap of [0, 201, 2.5, Number.NaN]) {
      expect(updateProblemSetSchema.safeParse(edit({ dailySubmissionCap: cap })).error?.issues[0]?.message).toBe(SET_INPUT_ERRORS.badDailyCap);
    }
    expect(await updateProblemSet(database.prisma, owner, edit({ slug: "no-such-set" }))).toMatchObject({ ok: false, code: "noSuchSet" });
  });
});

describe("deleting a set", () => {
  it("refuses another instructor", async () => {
    expect(await deleteProblemSet(database.prisma, other, slug)).toMatchObject({ ok: false, code: "notYours" });
    expect(await database.prisma.problemSet.count({ where: { slug } })).toBe(1);
  });

  it("lets the owner delete it, with its items, and keeps the students' submissions", async () => {
    await makeSubmission(database.prisma, studentId, problem.nim!, "AC", new Date());
    const before = await database.prisma.submission.count();
    expect(await deleteProblemSet(database.prisma, owner, slug)).toEqual({ ok: true });
    expect(await database.prisma.problemSet.count({ where: { slug } })).toBe(0);
    expect(await getProblemSetView(database.prisma, slug, studentId)).toBeNull();
    expect(await database.prisma.submission.count()).toBe(before);
    expect(await deleteProblemSet(database.prisma, owner, slug)).toMatchObject({ ok: false, code: "noSuchSet" });
  });

  it("lets an admin delete any set", async () => {
    expect(await deleteProblemSet(database.prisma, admin, slug)).toEqual({ ok: true });
    expect(await database.prisma.problemSet.count({ where: { slug } })).toBe(0);
  });
});
