// runTestsInOneSandbox: run one submission's tests in ONE sandboxed node process (the batch
// harness, judge/sandbox/batch/harness/), each test in a fresh vm context, instead of one sandboxed
// process per test. The sandbox is the same as runInSandbox's (bubblewrap arguments, cgroup,
// rlimits, emptied environment, node's permission model); each test's CPU time is read from the
// cgroup counter from outside, before and after the test, and the CPU limit is enforced per test
// by killing the sandbox. Results have runInSandbox's shape (SandboxRunResult).
//
// Fallbacks to a fresh process (runInSandbox) keep verdicts those of the naive judge:
// - a test that does not pass cleanly in the batch (TLE, MLE, OLE, RE, killed) is run again in a
//   fresh sandbox and that run is the result ("confirmFailures", on by default); if the fresh run
//   passes, the batch is not trusted for this program and the remaining tests run fresh too.
//   Not after a wall-clock timeout: the program waited (sleeping or blocked) for the whole
//   3 x T + 1 s, which no batch state explains, and a second try would only burn as long again of
//   a worker (a Run of a sleeper on every sample would cost twice its share of the queue);
// - the harness reports that a test changed the host realm or left host resources behind
//   ("tainted"): the test's own result stands, the remaining tests go to a new process;
// - the harness fails, or its replies make no sense: the test is run fresh, and so are the rest.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LIMITS } from "../../../lib/types";
import { prepareSandbox, runInSandbox, WALL_SLACK_MS } from "../sandbox";
import type { SandboxRunResult } from "../sandbox-process";
import type { BatchTest, Harness, TestLimits, TestReply } from "./harness-process";
import { realmCheckInterval, shouldCheckRealm } from "./realm-check-window";
import { takeHarness } from "./warm-harnesses";

export type { BatchTest } from "./harness-process";

export interface BatchTestResult extends SandboxRunResult {
  ordinal: number;
  /** "batch": measured in the shared process; "fresh": a process of its own (runInSandbox). */
  via: "batch" | "fresh";
  /** Why this test (or the switch to fresh processes) happened, when it did. */
  note?: string;
}

/** What onResult tells the runner: go on with the next test (default) or stop here. */
export type BatchDecision = "continue" | "stop" | void;

export interface BatchOptions {
  /** The compiled JavaScript (CommonJS, as compileTypeScript returns it). */
  programJs: string;
  tests: readonly BatchTest[];
  timeLimitMs: number;
  memoryLimitMb: number;
  /** Per test; defaults to LIMITS.wallFactor x timeLimitMs + 1 s, like runInSandbox. */
  wallLimitMs?: number;
  maxOutputBytes?: number;
  /** Node's permission model inside the sandbox (default on), as in runInSandbox. */
  nodePermissionModel?: boolean;
  /** Re-run a test that did not pass cleanly (except a wall-clock timeout) in a fresh sandbox and report that run (default true). */
  confirmFailures?: boolean;
  /**
   * Called for each test in order; "stop" ends the run (e.g. at the first WA). A result is handed
   * over once a host-realm check vouches for it (realm-check-window.ts), so the next few fast
   * tests may already have run by then.
   */
  onResult?: (result: BatchTestResult) => BatchDecision | Promise<BatchDecision>;
}

export interface BatchSummary {
  results: BatchTestResult[];
  /** Sandboxed processes started: batch harnesses plus fresh single-test runs. */
  processes: number;
  /** CPU time of every sandbox started (harness start-up included), from the cgroups. */
  sandboxCpuMs: number;
  /** Why fresh processes were used, if they were. */
  notes: string[];
  /** Harnesses that were started before this submission (warm-harnesses.ts). */
  warmStarts: number;
}

function passed(result: SandboxRunResult): boolean {
  return result.outcome === "ok" && result.exitCode === 0 && result.signal === null;
}

export async function runTestsInOneSandbox(options: BatchOptions): Promise<BatchSummary> {
  const host = await prepareSandbox();
  const maxOutputBytes = options.maxOutputBytes ?? LIMITS.maxOutputBytes;
  const limits: TestLimits = {
    cpuMs: options.timeLimitMs,
    wallMs: options.wallLimitMs ?? LIMITS.wallFactor * options.timeLimitMs + WALL_SLACK_MS,
    maxOutputBytes,
    memoryBytes: options.memoryLimitMb * 1024 * 1024,
  };
  const confirm = options.confirmFailures !== false;
  const harnessSpec = { memoryLimitMb: options.memoryLimitMb, maxOutputBytes, nodePermissionModel: options.nodePermissionModel !== false };
  const results: BatchTestResult[] = [];
  const notes: string[] = [];
  let processes = 0;
  let sandboxCpuMs = 0;
  let mode: "batch" | "fresh" = "batch";
  let harness: Harness | undefined;
  let restarts = 0;
  let warmStarts = 0;
  let workDir: string | undefined;
  // The next test, already running in the harness while the caller checks the last one's output
  // (only after a clean run: a failure ends the harness instead).
  let ahead: { ordinal: number; harness: Harness; checked: boolean; reply: Promise<TestReply> } | undefined;
  const abandonAhead = async () => {
    if (!ahead) return;
    const { harness: running, reply } = ahead;
    ahead = undefined;
    running.kill("ok");
    await reply;
  };

  const closeHarness = async () => {
    if (!harness) return;
    const current = harness;
    harness = undefined;
    sandboxCpuMs += await current.close();
  };
  const switchToFresh = async (why: string) => {
    if (mode === "fresh") return;
    mode = "fresh";
    notes.push(why);
    await closeHarness();
  };
  const runFresh = async (test: BatchTest): Promise<SandboxRunResult> => {
    workDir ??= await fs.promises.mkdtemp(path.join(os.tmpdir(), "nimbus-batch-"));
    const programFile = path.join(workDir, "main.js");
    if (!fs.existsSync(programFile)) await fs.promises.writeFile(programFile, options.programJs, { mode: 0o644 });
    const inputFile = path.join(workDir, "input.txt");
    await fs.promises.writeFile(inputFile, test.input);
    processes += 1;
    const result = await runInSandbox({
      programFile,
      stdinFile: inputFile,
      timeLimitMs: options.timeLimitMs,
      memoryLimitMb: options.memoryLimitMb,
      ...(options.wallLimitMs === undefined ? {} : { wallLimitMs: options.wallLimitMs }),
      ...(options.maxOutputBytes === undefined ? {} : { maxOutputBytes: options.maxOutputBytes }),
      ...(options.nodePermissionModel === undefined ? {} : { nodePermissionModel: options.nodePermissionModel }),
    });
    sandboxCpuMs += result.cpuMs;
    return result;
  };

  // The host-realm check (harness/realm-watch.cjs) runs after every few tests of a window
  // (realm-check-window.ts), not after each. A window's first test started in a realm a check
  // vouched for (or in a new process): its result stands. The window's other results are held in
  // `pending` until a clean check covers them; if the window ends otherwise (the realm changed,
  // a test failed, the harness broke), they ran in a realm nobody vouched for and run again in a
  // new harness checked after every test (`exact`), or in fresh processes.
  const checkEvery = realmCheckInterval();
  let exact = checkEvery <= 1;
  let windowStart = 0;
  let previousCpuMs = 0;
  const pending: BatchTestResult[] = [];
  /** Batch failures in a window nobody vouched for: confirmed in a fresh process when their turn comes again. */
  const failedUnchecked = new Map<number, SandboxRunResult>();
  let stopped = false;
  const release = async (result: BatchTestResult) => {
    if (stopped) return;
    results.push(result);
    if ((await options.onResult?.(result)) === "stop") stopped = true;
  };
  const checkAfter = (index: number) =>
    shouldCheckRealm({ index, windowStart, checkEvery: exact ? 1 : checkEvery, last: index === options.tests.length - 1, previousCpuMs });
  /** The window's tests after its first ran unchecked up to `index`: run them again from there, checked after each. */
  const rewind = async (index: number, why: string): Promise<number> => {
    notes.push(`tests ${options.tests[windowStart + 1]!.ordinal}-${options.tests[index]!.ordinal}: ${why}; run again, the host realm checked after each`);
    await abandonAhead();
    pending.length = 0;
    await closeHarness();
    exact = true;
    return windowStart + 1;
  };
  const confirmFresh = async (test: BatchTest, batchRun: SandboxRunResult): Promise<BatchTestResult> => {
    const fresh = await runFresh(test);
    const note = `batch run: ${batchRun.outcome}, exit ${batchRun.exitCode}, signal ${batchRun.signal}, ${batchRun.cpuMs} ms`;
    if (passed(fresh)) await switchToFresh(`test ${test.ordinal} failed in the batch but passed in a fresh process (${note})`);
    return { ...fresh, ordinal: test.ordinal, via: "fresh", note };
  };

  try {
    let index = 0;
    while (index < options.tests.length && !stopped) {
      const test = options.tests[index]!;
      let result: BatchTestResult | undefined;
      const knownFailure = failedUnchecked.get(index);
      failedUnchecked.delete(index);
      if (mode === "batch" && knownFailure) {
        // It failed in the batch after unchecked tests, which have now run again, checked. Its
        // failure is confirmed in a fresh process as any batch failure is; a wall-clock timeout
        // keeps its result (a second try would hold the worker as long again: see above).
        await abandonAhead();
        await closeHarness();
        if (knownFailure.outcome === "wall") result = { ...knownFailure, ordinal: test.ordinal, via: "batch", note: "a wall-clock timeout after unchecked tests: not run again" };
        else result = await confirmFresh(test, knownFailure);
      } else if (mode === "batch") {
        if (!harness) {
          const taken = takeHarness(host, { ...harnessSpec, cpuBackstopMs: (options.tests.length - index) * options.timeLimitMs + 4000 });
          const started = taken.harness;
          processes += 1;
          if (taken.warm) warmStarts += 1;
          windowStart = index;
          previousCpuMs = 0;
          const ready = await started.start(options.programJs);
          harness = started;
          if (!ready.ok) {
            await switchToFresh(ready.reason);
          }
        }
        if (harness) {
          const checked = ahead?.harness === harness && ahead.ordinal === test.ordinal ? ahead.checked : checkAfter(index);
          const reply = ahead?.harness === harness && ahead.ordinal === test.ordinal ? await ahead.reply : await harness.runTest(test, limits, checked);
          ahead = undefined;
          /** This test started in a realm a check vouched for (or a new process). */
          const vouched = index === windowStart;
          if (reply.kind === "broken") {
            if (!vouched) index = await rewind(index, `the harness broke at test ${test.ordinal}`);
            await switchToFresh(`test ${test.ordinal}: ${reply.reason}`);
            if (!vouched) continue;
          } else if (!passed(reply.result)) {
            if (!vouched && !(reply.realmChecked && !reply.tainted)) {
              // The harness died (a limit, a signal) or found the realm changed: the window is not vouched for.
              if (confirm) failedUnchecked.set(index, reply.result);
              index = await rewind(index, `test ${test.ordinal} failed (${reply.result.outcome}, exit ${reply.result.exitCode})`);
              continue;
            }
            // Checked clean after it: the window's held results stand, and go first.
            for (const held of pending.splice(0)) await release(held);
            if (stopped) break;
            result = { ...reply.result, ordinal: test.ordinal, via: "batch" };
            // A test that fails ends this harness (it may be dead already).
            await closeHarness();
            if (confirm && reply.result.outcome !== "wall") result = await confirmFresh(test, reply.result);
          } else if (reply.tainted) {
            restarts += 1;
            if (!vouched) {
              index = await rewind(index, `the host realm changed (${reply.tainted})`);
              if (restarts >= 2) await switchToFresh(`test ${test.ordinal}: ${reply.tainted} (again)`);
              continue;
            }
            result = { ...reply.result, ordinal: test.ordinal, via: "batch", note: `tainted: ${reply.tainted}` };
            await closeHarness();
            if (restarts >= 2) await switchToFresh(`test ${test.ordinal}: ${reply.tainted} (again)`);
            else notes.push(`test ${test.ordinal}: ${reply.tainted}; new process for the next tests`);
          } else {
            result = { ...reply.result, ordinal: test.ordinal, via: "batch" };
            previousCpuMs = reply.result.cpuMs;
            if (checked) windowStart = index + 1; // a clean check: the next test starts a window
            const next = options.tests[index + 1];
            if (next) {
              const nextChecked = checkAfter(index + 1);
              ahead = { ordinal: next.ordinal, harness, checked: nextChecked, reply: harness.runTest(next, limits, nextChecked) };
            }
            // The last test: the harness may exit while its result is checked.
            else harness.endInput();
            if (!checked && !vouched) {
              pending.push(result);
              index += 1;
              continue;
            }
            // Checked clean: the window's held results go first, in order.
            for (const held of pending.splice(0)) await release(held);
          }
        }
      }
      if (!result) result = { ...(await runFresh(test)), ordinal: test.ordinal, via: "fresh" };
      await release(result);
      index += 1;
    }
  } finally {
    await abandonAhead();
    await closeHarness();
    if (workDir) await fs.promises.rm(workDir, { recursive: true, force: true });
  }
  return { results, processes, sandboxCpuMs: Math.round(sandboxCpuMs), notes, warmStarts };
}
