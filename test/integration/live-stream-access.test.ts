// A live event stream re-reads its viewer's access while it runs (issue 30, item 9). A problem's
// owner opens the stream of a submission being judged and reads the judge's full words on a hidden
// test; then the account is demoted to student in the database. The stream must not carry those
// words again: for someone else's submission it ends (they may no longer read it at all); for the
// owner's own submission it goes on with what a student sees. The session comes from next-auth's
// getServerSession (mocked to the signed-in user id); the role is read from the database.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const signedIn = vi.hoisted(() => ({ id: null as number | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => (signedIn.id === null ? null : { user: { id: signedIn.id, email: "ignored", role: "admin" }, expires: "" }),
}));

/** What the judge said on the hidden test: only the problem's owner and admins may read it. */
const SECRET = "hidden-detail-7f3a";

let testDb: TestDatabase;
let events: typeof import("../../app/api/submissions/[id]/events/route").GET;
let problemId = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  process.env.DATABASE_URL = testDb.url;
  events = (await import("../../app/api/submissions/[id]/events/route")).GET;
  const problem = await testDb.prisma.problem.create({
    data: {
      slug: "stream-access", title: "t", sourceJudge: "test", sourceId: "1", sourceTitle: "t", timeLimitMs: 1000, memoryLimitMb: 256,
      tags: "[]", difficulty: "easy", statement: "", contentHash: "x", published: true,
      testCases: {
        create: [
          { ordinal: 1, group: "samples", isSample: true, input: "1\n", expectedOutput: "1\n" },
          { ordinal: 2, group: "random", input: "2\n", expectedOutput: "2\n" },
          { ordinal: 3, group: "random", input: "3\n", expectedOutput: "3\n" },
        ],
      },
    },
  });
  problemId = problem.id;
}, 60_000);

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

let nextEmail = 0;
async function instructorOwningTheProblem(): Promise<number> {
  const user = await testDb.prisma.user.create({ data: { email: `owner${nextEmail++}@example.com`, name: "o", passwordHash: "x", role: "instructor" } });
  await testDb.prisma.problem.update({ where: { id: problemId }, data: { ownerId: user.id } });
  return user.id;
}

/** A submission being judged: the sample passed, the first hidden test failed with SECRET in the judge's words. */
async function judgingSubmission(authorId: number): Promise<number> {
  const row = await testDb.prisma.submission.create({ data: { userId: authorId, problemId, source: "x", status: "judging", testsTotal: 3 } });
  await testDb.prisma.testResult.createMany({
    data: [
      { submissionId: row.id, ordinal: 1, verdict: "AC", timeMs: 5, wallMs: 5, memoryKb: 1000 },
      { submissionId: row.id, ordinal: 2, verdict: "RE", timeMs: 5, wallMs: 5, memoryKb: 1000, message: `exit code 1\n${SECRET} 2`, publicMessage: "exit code 1" },
    ],
  });
  return row.id;
}

/** The third test's result arrives (again with SECRET) and judging ends. */
async function finishJudging(id: number): Promise<void> {
  await testDb.prisma.testResult.create({
    data: { submissionId: id, ordinal: 3, verdict: "RE", timeMs: 5, wallMs: 5, memoryKb: 1000, message: `exit code 1\n${SECRET} 3`, publicMessage: "exit code 1" },
  });
  await testDb.prisma.submission.update({ where: { id }, data: { status: "done", verdict: "RE" } });
}

/** Reads a stream event by event (`retry:` and keep-alive comments skipped). */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  return {
    /** The next event's text, or null once the stream has ended. */
    async next(): Promise<string | null> {
      for (;;) {
        const end = buffered.indexOf("\n\n");
        if (end !== -1) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (event.startsWith("retry:") || event.startsWith(":")) continue;
          return event;
        }
        const chunk = await reader.read();
        if (chunk.done) return null;
        buffered += decoder.decode(chunk.value, { stream: true });
      }
    },
    /** Every event left, until the stream ends. */
    async rest(): Promise<string[]> {
      const all: string[] = [];
      for (let event = await this.next(); event !== null; event = await this.next()) all.push(event);
      return all;
    },
  };
}

async function openStream(id: number) {
  const response = await events(new Request(`http://localhost/api/submissions/${id}/events`), { params: Promise.resolve({ id: String(id) }) });
  expect(response.status).toBe(200);
  return eventReader(response);
}

const demote = (userId: number) => testDb.prisma.user.update({ where: { id: userId }, data: { role: "student" } });

describe("a live submission stream after its viewer is demoted", () => {
  it("ends for a former owner watching a student's submission, before any more hidden detail", async () => {
    const ownerId = await instructorOwningTheProblem();
    const student = await testDb.prisma.user.create({ data: { email: `student${nextEmail++}@example.com`, name: "s", passwordHash: "x", role: "student" } });
    const id = await judgingSubmission(student.id);
    signedIn.id = ownerId;
    const stream = await openStream(id);
    const first = await stream.next();
    expect(first).toContain(`${SECRET} 2`); // the owner reads the judge's words while an instructor

    await demote(ownerId);
    await finishJudging(id);
    const rest = await stream.rest();
    expect(rest.join("\n\n")).not.toContain(SECRET);
    expect(rest.some((event) => event.startsWith("event: done"))).toBe(false); // ended, not finished
  }, 30_000);

  it("goes on with a student's view for a former owner watching their own submission", async () => {
    const ownerId = await instructorOwningTheProblem();
    const id = await judgingSubmission(ownerId);
    signedIn.id = ownerId;
    const stream = await openStream(id);
    expect(await stream.next()).toContain(`${SECRET} 2`);

    await demote(ownerId);
    await finishJudging(id);
    const rest = await stream.rest();
    expect(rest.join("\n\n")).not.toContain(SECRET);
    const states = rest.filter((event) => event.startsWith("data: ")).map((event) => JSON.parse(event.slice("data: ".length)) as { status: string; tests: { ordinal: number; detailHidden: boolean; message: string | null }[] });
    const last = states.at(-1)!;
    expect(last.status).toBe("done");
    expect(last.tests.filter((t) => t.ordinal > 1).every((t) => t.detailHidden)).toBe(true);
    expect(rest.at(-1)).toBe(`event: done\ndata: ${id}`);
  }, 30_000);
});

describe("a live package-check stream after its viewer is demoted", () => {
  it("ends before the next progress line", async () => {
    const checks = (await import("../../app/api/studio/checks/[id]/events/route")).GET;
    const ownerId = await instructorOwningTheProblem();
    const check = await testDb.prisma.packageCheck.create({
      data: { problemId, requestedById: ownerId, filesHash: "h", status: "running", progress: "step 1\n" },
    });
    signedIn.id = ownerId;
    const response = await checks(new Request(`http://localhost/api/studio/checks/${check.id}/events`), { params: Promise.resolve({ id: String(check.id) }) });
    expect(response.status).toBe(200);
    const stream = eventReader(response);
    expect(await stream.next()).toContain("step 1");

    await demote(ownerId);
    await testDb.prisma.packageCheck.update({ where: { id: check.id }, data: { progress: `step 1\n${SECRET}\n`, status: "passed" } });
    expect((await stream.rest()).join("\n\n")).not.toContain(SECRET);
  }, 30_000);
});
