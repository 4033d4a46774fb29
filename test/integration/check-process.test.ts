// Package checks run in a process of their own: a real judge daemon (`node --import tsx
// judge/daemon.ts`) on a throw-away database claims a studio check and runs it in a child process
// (not its own pid), judges a submission while the check runs, and, stopped with SIGTERM mid-check,
// kills the child and hands the check back to the queue (queued, lease cleared, attempt not
// counted): a second daemon then claims it and finishes it. A child that dies on its own gives the
// check back with the attempt counted. A check that never ends is stopped at its wall-clock cap,
// failed with a message, and the loop goes on with the next check.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkTimedOutMessage, runCheckLoop } from "../../judge/package-check/check-loop";
import type { CheckProcess, CheckProcessEnd } from "../../judge/package-check/start-check-process";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import { GOOD_SLUG, goodDraft } from "./studio-check-fixtures";
import { exited, startDaemon as startDaemonProcess, waitFor, type DaemonProcess } from "../helpers/daemon-process";


/** The scaffold plus a solution that must time out: a few seconds more of checking, so the check is still running while a submission is judged. */
function slowerDraft(): Record<string, string> {
  return { ...goodDraft(), "solutions/time_limit_exceeded/spin.ts": "// Never answers.\nfor (;;) {}\n" };
}
let database: TestDatabase;
const daemons: ChildProcess[] = [];

function startDaemon(name: string): DaemonProcess {
  const daemon = startDaemonProcess(name, { DATABASE_URL: database.url, DATA_DIR: database.dir, JUDGE_WORKERS: "1" });
  daemons.push(daemon.child);
  return daemon;
}

/** The parent pid of a live process, from /proc; undefined once it is gone. */
function parentPid(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ...": comm may hold spaces, so split after ")".
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const child of daemons) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await Promise.all(daemons.map(exited));
  await database?.cleanup();
});

async function createDraftProblem(slug: string, files: Record<string, string>) {
  const { prisma } = database;
  const owner = await prisma.user.create({ data: { email: `${slug}@example.com`, name: "O", passwordHash: "x", role: "instructor" } });
  const problem = await prisma.problem.create({
    data: {
      slug, title: "Draft", sourceJudge: "Nimbus", sourceId: slug, sourceTitle: "Draft", timeLimitMs: 1000, memoryLimitMb: 256,
      tags: "[]", difficulty: "easy", statement: "", contentHash: "", published: false, ownerId: owner.id,
      draft: { create: { files: JSON.stringify(files) } },
      testCases: { create: [{ ordinal: 1, group: "samples", isSample: true, input: "3\n", expectedOutput: "6\n" }] },
    },
  });
  return { owner, problem };
}

it("runs a check in a child process, judges meanwhile, and hands the check back when stopped", async () => {
  const { prisma } = database;
  const { owner, problem } = await createDraftProblem(GOOD_SLUG, slowerDraft());
  const check = await prisma.packageCheck.create({ data: { problemId: problem.id, requestedById: owner.id, filesHash: "x" } });

  const first = startDaemon("first daemon");
  const daemonPid = first.child.pid!;
  const childPid = await waitFor(
    "the check to start in a process of its own",
    () => {
      const match = new RegExp(`package check ${check.id}: running in process (\\d+)`).exec(first.log());
      return match ? Number(match[1]) : undefined;
    },
    60_000,
    first.log,
  );
  expect(childPid).not.toBe(daemonPid);
  expect(parentPid(childPid)).toBe(daemonPid);
  const running = await prisma.packageCheck.findUniqueOrThrow({ where: { id: check.id } });
  expect(running).toMatchObject({ status: "running", attempts: 1 });
  expect(running.leaseOwner).toContain(`:${daemonPid}:`);

  // The judging loop is not held up by the check.
  const submission = await prisma.submission.create({ data: { userId: owner.id, problemId: problem.id, source: `console.log(Number(require("fs").readFileSync(0, "utf8")) * 2);` } });
  const judged = await waitFor(
    "the submission to be judged",
    async () => {
      const row = await prisma.submission.findUniqueOrThrow({ where: { id: submission.id } });
      return row.status === "done" ? row : undefined;
    },
    60_000,
    first.log,
  );
  expect(judged.verdict).toBe("AC");
  expect(await prisma.packageCheck.findUniqueOrThrow({ where: { id: check.id } })).toMatchObject({ status: "running", finishedAt: null });
  expect(parentPid(childPid)).toBe(daemonPid);

  // Stopped mid-check: the child is killed and the check is queued again, not failed, not leased.
  first.child.kill("SIGTERM");
  await exited(first.child);
  expect(first.child.exitCode).toBe(0);
  expect(parentPid(childPid)).toBeUndefined();
  expect(first.log()).toContain(`released package check ${check.id} back to the queue`);
  const handedBack = await prisma.packageCheck.findUniqueOrThrow({ where: { id: check.id } });
  expect(handedBack).toMatchObject({ status: "queued", leaseOwner: null, leaseExpiresAt: null, attempts: 0, report: null, finishedAt: null });

  // Another daemon claims it at once (no lease to wait out) and finishes it.
  const second = startDaemon("second daemon");
  const finished = await waitFor(
    "the second daemon to finish the check",
    async () => {
      const row = await prisma.packageCheck.findUniqueOrThrow({ where: { id: check.id } });
      return row.status === "passed" || row.status === "failed" ? row : undefined;
    },
    180_000,
    second.log,
  );
  expect(finished).toMatchObject({ status: "passed", attempts: 1, leaseOwner: null });
  expect(finished.progress).toMatch(/^loading the package/);
  expect(second.log()).toMatch(new RegExp(`package check ${check.id}: running in process (?!${second.child.pid}\\b)\\d+`));
  second.child.kill("SIGTERM");
  await exited(second.child);
  expect(second.child.exitCode).toBe(0);
}, 300_000);

it("gives a check whose process died back to the queue with the attempt counted", async () => {
  const { prisma } = database;
  const { owner, problem } = await createDraftProblem("crashing-check", goodDraft("crashing-check"));
  const check = await prisma.packageCheck.create({ data: { problemId: problem.id, requestedById: owner.id, filesHash: "x" } });
  // The child process reaches the test's database through the environment it inherits.
  process.env.DATABASE_URL = database.url;
  let stop = false;
  const lines: string[] = [];
  const loop = runCheckLoop(prisma, "crash-test:checks", () => stop, {
    leaseMs: 5000,
    log: (line) => {
      lines.push(line);
      // Stop after the first outcome, before the loop could claim the check again.
      if (/ended without a result|: (passed|failed)$/.test(line)) stop = true;
    },
  });
  const log = () => lines.join("\n");
  const running = await waitFor("the check's process", () => loop.current(), 60_000, log);
  expect(running.checkId).toBe(check.id);
  expect(running.pid).not.toBe(process.pid);
  process.kill(running.pid, "SIGKILL");
  await loop.done;
  expect(log()).toContain(`package check ${check.id}: its process ended without a result (exit code null, signal SIGKILL); queued again`);
  expect(await prisma.packageCheck.findUniqueOrThrow({ where: { id: check.id } })).toMatchObject({ status: "queued", attempts: 1, leaseOwner: null, leaseExpiresAt: null });
}, 120_000);

/** A stand-in for a check's process that never ends (a real process: the cap must kill it). */
function neverEndingCheck(): CheckProcess {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1 << 30)"], { stdio: "ignore" });
  daemons.push(child);
  let killed = false;
  const ended = new Promise<CheckProcessEnd>((resolve) => child.once("close", (code, signal) => resolve({ kind: "exited", code, signal, killed })));
  return {
    pid: child.pid!,
    ended,
    kill: async () => {
      killed = true;
      child.kill("SIGKILL");
      await ended;
    },
  };
}

it("stops a check that never ends at its wall-clock cap, fails it with the message, and claims the next check", async () => {
  const { prisma } = database;
  // Only this test's checks in the queue (the test before leaves its check queued again).
  await prisma.packageCheck.deleteMany();
  const { owner, problem } = await createDraftProblem("stuck-check", goodDraft("stuck-check"));
  const stuck = await prisma.packageCheck.create({ data: { problemId: problem.id, requestedById: owner.id, filesHash: "x" } });
  const next = await prisma.packageCheck.create({ data: { problemId: problem.id, requestedById: owner.id, filesHash: "y" } });
  const started: Array<{ checkId: number; pid: number }> = [];
  let stop = false;
  const lines: string[] = [];
  const loop = runCheckLoop(prisma, "stuck-test:checks", () => stop, {
    timeoutMs: 1000,
    log: (line) => lines.push(line),
    startProcess: ({ checkId }) => {
      const child = neverEndingCheck();
      started.push({ checkId, pid: child.pid });
      // The queue moved on to the next check: stop after that one.
      if (checkId === next.id) stop = true;
      return child;
    },
  });
  await loop.done;
  expect(started.map((entry) => entry.checkId)).toEqual([stuck.id, next.id]);
  const message = checkTimedOutMessage(1000);
  expect(message).toBe("The check was stopped after 1 s, its time limit: the package's programs or tests take too long. Make them faster or fewer, then check again.");
  for (const id of [stuck.id, next.id]) {
    const row = await prisma.packageCheck.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "failed", leaseOwner: null, leaseExpiresAt: null, attempts: 1 });
    expect(JSON.parse(row.report!)).toEqual({ message, timedOutAfterMs: 1000 });
    expect(row.finishedAt).not.toBeNull();
  }
  expect(lines.join("\n")).toContain(`package check ${stuck.id}: stopped at its time limit (1 s); failed`);
  // The stand-ins' processes were killed, not left running.
  for (const { pid } of started) expect(parentPid(pid)).toBeUndefined();
}, 60_000);
