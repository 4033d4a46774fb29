// Hidden tests stay hidden. A student's programs fail a hidden test in every way a program can
// (echoing the input as a wrong answer, crashing with the input on stderr, a checker that quotes
// the answer, output limit, time limit); each is judged by the real worker and sandbox, and then
// every response the student can get about it (the submission page's data, the live event
// stream, the submission list, the Run button's view, the rejudge route, the CSV route) is
// searched for the hidden tests' inputs and answers. The problem's owner and admins do read them
// (so the data really is stored and the search could find it). The session comes from next-auth's
// getServerSession (mocked to the signed-in user id); the role is read from the database.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

/** The submission list with no filter: the first page of the reader's own. */
const NO_FILTERS = { page: 1 } as const;

const signedIn = vi.hoisted(() => ({ id: null as number | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => (signedIn.id === null ? null : { user: { id: signedIn.id, email: "ignored", role: "admin" }, expires: "" }),
}));

const HIDDEN_INPUT = "hidden-input-5e1d";
const HIDDEN_ANSWER = "hidden-answer-9c2f";
const SECRETS = [HIDDEN_INPUT, HIDDEN_ANSWER];

/** A checker program (protocol: lib/problem-package/checker-protocol.ts) whose message quotes everything. */
const TALKATIVE_CHECKER = `const d = JSON.parse(require("fs").readFileSync(0, "utf8"));
if (d.output.trim() === d.answer.trim()) process.exit(42);
console.log("expected " + d.answer.trim() + " on input " + d.input.trim() + ", found " + d.output.trim());
process.exit(43);`;

/** Passes the sample, then does `attack` with the input in `input`. */
const program = (attack: string) => `const input = require("fs").readFileSync(0, "utf8");
if (input.trim() === "sample") { console.log("ok"); } else { ${attack} }`;

const ATTACKS = {
  echo: { slug: "hidden-tokens", source: program(`console.log(input.trim());`), verdict: "WA", shown: null },
  stderr: { slug: "hidden-tokens", source: program(`console.error(input); process.exit(1);`), verdict: "RE", shown: null },
  throws: { slug: "hidden-tokens", source: program(`throw new Error(input);`), verdict: "RE", shown: null },
  // The side channels: an exit code, a running time and a memory use the program picks from the
  // input (here the input's length: 18 bytes, so exit code 118, about 180 ms and 18 MiB more).
  exitCode: {
    slug: "hidden-tokens",
    source: program(`const n = input.length; const keep = Buffer.alloc(n << 20, 1); const end = Date.now() + 10 * n; while (Date.now() < end) {} process.exit(100 + n + (keep[0] - 1));`),
    verdict: "RE",
    shown: null,
  },
  checker: { slug: "hidden-checker", source: program(`console.log("wrong");`), verdict: "WA", shown: null },
  output: { slug: "hidden-tokens", source: program(`const s = input.repeat(65536); for (;;) process.stdout.write(s);`), verdict: "OLE", shown: "output exceeded 16 MiB" },
  // A busy loop stops at the CPU limit, or, when a loaded machine gives it under a quarter of a
  // core, at the wall-clock limit first: either message is the judge's own, free of the test's data.
  time: {
    slug: "hidden-tokens",
    source: program(`console.error(input); for (;;) {}`),
    verdict: "TLE",
    shown: expect.stringMatching(/^(CPU time limit of 1000 ms exceeded|wall-clock limit exceeded \(the program was idle or waiting, e\.g\. sleeping or reading past the end of input\))$/),
  },
} as const;
type Attack = keyof typeof ATTACKS;

let testDb: TestDatabase;
const ids = { admin: 0, owner: 0, otherInstructor: 0, student: 0 };
const submissionIds = {} as Record<Attack, number>;
let lib: {
  getSubmission: typeof import("../../lib/submissions/get-submission").getSubmission;
  getSubmissionView: typeof import("../../lib/submissions/get-submission").getSubmissionView;
  listSubmissions: typeof import("../../lib/submissions/list-submissions").listSubmissions;
  createRun: typeof import("../../lib/submissions/create-run").createRun;
  getRun: typeof import("../../lib/submissions/get-run").getRun;
  getSessionUser: typeof import("../../lib/auth/session").getSessionUser;
  requireStaff: typeof import("../../lib/auth/require-role").requireStaff;
  processOne: typeof import("../../judge/judging/worker").processOne;
  events: typeof import("../../app/api/submissions/[id]/events/route").GET;
  rejudgeRoute: typeof import("../../app/api/rejudge/route").POST;
  csvRoute: typeof import("../../app/studio/sets/[slug]/csv/route").GET;
};

async function createProblem(slug: string, checker: "tokens" | "program") {
  return testDb.prisma.problem.create({
    data: {
      slug, title: slug, sourceJudge: "test", sourceId: slug, sourceTitle: slug, timeLimitMs: 1000, memoryLimitMb: 256,
      tags: "[]", difficulty: "easy", statement: "", contentHash: "x", ownerId: ids.owner, published: true,
      checker, checkerProgram: checker === "program" ? TALKATIVE_CHECKER : null,
      testCases: {
        create: [
          { ordinal: 1, group: "samples", isSample: true, input: "sample\n", expectedOutput: "ok\n" },
          { ordinal: 2, group: "random", input: `${HIDDEN_INPUT}\n`, expectedOutput: `${HIDDEN_ANSWER}\n` },
          { ordinal: 3, group: "random", input: `${HIDDEN_INPUT} again\n`, expectedOutput: `${HIDDEN_ANSWER} again\n` },
        ],
      },
    },
  });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  process.env.DATABASE_URL = testDb.url;
  lib = {
    ...(await import("../../lib/submissions/get-submission")),
    ...(await import("../../lib/submissions/list-submissions")),
    ...(await import("../../lib/submissions/create-run")),
    ...(await import("../../lib/submissions/get-run")),
    ...(await import("../../lib/auth/session")),
    ...(await import("../../lib/auth/require-role")),
    ...(await import("../../judge/judging/worker")),
    events: (await import("../../app/api/submissions/[id]/events/route")).GET,
    rejudgeRoute: (await import("../../app/api/rejudge/route")).POST,
    csvRoute: (await import("../../app/studio/sets/[slug]/csv/route")).GET,
  };
  const { prisma } = testDb;
  const user = async (email: string, role: string) => (await prisma.user.create({ data: { email, name: email, passwordHash: "x", role } })).id;
  ids.admin = await user("admin@example.com", "admin");
  ids.owner = await user("owner@example.com", "instructor");
  ids.otherInstructor = await user("other@example.com", "instructor");
  ids.student = await user("student@example.com", "student");
  const problems = { "hidden-tokens": await createProblem("hidden-tokens", "tokens"), "hidden-checker": await createProblem("hidden-checker", "program") };
  await prisma.problemSet.create({ data: { slug: "class", title: "Class", ownerId: ids.owner } });
  // Queued straight into the table (the per-user submission limit is tested elsewhere).
  for (const [name, attack] of Object.entries(ATTACKS) as [Attack, (typeof ATTACKS)[Attack]][]) {
    const row = await prisma.submission.create({ data: { userId: ids.student, problemId: problems[attack.slug].id, source: attack.source } });
    submissionIds[name] = row.id;
  }
  while (await lib.processOne(prisma, "hidden-tests-worker"));
}, 300_000);

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

const as = (id: number) => {
  signedIn.id = id;
};

function expectNoSecret(what: string, text: string) {
  for (const secret of SECRETS) expect(text.includes(secret), `${what} contains "${secret}"`).toBe(false);
}

/** The whole event stream of a finished submission, as its text. */
async function readEvents(id: number): Promise<{ status: number; text: string }> {
  const response = await lib.events(new Request(`http://localhost/api/submissions/${id}/events`), { params: Promise.resolve({ id: String(id) }) });
  return { status: response.status, text: await response.text() };
}

describe("a student who fails hidden tests", () => {
  it.each(Object.keys(ATTACKS) as Attack[])("%s: sees the verdict and a data-free message, never the test's data", async (name) => {
    const attack = ATTACKS[name];
    as(ids.student);
    const student = (await lib.getSessionUser())!;
    expect(student.role).toBe("student");
    const details = await lib.getSubmission(submissionIds[name], student);
    expect(details?.view.verdict).toBe(attack.verdict);
    const hidden = details!.view.tests.find((t) => t.ordinal === 2)!;
    expect(hidden).toMatchObject({ state: attack.verdict, detailHidden: true, message: attack.shown });
    expect(details!.view.tests[0]).toMatchObject({ state: "AC", detailHidden: false });
    expectNoSecret("the submission page's data", JSON.stringify(details));
    expectNoSecret("the live view", JSON.stringify(await lib.getSubmissionView(submissionIds[name], student)));
    const events = await readEvents(submissionIds[name]);
    expect(events.status).toBe(200);
    expect(events.text).toContain(`"verdict":"${attack.verdict}"`);
    expectNoSecret("the event stream", events.text);
  });

  it("reads neither the exit code nor the exact time and memory the program chose on a hidden test", async () => {
    as(ids.student);
    const student = (await lib.getSessionUser())!;
    const limits = { timeStep: 1000 / 5, memoryStep: (256 * 1024) / 4 };
    const coarse = (t: { timeMs: number | null; memoryKb: number | null }) => t.timeMs! % limits.timeStep === 0 && t.memoryKb! % limits.memoryStep === 0;
    const { view } = (await lib.getSubmission(submissionIds.exitCode, student))!;
    const hidden = view.tests[1]!;
    expect(hidden).toMatchObject({ state: "RE", message: null, detailHidden: true });
    expect(coarse(hidden)).toBe(true);
    expect(view).toMatchObject({ measuresRounded: true });
    expect(coarse(view)).toBe(true);
    // The sample keeps its exact figures (a program learns nothing there it did not know).
    expect(view.tests[0]).toMatchObject({ state: "AC", detailHidden: false });
    const events = (await readEvents(submissionIds.exitCode)).text;
    const listed = (await lib.listSubmissions(testDb.prisma, student, NO_FILTERS)).rows.find((r) => r.id === submissionIds.exitCode)!;
    expect(listed).toMatchObject({ measuresRounded: true });
    expect(coarse(listed)).toBe(true);
    for (const [where, text] of [["the page's data", JSON.stringify(view)], ["the event stream", events], ["the list", JSON.stringify(listed)]] as const) {
      expect(text, where).not.toMatch(/exit code|signal|118/);
    }
    // The staff read what was measured, the exit code included (so the figures above were rounded, not missing).
    as(ids.owner);
    const owner = (await lib.getSubmission(submissionIds.exitCode, (await lib.getSessionUser())!))!.view;
    expect(owner.tests[1]!.message).toMatch(/^exit code 118\b/);
    expect(owner.measuresRounded).toBe(false);
    expect(coarse(owner.tests[1]!)).toBe(false);
  });

  it("finds nothing in the submission list, the rejudge route or the CSV route either", async () => {
    as(ids.student);
    expectNoSecret("the submission list", JSON.stringify(await lib.listSubmissions(testDb.prisma, { id: ids.student, role: "student" }, NO_FILTERS)));
    const rejudge = await lib.rejudgeRoute(new Request("http://localhost/api/rejudge", { method: "POST", body: JSON.stringify({ submissionId: submissionIds.echo }) }));
    expect(rejudge.status).toBe(403);
    expectNoSecret("the rejudge route", await rejudge.text());
    const csv = await lib.csvRoute(new Request("http://localhost/studio/sets/class/csv"), { params: Promise.resolve({ slug: "class" }) });
    expect(csv.status).toBe(403);
    expectNoSecret("the CSV route", await csv.text());
  });

  it("runs only ever run the samples (or the student's own input)", async () => {
    const source = program(`console.error(input); process.exit(1);`);
    const created = await lib.createRun({ userId: ids.student, problemSlug: "hidden-tokens", language: "typescript", source, input: null });
    if (!created.ok) throw new Error(created.error);
    await lib.processOne(testDb.prisma, "hidden-tests-worker");
    const run = await lib.getRun(created.id, ids.student);
    expect(run).toMatchObject({ status: "done", verdict: "AC", testsTotal: 1 });
    expect(run!.tests.map((t) => t.input)).toEqual(["sample\n"]);
    expectNoSecret("the run's view", JSON.stringify(run));
  });
});

describe("who reads the judge's full words on hidden tests", () => {
  it("the problem's owner and admins do (the data is stored: the search above could find it)", async () => {
    for (const id of [ids.owner, ids.admin]) {
      as(id);
      const viewer = (await lib.getSessionUser())!;
      const crash = await lib.getSubmission(submissionIds.stderr, viewer);
      expect(crash!.view.tests[1]).toMatchObject({ detailHidden: false, message: `exit code 1\n${HIDDEN_INPUT}` });
      const echo = await lib.getSubmission(submissionIds.echo, viewer);
      expect(echo!.view.tests[1]!.message).toContain(HIDDEN_ANSWER);
      const checker = await lib.getSubmission(submissionIds.checker, viewer);
      expect(checker!.view.tests[1]!.message).toBe(`expected ${HIDDEN_ANSWER} on input ${HIDDEN_INPUT}, found wrong`);
      expect((await readEvents(submissionIds.stderr)).text).toContain(HIDDEN_INPUT);
    }
  });

  it("another instructor reads neither the submission nor its live view: they do not exist for them", async () => {
    as(ids.otherInstructor);
    const viewer = (await lib.getSessionUser())!;
    for (const id of Object.values(submissionIds)) {
      expect(await lib.getSubmission(id, viewer)).toBeNull();
      expect(await lib.getSubmissionView(id, viewer)).toBeNull();
    }
    expect((await readEvents(submissionIds.stderr)).status).toBe(404);
  });
});

describe("the role comes from the database on every request", () => {
  it("a demoted owner loses the studio and the hidden details at once; a deleted account is signed out", async () => {
    const { prisma } = testDb;
    as(ids.owner);
    expect((await lib.requireStaff()).role).toBe("instructor");
    await prisma.user.update({ where: { id: ids.owner }, data: { role: "student" } });
    await expect(lib.requireStaff()).rejects.toThrow("Only instructors and admins may use the studio.");
    const demoted = (await lib.getSessionUser())!;
    expect(demoted.role).toBe("student");
    // Now a student: another student's submission does not exist for them, hidden details or not.
    expect(await lib.getSubmission(submissionIds.stderr, demoted)).toBeNull();
    await prisma.user.update({ where: { id: ids.owner }, data: { role: "instructor" } });

    as(ids.student);
    await prisma.user.delete({ where: { id: ids.student } });
    expect(await lib.getSessionUser()).toBeNull();
    expect((await readEvents(submissionIds.stderr)).status).toBe(404);
  });
});
