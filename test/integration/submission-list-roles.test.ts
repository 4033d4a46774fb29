// The submission list by role: an admin lists everyone's submissions and filters them by user,
// problem and verdict, a page at a time; a student and an instructor list only their own, whatever
// the address asks for.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../lib/auth/permissions";
import { listSubmissions } from "../../lib/submissions/list-submissions";
import { parseSubmissionFilters, SUBMISSIONS_PER_PAGE } from "../../lib/submissions/submission-filters";
import { makeProblem, makeSubmission, makeUser } from "../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let admin: Actor;
let alice: Actor;
let teacher: Actor;
let bobId: number;

const filters = (query: Record<string, string> = {}) => parseSubmissionFilters(query);

beforeAll(async () => {
  database = await createTestDatabase();
  const p = database.prisma;
  admin = { id: await makeUser(p, "admin@example.com", "Root", "admin"), role: "admin" };
  alice = { id: await makeUser(p, "alice@example.com", "Alice Liddell"), role: "student" };
  teacher = { id: await makeUser(p, "teacher@example.com", "Teacher", "instructor"), role: "instructor" };
  bobId = await makeUser(p, "bob@example.com", "Bob");
  const nim = await makeProblem(p, "nim");
  const wythoff = await makeProblem(p, "wythoff");
  const t0 = Date.parse("2030-01-01T00:00:00Z");
  await makeSubmission(p, alice.id, nim, "AC", new Date(t0 + 1000));
  await makeSubmission(p, alice.id, wythoff, "WA", new Date(t0 + 2000));
  await makeSubmission(p, alice.id, nim, "AC", new Date(t0 + 2500), "run");
  await makeSubmission(p, bobId, nim, "WA", new Date(t0 + 3000));
  await makeSubmission(p, bobId, wythoff, null, new Date(t0 + 4000));
  // Enough of Bob's to fill more than one page.
  for (let i = 0; i < SUBMISSIONS_PER_PAGE; i++) await makeSubmission(p, bobId, wythoff, "TLE", new Date(t0 + 10_000 + i));
});
afterAll(async () => database.cleanup());

describe("an admin's submission list", () => {
  it("holds everyone's submissions (not runs), newest first, a page at a time", async () => {
    const first = await listSubmissions(database.prisma, admin, filters());
    expect(first).toMatchObject({ everyone: true, total: SUBMISSIONS_PER_PAGE + 4, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(SUBMISSIONS_PER_PAGE);
    const second = await listSubmissions(database.prisma, admin, filters({ page: "2" }));
    expect(second.rows.map((r) => [r.user.email, r.problem.slug, r.verdict])).toEqual([
      ["bob@example.com", "wythoff", null],
      ["bob@example.com", "nim", "WA"],
      ["alice@example.com", "wythoff", "WA"],
      ["alice@example.com", "nim", "AC"],
    ]);
    // A page past the end shows the last one.
    expect((await listSubmissions(database.prisma, admin, filters({ page: "99" }))).page).toBe(2);
  });

  it("filters by user (e-mail or name), problem and verdict, together", async () => {
    const emails = async (q: Record<string, string>) => (await listSubmissions(database.prisma, admin, filters(q))).rows.map((r) => r.user.email);
    expect(await emails({ user: "alice@" })).toEqual(["alice@example.com", "alice@example.com"]);
    expect(await emails({ user: "Liddell" })).toHaveLength(2);
    // In any case, on both databases (PostgreSQL's LIKE is case-sensitive, SQLite's is not).
    expect(await emails({ user: "lIDDELL" })).toHaveLength(2);
    expect(await emails({ user: "ALICE@EXAMPLE" })).toEqual(["alice@example.com", "alice@example.com"]);
    expect((await listSubmissions(database.prisma, admin, filters({ problem: "nim" }))).rows.map((r) => r.verdict)).toEqual(["WA", "AC"]);
    expect((await listSubmissions(database.prisma, admin, filters({ verdict: "WA", user: "bob" }))).rows.map((r) => r.problem.slug)).toEqual(["nim"]);
    expect((await listSubmissions(database.prisma, admin, filters({ verdict: "pending" }))).total).toBe(1);
    expect((await listSubmissions(database.prisma, admin, filters({ verdict: "TLE", problem: "nim" }))).total).toBe(0);
  });

  it("drops filters that make no sense instead of failing", () => {
    expect(filters({ verdict: "XYZ", page: "0", user: "" })).toEqual({ page: 1 });
    expect(parseSubmissionFilters({ page: ["3", "4"] }).page).toBe(3);
  });
});

describe("everyone else's list", () => {
  it("holds only a student's own submissions, whatever the user filter asks", async () => {
    const own = await listSubmissions(database.prisma, alice, filters({ user: "bob" }));
    expect(own.everyone).toBe(false);
    expect(own.rows.map((r) => r.user.email)).toEqual(["alice@example.com", "alice@example.com"]);
    expect((await listSubmissions(database.prisma, alice, filters({ verdict: "AC" }))).rows.map((r) => r.problem.slug)).toEqual(["nim"]);
  });

  it("holds only an instructor's own submissions too", async () => {
    const own = await listSubmissions(database.prisma, teacher, filters());
    expect(own).toMatchObject({ everyone: false, total: 0, rows: [] });
  });
});
