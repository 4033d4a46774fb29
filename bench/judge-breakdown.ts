// The parts of bench/judge.bench.ts that take the batch judge apart (issue 17): the plain naive
// baseline, and where one submission's CPU goes, measured phase by phase:
//   - the sandbox's side from its cgroup counter (start-up to "ready", each test, the exit);
//   - the judge process's side from process.cpuUsage around each phase (spawning and starting,
//     the test loop, closing);
//   - the database from process.cpuUsage around the worker's processOne with the judging replaced
//     by a replay of a recorded result (so only the claim, the loads, the result batches and the
//     verdict are left), and the statements it sends, counted at better-sqlite3's prepare().
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { checkTokens } from "../judge/judging/checkers";
import { compileTypeScript } from "../judge/judging/compile";
import { judgeSubmission, type JudgeRequest, type JudgeResult } from "../judge/judging/judge-submission";
import { processOne } from "../judge/judging/worker";
import { Harness } from "../judge/sandbox/batch/harness-process";
import { buildBwrapArgs, SANDBOX_PROGRAM } from "../judge/sandbox/bwrap-args";
import type { SandboxHost } from "../judge/sandbox/sandbox-host";
import { maxFileBytes, prepareSandbox, TMP_BYTES, WALL_SLACK_MS } from "../judge/sandbox/sandbox";
import { runSandboxProcess } from "../judge/sandbox/sandbox-process";
import { LIMITS } from "../lib/types";
import { createTestDatabase } from "../test/helpers/test-db";

export interface BenchTest {
  ordinal: number;
  input: string;
  answer: string;
}

export interface BenchLimits {
  timeLimitMs: number;
  memoryLimitMb: number;
}

/** What one judge reports of one submission (the bench's Judge type). */
export interface JudgedRun {
  verdict: string;
  sandboxCpuMs: number;
  processes: number;
}

/**
 * One plain sandboxed run of the program already written to `dir`/main.js: `node main.js` in
 * bubblewrap with an emptied environment (the same mounts and namespaces as runInSandbox), and
 * nothing else: no permission model, no heap or stack flags. Its cgroup (joined by the launcher shell, which also sets the rlimits: a few
 * hundred microseconds) measures its CPU and enforces the limits.
 */
async function runPlain(host: SandboxHost, dir: string, input: string, limits: BenchLimits) {
  const programFile = path.join(dir, "main.js");
  const stdinFile = path.join(dir, "input.txt");
  await fs.promises.writeFile(stdinFile, input);
  const args = buildBwrapArgs({ nodePath: host.nodePath, withProgram: true, tmpBytes: TMP_BYTES, command: [host.nodePath, SANDBOX_PROGRAM] });
  const programFd = fs.openSync(programFile, "r");
  const stdinFd = fs.openSync(stdinFile, "r");
  try {
    return await runSandboxProcess(
      host,
      args,
      stdinFd,
      {
        cpuMs: limits.timeLimitMs,
        wallMs: LIMITS.wallFactor * limits.timeLimitMs + WALL_SLACK_MS,
        memoryBytes: limits.memoryLimitMb * 1024 * 1024,
        maxOutputBytes: LIMITS.maxOutputBytes,
        maxFileBytes: maxFileBytes(LIMITS.maxOutputBytes),
      },
      programFd,
    );
  } finally {
    fs.closeSync(stdinFd);
    fs.closeSync(programFd);
  }
}

/** The plain naive judge of issue 17: per test, one plain sandboxed run (runPlain). */
export function plainNaiveJudge(tests: readonly BenchTest[], limits: BenchLimits): (source: string) => Promise<JudgedRun> {
  return async (source) => {
    const compiled = await compileTypeScript(source);
    if (!compiled.ok) return { verdict: "CE", sandboxCpuMs: 0, processes: 0 };
    const host = await prepareSandbox();
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "nimbus-bench-plain-"));
    try {
      await fs.promises.writeFile(path.join(dir, "main.js"), compiled.js);
      let sandboxCpuMs = 0;
      let processes = 0;
      for (const test of tests) {
        const run = await runPlain(host, dir, test.input, limits);
        processes += 1;
        sandboxCpuMs += run.cpuMs;
        if (run.outcome !== "ok" || run.exitCode !== 0) return { verdict: run.outcome === "ok" ? "RE" : run.outcome, sandboxCpuMs, processes };
        const checked = checkTokens({ output: run.stdout, answer: test.answer });
        if (checked.verdict !== "AC") return { verdict: checked.verdict, sandboxCpuMs, processes };
      }
      return { verdict: "AC", sandboxCpuMs, processes };
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  };
}

/** A program making as many fresh vm contexts as its input says, each running one statement. */
const REALMS_PROGRAM = `const vm = require("vm");
const count = Number(require("fs").readFileSync(0, "utf8"));
for (let i = 0; i < count; i++) vm.runInContext("globalThis.x = 1", vm.createContext(vm.constants.DONT_CONTEXTIFY));
`;

export interface JudgeFloor {
  /** CPU of one plain sandboxed run of an empty program: the least a fresh process costs. */
  processMs: number;
  /** CPU of one fresh vm context in a plain sandboxed node, its garbage collection included. */
  realmMs: number;
}

/**
 * What the guarantees cost at the least, measured in the same sandbox with nothing of the
 * harness: a fresh process per submission (bubblewrap and node running an empty program) and a
 * fresh realm per test (vm contexts made in a loop: the CPU of 400 less that of none, over 400).
 */
export async function measureFloor(limits: BenchLimits, rounds = 5): Promise<JudgeFloor> {
  const host = await prepareSandbox();
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "nimbus-bench-floor-"));
  const contexts = 400;
  const cpu = async (program: string, input: string) => {
    await fs.promises.writeFile(path.join(dir, "main.js"), program);
    const run = await runPlain(host, dir, input, limits);
    if (run.outcome !== "ok" || run.exitCode !== 0) throw new Error(`floor: the program ended ${run.outcome} ${run.exitCode}: ${run.stderrTail}`);
    return run.cpuMs;
  };
  try {
    let processMs = 0;
    let realms = 0;
    for (let round = 0; round < rounds; round++) {
      processMs += await cpu("", "");
      realms += (await cpu(REALMS_PROGRAM, String(contexts))) - (await cpu(REALMS_PROGRAM, "0"));
    }
    return { processMs: processMs / rounds, realmMs: realms / rounds / contexts };
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

function cpuMsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Milliseconds of CPU per phase, summed over the submissions measured. */
export interface SandboxPhases {
  submissions: number;
  sandboxStart: number;
  sandboxTests: number;
  sandboxExit: number;
  judgeStart: number;
  judgeTests: number;
  judgeClose: number;
  compile: number;
  /** Each test's memory peak (the cgroup's, harness included), summed. */
  testMemoryKb: number;
}

/**
 * One harness per submission started cold (its start-up is measured, not hidden by a warm
 * start), the tests run one after the other, each checked with the token checker.
 */
export async function measureSandboxPhases(
  programJs: string,
  tests: readonly BenchTest[],
  limits: BenchLimits,
  submissions: number,
  source: string,
  bundle?: string,
): Promise<SandboxPhases> {
  const host = await prepareSandbox();
  const phases: SandboxPhases = { submissions, sandboxStart: 0, sandboxTests: 0, sandboxExit: 0, judgeStart: 0, judgeTests: 0, judgeClose: 0, compile: 0, testMemoryKb: 0 };
  const testLimits = {
    cpuMs: limits.timeLimitMs,
    wallMs: LIMITS.wallFactor * limits.timeLimitMs + WALL_SLACK_MS,
    maxOutputBytes: LIMITS.maxOutputBytes,
    memoryBytes: limits.memoryLimitMb * 1024 * 1024,
  };
  for (let i = 0; i < submissions; i++) {
    let before = process.cpuUsage();
    await compileTypeScript(source); // esbuild's service process is not counted (it is not this process)
    phases.compile += cpuMsSince(before);
    before = process.cpuUsage();
    const harness = new Harness(host, {
      memoryLimitMb: limits.memoryLimitMb,
      maxOutputBytes: LIMITS.maxOutputBytes,
      nodePermissionModel: true,
      cpuBackstopMs: tests.length * limits.timeLimitMs + 4000,
      ...(bundle === undefined ? {} : { bundle }),
    });
    const ready = await harness.start(programJs);
    if (!ready.ok) throw new Error(`breakdown: ${ready.reason}`);
    phases.judgeStart += cpuMsSince(before);
    const startCpu = harness.cpuMs();
    phases.sandboxStart += startCpu;
    before = process.cpuUsage();
    for (const test of tests) {
      const reply = await harness.runTest(test, testLimits);
      if (reply.kind !== "result" || reply.result.outcome !== "ok" || reply.result.exitCode !== 0) throw new Error(`breakdown: test ${test.ordinal} did not pass`);
      if (checkTokens({ output: reply.result.stdout, answer: test.answer }).verdict !== "AC") throw new Error(`breakdown: test ${test.ordinal} WA`);
      phases.testMemoryKb += reply.result.memoryKb;
    }
    // The cgroup's counter across the loop (each test's own figure is rounded to the millisecond).
    const testsCpu = harness.cpuMs() - startCpu;
    phases.judgeTests += cpuMsSince(before);
    phases.sandboxTests += testsCpu;
    before = process.cpuUsage();
    const total = await harness.close();
    phases.judgeClose += cpuMsSince(before);
    phases.sandboxExit += total - startCpu - testsCpu;
  }
  return phases;
}

interface DatabasePhases {
  submissions: number;
  cpuMs: number;
  statements: number;
}

/** Counts the SQL statements better-sqlite3 prepares (the Prisma adapter prepares one per statement). */
function countStatements(): { count: () => number; restore: () => void } {
  const proto = Database.prototype as unknown as { prepare: (...args: unknown[]) => unknown };
  const original = proto.prepare;
  let count = 0;
  proto.prepare = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return { count: () => count, restore: () => (proto.prepare = original) };
}

/**
 * The worker's database work for one submission on SQLite: processOne with the judging replaced
 * by a replay of `recorded` (each test's outcome handed to onTestResult, as judgeSubmission does).
 */
async function measureDatabase(tests: readonly BenchTest[], limits: BenchLimits, recorded: JudgeResult, submissions: number): Promise<DatabasePhases> {
  const database = await createTestDatabase("sqlite");
  const { prisma } = database;
  try {
    const user = await prisma.user.create({ data: { email: "bench@example.com", name: "bench", passwordHash: "x" } });
    const problem = await prisma.problem.create({
      data: {
        slug: "bench-nim", title: "Nim", sourceJudge: "bench", sourceId: "1", sourceTitle: "Nim", timeLimitMs: limits.timeLimitMs,
        memoryLimitMb: limits.memoryLimitMb, tags: "[]", difficulty: "easy", statement: "", contentHash: "bench",
        testCases: { create: tests.map((t) => ({ ordinal: t.ordinal, group: "random", input: t.input, expectedOutput: t.answer })) },
      },
    });
    const replay = async (request: JudgeRequest): Promise<JudgeResult> => {
      for (const outcome of recorded.results) await request.onTestResult?.(outcome);
      return recorded;
    };
    let cpuMs = 0;
    let statements = 0;
    for (let i = 0; i <= submissions; i++) {
      await prisma.submission.create({ data: { userId: user.id, problemId: problem.id, source: "" } });
      const counter = countStatements();
      const before = process.cpuUsage();
      let processed;
      try {
        processed = await processOne(prisma, "bench-db", { judge: replay });
      } finally {
        counter.restore();
      }
      if (processed?.verdict !== "AC") throw new Error("breakdown: the replayed submission was not AC");
      // The first one warms Prisma's caches and the JIT; not counted.
      if (i === 0) continue;
      cpuMs += cpuMsSince(before);
      statements += counter.count();
    }
    return { submissions, cpuMs, statements };
  } finally {
    await database.cleanup();
  }
}

/** A real judging of the accepted program, whose per-test outcomes the database replay stores. */
async function recordJudging(source: string, tests: readonly BenchTest[], limits: BenchLimits): Promise<JudgeResult> {
  const result = await judgeSubmission({
    source,
    tests: tests.map((test) => ({ ordinal: test.ordinal, input: test.input, expectedOutput: test.answer })),
    ...limits,
  });
  if (result.verdict !== "AC") throw new Error(`breakdown: the recorded judging got ${result.verdict}`);
  return result;
}

/** Runs `measure` with the harness's start-up snapshot off (the path before it), then restores the setting. */
async function withoutSnapshot<T>(measure: () => Promise<T>): Promise<T> {
  const before = process.env.NIMBUS_HARNESS_SNAPSHOT;
  process.env.NIMBUS_HARNESS_SNAPSHOT = "0";
  try {
    return await measure();
  } finally {
    if (before === undefined) delete process.env.NIMBUS_HARNESS_SNAPSHOT;
    else process.env.NIMBUS_HARNESS_SNAPSHOT = before;
  }
}

/** What a submission costs at the least in this design, per test (printBreakdown's last line). */
export interface JudgeLeast {
  /** The floor: a fresh process shared by the tests, and a fresh vm context each. */
  floorMs: number;
  /** Its two parts, as measured (measureFloor). */
  floor: JudgeFloor;
  /** The judge's own work outside the sandbox (its start-up, per-test and clean-up parts, compile, database), with the start-up snapshot. */
  outsideMs: number;
}

/**
 * Prints where one submission's CPU goes (per submission, and per test of `tests.length`), with
 * the harness started from its V8 start-up snapshot (harness-snapshot.ts) and without it.
 */

export async function printBreakdown(source: string, tests: readonly BenchTest[], limits: BenchLimits, submissions: number): Promise<JudgeLeast> {
  const compiled = await compileTypeScript(source);
  if (!compiled.ok) throw new Error("breakdown: the program does not compile");
  const sandbox = (count: number) => measureSandboxPhases(compiled.js, tests, limits, count, source);
  await sandbox(1); // warm-up (and the snapshot's build)
  await withoutSnapshot(() => sandbox(1));
  // Alternated in halves, so that a change in the machine's load falls on both.
  const halves = [await withoutSnapshot(() => sandbox(Math.ceil(submissions / 2))), await sandbox(Math.ceil(submissions / 2))];
  halves.push(await withoutSnapshot(() => sandbox(Math.floor(submissions / 2))), await sandbox(Math.floor(submissions / 2)));
  const sum = (a: SandboxPhases, b: SandboxPhases): SandboxPhases => {
    const total = { ...a };
    for (const key of Object.keys(a) as Array<keyof SandboxPhases>) total[key] = a[key] + b[key];
    return total;
  };
  const plain = sum(halves[0]!, halves[2]!);
  const snapshot = sum(halves[1]!, halves[3]!);
  const recorded = await recordJudging(source, tests, limits);
  const db = await measureDatabase(tests, limits, recorded, submissions);
  const n = tests.length;
  const rows: Array<[string, (p: SandboxPhases) => number]> = [
    ["start-up, sandbox (node, harness, program)", (p) => p.sandboxStart / p.submissions],
    ["start-up, judge process (spawn, frames)", (p) => p.judgeStart / p.submissions],
    ["tests, inside the sandbox", (p) => p.sandboxTests / p.submissions],
    ["tests, judge process (frames, cgroup, checker)", (p) => p.judgeTests / p.submissions],
    ["exit and clean-up (sandbox + judge)", (p) => (p.sandboxExit + p.judgeClose) / p.submissions],
    ["compile (this process's part)", (p) => p.compile / p.submissions],
    ["database (claim, loads, result batches, verdict)", () => db.cpuMs / db.submissions],
  ];
  const total = (p: SandboxPhases) => rows.reduce((sum, [, of]) => sum + of(p), 0);
  const cell = (ms: number, p: SandboxPhases) => `${ms.toFixed(1)} ${(ms / n).toFixed(2)} ${`${((ms / total(p)) * 100).toFixed(0)}%`.padStart(4)}`;
  console.log("");
  console.log(`breakdown of one submission's CPU (${n} tests, mean of ${submissions}, harness started cold; SQLite), ms per submission, ms per test, share:`);
  console.log(`${"".padEnd(50)}${"no start-up snapshot".padStart(22)}${"start-up snapshot".padStart(22)}`);
  for (const [label, of] of rows) console.log(`${label.padEnd(50)}${cell(of(plain), plain).padStart(22)}${cell(of(snapshot), snapshot).padStart(22)}`);
  console.log(`${"total".padEnd(50)}${`${total(plain).toFixed(1)} ${(total(plain) / n).toFixed(2)}`.padStart(22)}${`${total(snapshot).toFixed(1)} ${(total(snapshot) / n).toFixed(2)}`.padStart(22)}`);
  console.log(`database: ${(db.statements / db.submissions).toFixed(0)} SQL statements per submission (${n} results)`);
  const floor = await measureFloor(limits);
  const floorPerTest = floor.realmMs + floor.processMs / n;
  console.log(
    `floor, in the same sandbox with nothing of the harness: a fresh process (empty program) ${floor.processMs.toFixed(1)} ms, ` +
      `a fresh vm context ${floor.realmMs.toFixed(2)} ms (its garbage collection included): ${floorPerTest.toFixed(2)} ms per test for ${n} tests; ` +
      `the total with the start-up snapshot is ${(total(snapshot) / n / floorPerTest).toFixed(2)}x that`,
  );
  const outside = (snapshot.judgeStart + snapshot.judgeTests + snapshot.judgeClose + snapshot.compile) / snapshot.submissions + db.cpuMs / db.submissions;
  console.log(
    `the least of this design here, whatever the harness does: the floor plus the judge's own work outside the sandbox ` +
      `(${(outside / n).toFixed(2)} ms per test: start-up, tests, clean-up, compile, database) = ${(floorPerTest + outside / n).toFixed(2)} ms per test`,
  );
  return { floorMs: floorPerTest, floor, outsideMs: outside / n };
}
