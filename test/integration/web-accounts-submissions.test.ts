// The web app's rules against a real (throw-away) database: who becomes admin, how e-mails are
// normalised, what a submission must satisfy before it is queued, and who may read it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ROW_ID, rowIdParamSchema } from "../../lib/row-id";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

/** The submission list with no filter: the first page of the reader's own. */
const NO_FILTERS = { page: 1 } as const;

let testDb: TestDatabase;
let signUp: typeof import("../../lib/auth/sign-up").signUp;
let authorizeCredentials: typeof import("../../lib/auth/authorize-credentials").authorizeCredentials;
let createSubmission: typeof import("../../lib/submissions/create-submission").createSubmission;
let getSubmission: typeof import("../../lib/submissions/get-submission").getSubmission;
let listSubmissions: typeof import("../../lib/submissions/list-submissions").listSubmissions;
let listProblems: typeof import("../../lib/catalog/list-problems").listProblems;

const SLUG = "poj-2234-matches-game";
/** The client address sign-ups are counted against (lib/rate-limit/client-address.ts). */
const ADDRESS = "192.0.2.1";

beforeAll(async () => {
  testDb = await createTestDatabase();
  // lib/db's shared client reads DATABASE_URL on first use: point it at the throw-away file.
  process.env.DATABASE_URL = testDb.url;
  ({ signUp } = await import("../../lib/auth/sign-up"));
  ({ authorizeCredentials } = await import("../../lib/auth/authorize-credentials"));
  ({ createSubmission } = await import("../../lib/submissions/create-submission"));
  ({ getSubmission } = await import("../../lib/submissions/get-submission"));
  ({ listSubmissions } = await import("../../lib/submissions/list-submissions"));
  ({ listProblems } = await import("../../lib/catalog/list-problems"));
  const problem = await testDb.prisma.problem.create({
    data: {
      slug: SLUG,
      title: "Matches Game",
      sourceJudge: "POJ",
      sourceId: "2234",
      sourceTitle: "Matches Game",
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      tags: JSON.stringify(["nim"]),
      difficulty: "easy",
      statement: "Nim.",
      contentHash: "test",
    },
  });
  await testDb.prisma.testCase.create({
    data: { problemId: problem.id, ordinal: 1, group: "samples", isSample: true, input: "1 1\n", expectedOutput: "Yes\n" },
  });
});

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

describe("sign-up", () => {
  it("makes the first account admin and later ones students, with normalised e-mails", async () => {
    const first = await signUp({ email: "  Ada@Example.COM ", password: "long enough" }, ADDRESS);
    expect(first).toMatchObject({ ok: true, user: { email: "ada@example.com", role: "admin" } });
    const second = await signUp({ email: "bob@example.com", password: "long enough" }, ADDRESS);
    expect(second).toMatchObject({ ok: true, user: { role: "student" } });
  });

  it("answers a taken e-mail (in any case) as it answers a new one, creating nothing; refuses a short password and a malformed e-mail", async () => {
    const before = await testDb.prisma.user.findUniqueOrThrow({ where: { email: "ada@example.com" } });
    // The answer the form sees is { ok: true } either way (app/signup/actions.ts): nothing says the e-mail is taken.
    expect(await signUp({ email: "ADA@example.com", password: "another one" }, ADDRESS)).toEqual({ ok: true, user: null });
    expect(await testDb.prisma.user.findUniqueOrThrow({ where: { email: "ada@example.com" } })).toEqual(before);
    expect(await testDb.prisma.user.count({ where: { email: "ada@example.com" } })).toBe(1);
    expect(await signUp({ email: "carol@example.com", password: "short" }, ADDRESS)).toEqual({
      ok: false,
      error: "Use at least 8 characters for the password.",
    });
    expect(await signUp({ email: "not an e-mail", password: "long enough" }, ADDRESS)).toMatchObject({ ok: false });
  });

  it("signs in with the right password only", async () => {
    expect(await authorizeCredentials({ email: "Ada@example.com", password: "long enough" })).toMatchObject({
      email: "ada@example.com",
      role: "admin",
    });
    expect(await authorizeCredentials({ email: "ada@example.com", password: "wrong password" })).toBeNull();
    expect(await authorizeCredentials({ email: "nobody@example.com", password: "long enough" })).toBeNull();
  });
});

describe("submissions", () => {
  const userId = async (email: string) => (await testDb.prisma.user.findUniqueOrThrow({ where: { email } })).id;

  it("refuses empty and oversized code before anything is queued", async () => {
    const bob = await userId("bob@example.com");
    const base = { userId: bob, problemSlug: SLUG, language: "typescript" as const };
    expect(await createSubmission({ ...base, source: " \n\t " })).toEqual({ ok: false, error: "Your code is empty." });
    expect(await createSubmission({ ...base, source: "x".repeat(Math.round(70.3 * 1024)) })).toEqual({
      ok: false,
      error: "Your code is 70.3 KiB; the limit is 64 KiB.",
    });
    // Multi-byte characters count as the bytes they take in UTF-8.
    expect(await createSubmission({ ...base, source: "é".repeat(33 * 1024) })).toMatchObject({ ok: false });
    expect(await createSubmission({ ...base, problemSlug: "nope", source: "console.log(1)" })).toEqual({
      ok: false,
      error: "There is no such problem.",
    });
    expect(await testDb.prisma.submission.count()).toBe(0);
  });

  it("queues valid code; its author and an admin read it, another student does not", async () => {
    const bob = await userId("bob@example.com");
    const ada = await userId("ada@example.com");
    const created = await createSubmission({ userId: bob, problemSlug: SLUG, language: "typescript", source: "console.log('Yes')" });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const row = await testDb.prisma.submission.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.status).toBe("queued");

    const stranger = await signUp({ email: "eve@example.com", password: "long enough" }, ADDRESS);
    if (!stranger.ok) throw new Error(stranger.error);
    expect(await getSubmission(created.id, { id: stranger.user!.id, role: "student" })).toBeNull();
    expect(await getSubmission(created.id, { id: ada, role: "admin" })).not.toBeNull();
    const own = await getSubmission(created.id, { id: bob, role: "student" });
    expect(own?.view).toMatchObject({ status: "queued", verdict: null });
    expect(await getSubmission(999_999, { id: ada, role: "admin" })).toBeNull();
    // The largest id an Int column holds on PostgreSQL (int4): unknown, not an error; larger ids
    // never reach the database (the pages' and routes' rowIdParamSchema refuses them).
    expect(await getSubmission(MAX_ROW_ID, { id: ada, role: "admin" })).toBeNull();
    expect(rowIdParamSchema.safeParse(String(MAX_ROW_ID)).success).toBe(true);
    expect(rowIdParamSchema.safeParse(String(MAX_ROW_ID + 1)).success).toBe(false);

    expect((await listSubmissions(testDb.prisma, { id: bob, role: "student" }, NO_FILTERS)).rows.map((s) => s.id)).toEqual([created.id]);
    const [problem] = await listProblems(bob);
    expect(problem).toMatchObject({ submissions: 1, accepted: 0, myStatus: "tried", source: "POJ 2234" });
  });
});

describe("the first account, when several sign up at once", () => {
  it("is the only admin (PostgreSQL does not run the sign-ups one at a time as SQLite does)", async () => {
    await testDb.prisma.submission.deleteMany();
    await testDb.prisma.user.deleteMany();
    const results = await Promise.all(
      ["one", "two", "three", "four"].map((who, i) => signUp({ email: `${who}@example.com`, password: "long enough" }, `192.0.2.${10 + i}`)),
    );
    const roles = results.map((r) => (r.ok ? (r.user?.role ?? "not created") : r.error));
    expect(roles.filter((role) => role === "admin")).toHaveLength(1);
    expect(roles.filter((role) => role === "student")).toHaveLength(3);
  });
});
