// Problem sets on a scratch database: creating a set from published problems, the student's
// view, and the instructor's progress table of the students who joined and its CSV (deadline,
// late work, runs never counted).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProblemSet } from "../../lib/problem-sets/create-problem-set";
import { getProblemSetView } from "../../lib/problem-sets/get-problem-set";
import { managedSetProgress } from "../../lib/problem-sets/managed-set-progress";
import { createProblemSetSchema } from "../../lib/problem-sets/problem-set-schema";
import { csvField, progressCsv } from "../../lib/problem-sets/progress-csv";
import { joinProblemSet } from "../../lib/problem-sets/set-members";
import { makeProblem, makeUser } from "../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
const ids: Record<string, number> = {};

const DEADLINE = new Date("2030-01-10T12:00:00Z");
const at = (iso: string) => new Date(iso);

const problem = (slug: string, published = true) => makeProblem(database.prisma, slug, published);
const user = (email: string, name: string, role = "student") => makeUser(database.prisma, email, name, role);

async function submit(userId: number, problemId: number, verdict: string | null, createdAt: Date, kind = "submission") {
  await database.prisma.submission.create({
    data: { userId, problemId, source: "x", status: verdict ? "done" : "queued", verdict, kind, createdAt },
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  ids.teacher = await user("teacher@example.com", "Teacher", "instructor");
  ids.otherTeacher = await user("other@example.com", "Other", "instructor");
  ids.admin = await user("admin@example.com", "Admin", "admin");
  ids.alice = await user("alice@example.com", "Alice");
  ids.bob = await user("bob@example.com", 'Bob "the Builder", Jr.');
  ids.carol = await user("carol@example.com", "=HYPERLINK(1)");
  ids.dave = await user("dave@example.com", "Dave");
  ids.nim = await problem("nim");
  ids.wythoff = await problem("wythoff");
  ids.draft = await problem("draft-problem", false);
});
afterAll(async () => database.cleanup());

describe("creating a set", () => {
  it("validates the input and accepts only published problems", async () => {
    expect(createProblemSetSchema.safeParse({ title: " ", problemSlugs: ["nim"] }).success).toBe(false);
    expect(createProblemSetSchema.safeParse({ title: "T", problemSlugs: [] }).success).toBe(false);
    expect(createProblemSetSchema.safeParse({ title: "T", problemSlugs: ["nim", "nim"] }).success).toBe(false);
    expect(createProblemSetSchema.safeParse({ title: "T", deadline: "tomorrow", problemSlugs: ["nim"] }).success).toBe(false);
    const refused = await createProblemSet(database.prisma, ids.teacher!, { title: "T", problemSlugs: ["nim", "draft-problem", "nope"] });
    expect(refused).toEqual({ ok: false, code: "notPublished", slugs: ["draft-problem", "nope"], error: "Not a published problem: draft-problem, nope." });
    expect(await database.prisma.problemSet.count()).toBe(0);
  });
});

describe("a set with a deadline", () => {
  let slug: string;

  beforeAll(async () => {
    // Work from before the set existed is not work for the set.
    await submit(ids.dave!, ids.nim!, "AC", at("2000-01-01T00:00:00Z"));
    const created = await createProblemSet(database.prisma, ids.teacher!, {
      title: "Week 1: Nim & Wythoff",
      deadline: DEADLINE.toISOString(),
      problemSlugs: ["wythoff", "nim"],
    });
    if (!created.ok) throw new Error(created.error);
    slug = created.slug;
    expect(slug).toMatch(/^week-1-nim-wythoff-[0-9a-f]{6}$/);
    // The set was created "now"; submissions are dated after it, around the (future) deadline.
    const set = await database.prisma.problemSet.update({ where: { slug }, data: { createdAt: at("2030-01-01T00:00:00Z") } });
    expect(set.ownerId).toBe(ids.teacher);
    // The class: only those who joined are in the table (set-members.test.ts holds the rule).
    for (const name of ["alice", "bob", "carol"]) await joinProblemSet(database.prisma, { id: ids[name]!, email: `${name}@example.com` }, slug);

    // Alice: WA, then AC on nim before the deadline, then another AC (not an attempt any more).
    await submit(ids.alice!, ids.nim!, "WA", at("2030-01-02T10:00:00Z"));
    await submit(ids.alice!, ids.nim!, "AC", at("2030-01-02T10:05:00Z"));
    await submit(ids.alice!, ids.nim!, "AC", at("2030-01-03T10:00:00Z"));
    // Alice's runs never count, not even an Accepted one.
    await submit(ids.alice!, ids.wythoff!, "AC", at("2030-01-02T11:00:00Z"), "run");
    // Bob: wythoff WA before the deadline, TLE and AC after it (solved late, 3 attempts, 2 late).
    await submit(ids.bob!, ids.wythoff!, "WA", at("2030-01-09T00:00:00Z"));
    await submit(ids.bob!, ids.wythoff!, "TLE", at("2030-01-11T00:00:00Z"));
    await submit(ids.bob!, ids.wythoff!, "AC", at("2030-01-12T00:00:00Z"));
    // Carol: one queued submission (tried), nothing else.
    await submit(ids.carol!, ids.nim!, null, at("2030-01-05T00:00:00Z"));
    // Dave: only a run inside the set's time (and he never joined): he is not a student of the set.
    await submit(ids.dave!, ids.wythoff!, "WA", at("2030-01-05T00:00:00Z"), "run");
  });

  it("computes solved / tried / blank with attempts, first accepted time and late work", async () => {
    const result = await managedSetProgress(database.prisma, { id: ids.teacher!, role: "instructor" }, slug);
    if (!result.ok) throw new Error(result.error);
    const { progress } = result;
    expect(progress.problems.map((p) => p.slug)).toEqual(["wythoff", "nim"]);
    expect(progress.rows.map((r) => r.email)).toEqual(["alice@example.com", "bob@example.com", "carol@example.com"]);
    const [alice, bob, carol] = progress.rows;
    expect(alice!.solved).toBe(1);
    expect(alice!.cells).toEqual([
      { status: null, attempts: 0, firstAcceptedAt: null, solvedLate: false, lateAttempts: 0 },
      { status: "solved", attempts: 2, firstAcceptedAt: at("2030-01-02T10:05:00Z"), solvedLate: false, lateAttempts: 0 },
    ]);
    expect(bob!.cells[0]).toEqual({ status: "solved", attempts: 3, firstAcceptedAt: at("2030-01-12T00:00:00Z"), solvedLate: true, lateAttempts: 2 });
    expect(bob!.cells[1]!.status).toBeNull();
    expect(carol!.cells[1]).toMatchObject({ status: "tried", attempts: 1, firstAcceptedAt: null, solvedLate: false });
  });

  it("writes the same table as CSV, quoted and safe for spreadsheets", async () => {
    const result = await managedSetProgress(database.prisma, { id: ids.admin!, role: "admin" }, slug);
    if (!result.ok) throw new Error(result.error);
    const lines = progressCsv(result.progress).split("\r\n");
    expect(lines[0]).toBe(
      "name,email,solved,wythoff status,wythoff attempts,wythoff first accepted (UTC),nim status,nim attempts,nim first accepted (UTC)",
    );
    expect(lines[1]).toBe("Alice,alice@example.com,1,,,,solved,2,2030-01-02T10:05:00.000Z");
    expect(lines[2]).toBe('"Bob ""the Builder"", Jr.",bob@example.com,1,solved (late),3,2030-01-12T00:00:00.000Z,,,');
    expect(lines[3]).toBe("'=HYPERLINK(1),carol@example.com,0,,,,tried,1,");
    expect(lines[4]).toBe("");
    expect(lines).toHaveLength(5);
    expect(csvField("a\nb")).toBe('"a\nb"');
  });

  it("is only for the owner and admins", async () => {
    expect(await managedSetProgress(database.prisma, { id: ids.otherTeacher!, role: "instructor" }, slug)).toMatchObject({ ok: false, status: 403 });
    expect(await managedSetProgress(database.prisma, { id: ids.teacher!, role: "instructor" }, "no-such-set")).toMatchObject({ ok: false, status: 404 });
  });

  it("shows a student the set's problems with their own status and the deadline", async () => {
    const alice = await getProblemSetView(database.prisma, slug, ids.alice!);
    expect(alice).toMatchObject({ title: "Week 1: Nim & Wythoff", deadline: DEADLINE });
    // The Accepted run on wythoff does not make it solved.
    expect(alice!.problems.map((p) => [p.slug, p.cell.status])).toEqual([
      ["wythoff", null],
      ["nim", "solved"],
    ]);
    const bob = await getProblemSetView(database.prisma, slug, ids.bob!);
    expect(bob!.problems.map((p) => p.cell.status)).toEqual(["solved", null]);
    expect(await getProblemSetView(database.prisma, "no-such-set", ids.bob!)).toBeNull();
  });
});
