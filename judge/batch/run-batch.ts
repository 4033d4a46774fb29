// runTestsInOneSandbox: run one submission's tests in ONE sandboxed node process (the batch
// harness, judge/batch/harness.cjs), each test in a fresh vm context, instead of one sandboxed
// process per test. The sandbox is the same as runInSandbox's (bubblewrap arguments, cgroup,
// rlimits, emptied environment, node's permission model); each test's CPU time is read from the
// cgroup counter from outside, before and after the test, and the CPU limit is enforced per test
// by killing the sandbox. Results have runInSandbox's shape (SandboxRunResult).
//
// Fallbacks to a fresh process (runInSandbox) keep verdicts those of the naive judge:
// - a test that does not pass cleanly in the batch (TLE, MLE, OLE, RE, killed) is run again in a
//   fresh sandbox and that run is the result ("confirmFailures", on by default); if the fresh run
//   passes, the batch is not trusted for this program and the remaining tests run fresh too;
// - the harness reports that a test changed the host realm or left host resources behind
//   ("tainted"): the test's own result stands, the remaining tests go to a new process;
// - the harness fails, or its replies make no sense: the test is run fresh, and so are the rest.
import { spawn, type ChildProcessByStdio } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { LIMITS } from "../../lib/types";
import type { RunCgroup } from "../cgroup";
import { maxFileBytes, prepareSandbox, runInSandbox, sandboxedNodeArgs, WALL_SLACK_MS } from "../sandbox";
import type { SandboxHost } from "../sandbox-host";
import {
  CPU_POLL_MS,
  decodeStatus,
  HEAP_EXHAUSTED,
  JOIN_FAILED_EXIT,
  JOIN_FAILED_MARK,
  launcherScript,
  PIDS_MAX,
  STDERR_TAIL_BYTES,
  type SandboxOutcome,
  type SandboxRunResult,
} from "../sandbox-process";

export interface BatchTest {
  ordinal: number;
  input: string;
}

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
  /** Re-run a test that did not pass cleanly in a fresh sandbox and report that run (default true). */
  confirmFailures?: boolean;
  /** Called after each test, before the next starts; "stop" ends the run (e.g. at the first WA). */
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
}

/** The harness's start-up (node + compiling the program) must not take longer than this. */
const READY_TIMEOUT_MS = 15_000;

/**
 * Per-test memory peak: the cgroup's peak counter is reset before each test. v1: writing 0 to
 * memory.max_usage_in_bytes resets it to the current usage. v2 (Linux >= 6.12): a write to
 * memory.peak resets the peak seen through that open descriptor. RunCgroup has no reset, so this
 * finds the memory group's directory from its cgroup.procs files.
 */
class MemoryPeak {
  private v1File: string | undefined;
  private v2Fd: number | undefined;
  readonly resettable: boolean;

  constructor(private readonly cgroup: RunCgroup | undefined) {
    for (const procs of cgroup?.procsFiles ?? []) {
      const dir = path.dirname(procs);
      const v1 = path.join(dir, "memory.max_usage_in_bytes");
      if (fs.existsSync(v1)) this.v1File = v1;
      const v2 = path.join(dir, "memory.peak");
      if (!this.v1File && fs.existsSync(v2)) {
        try {
          this.v2Fd = fs.openSync(v2, "r+");
        } catch {
          this.v2Fd = undefined;
        }
      }
    }
    this.resettable = this.v1File !== undefined || this.v2Fd !== undefined;
  }

  reset(): void {
    try {
      if (this.v1File) fs.writeFileSync(this.v1File, "0");
      else if (this.v2Fd !== undefined) fs.writeSync(this.v2Fd, "reset\n", 0);
    } catch {
      // Older v2 kernels: memory.peak is not writable; the peak is then the run's so far.
    }
  }

  readKb(): number {
    if (this.v2Fd !== undefined) {
      try {
        const buffer = Buffer.alloc(32);
        const read = fs.readSync(this.v2Fd, buffer, 0, 32, 0);
        const value = Number(buffer.subarray(0, read).toString().trim());
        if (Number.isFinite(value)) return Math.round(value / 1024);
      } catch {
        // fall through
      }
    }
    return this.cgroup?.memoryPeakKb() ?? 0;
  }

  close(): void {
    if (this.v2Fd !== undefined) fs.closeSync(this.v2Fd);
    this.v2Fd = undefined;
  }
}

const HARNESS_FILE = fileURLToPath(new URL("./harness.cjs", import.meta.url));

// ---- Frames ----------------------------------------------------------------------------------

interface Frame {
  header: Record<string, unknown>;
  payload: Buffer;
}

function encodeFrame(header: object, payload: Buffer = Buffer.alloc(0)): Buffer {
  const headerBytes = Buffer.from(JSON.stringify(header), "utf8");
  const lengths = Buffer.alloc(8);
  lengths.writeUInt32BE(headerBytes.length, 0);
  lengths.writeUInt32BE(payload.length, 4);
  return Buffer.concat([lengths, headerBytes, payload]);
}

class FrameReader {
  private chunks: Buffer[] = [];
  private length = 0;
  feed(chunk: Buffer): Frame[] {
    this.chunks.push(chunk);
    this.length += chunk.length;
    const frames: Frame[] = [];
    for (;;) {
      if (this.length < 8) break;
      let data = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
      this.chunks = [data];
      const headerLength = data.readUInt32BE(0);
      const payloadLength = data.readUInt32BE(4);
      const total = 8 + headerLength + payloadLength;
      if (this.length < total) break;
      const header = JSON.parse(data.subarray(8, 8 + headerLength).toString("utf8")) as Record<string, unknown>;
      frames.push({ header, payload: data.subarray(8 + headerLength, total) });
      data = data.subarray(total);
      this.chunks = data.length ? [data] : [];
      this.length = data.length;
    }
    return frames;
  }
}

// ---- One harness process -----------------------------------------------------------------------

type TestReply =
  | { kind: "result"; result: SandboxRunResult; tainted?: string }
  | { kind: "broken"; reason: string }; // the harness failed: the test must be run again

class Harness {
  private child!: ChildProcessByStdio<Writable, Readable, Readable>;
  private readonly cgroup: RunCgroup | undefined;
  private readonly memory: MemoryPeak;
  private readonly reader = new FrameReader();
  private stderrTail = Buffer.alloc(0);
  private waiting: ((frame: Frame | undefined) => void) | undefined;
  private queued: Frame[] = [];
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private exitStatus: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private killedFor: SandboxOutcome | undefined;
  private removed = false;

  constructor(
    private readonly host: SandboxHost,
    private readonly options: BatchOptions,
    testCount: number,
  ) {
    const memoryBytes = options.memoryLimitMb * 1024 * 1024;
    this.cgroup = host.cgroups?.create({ memoryBytes, pidsMax: PIDS_MAX });
    this.memory = new MemoryPeak(this.cgroup);
    const args = sandboxedNodeArgs(host, options.memoryLimitMb, options.nodePermissionModel !== false, ["--expose-gc"]);
    const maxOutputBytes = options.maxOutputBytes ?? LIMITS.maxOutputBytes;
    // RLIMIT_CPU is per process: here a backstop for the whole batch (the cgroup poll is the
    // per-test limit).
    const backstopMs = testCount * options.timeLimitMs + 4000;
    const script = launcherScript(this.cgroup, { cpuMs: backstopMs, maxFileBytes: maxFileBytes(maxOutputBytes) }, host.dropPrivileges);
    const harnessFd = fs.openSync(HARNESS_FILE, "r");
    try {
      this.child = spawn("/bin/sh", ["-c", script, host.bwrapPath, ...args], {
        stdio: ["pipe", "pipe", "pipe", harnessFd],
        cwd: "/",
        env: { PATH: "/usr/bin:/bin", NODE_ENV: "production" },
      }) as unknown as ChildProcessByStdio<Writable, Readable, Readable>;
    } finally {
      fs.closeSync(harnessFd);
    }
    this.child.stdin.on("error", () => undefined); // EPIPE when the harness died: seen at exit
    this.child.stdout.on("data", (chunk: Buffer) => {
      let frames: Frame[];
      try {
        frames = this.reader.feed(chunk);
      } catch (error) {
        this.kill("ok");
        frames = [{ header: { type: "garbled", message: (error as Error).message }, payload: Buffer.alloc(0) }];
      }
      for (const frame of frames) this.deliver(frame);
    });
    this.child.stderr.on("data", (chunk: Buffer) => {
      const joined = Buffer.concat([this.stderrTail, chunk]);
      this.stderrTail = joined.subarray(Math.max(0, joined.length - STDERR_TAIL_BYTES));
    });
    this.exited = new Promise((resolve) => {
      this.child.on("error", () => resolve({ code: null, signal: null }));
      this.child.on("close", (code, signal) => {
        this.exitStatus = { code, signal };
        this.cgroup?.killAll();
        this.deliver(undefined);
        resolve({ code, signal });
      });
    });
  }

  private deliver(frame: Frame | undefined): void {
    if (this.waiting) {
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting(frame);
    } else if (frame) this.queued.push(frame);
  }

  private nextFrame(): Promise<Frame | undefined> {
    const queued = this.queued.shift();
    if (queued) return Promise.resolve(queued);
    if (this.exitStatus) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  cpuMs(): number {
    return this.cgroup ? this.cgroup.cpuMs() : 0;
  }

  kill(reason: SandboxOutcome): void {
    this.killedFor ??= reason;
    this.child.kill("SIGKILL");
    this.cgroup?.killAll();
  }

  /** Sends the program and waits for the harness to have compiled it. */
  async start(programJs: string): Promise<{ ok: true } | { ok: false; compileError?: string; reason: string }> {
    this.child.stdin.write(encodeFrame({ type: "program", cleanTmp: true }, Buffer.from(programJs, "utf8")));
    const timer = setTimeout(() => this.kill("wall"), READY_TIMEOUT_MS);
    const frame = await this.nextFrame();
    clearTimeout(timer);
    if (!frame || frame.header.type !== "ready") {
      const status = this.exitStatus ?? (await this.exited);
      const detail = this.stderrTail.toString("utf8").trim() || `exit code ${status.code}, signal ${status.signal}`;
      return { ok: false, reason: `the batch harness did not start: ${detail}` };
    }
    if (typeof frame.header.error === "string") return { ok: false, compileError: frame.header.error, reason: "the program does not compile in the harness" };
    return { ok: true };
  }

  async runTest(test: BatchTest, limits: { cpuMs: number; wallMs: number; maxOutputBytes: number; memoryBytes: number }): Promise<TestReply> {
    const input = Buffer.from(test.input, "utf8");
    this.memory.reset();
    const stderrBefore = this.stderrTail.length;
    const cpuStart = this.cpuMs();
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    // Without a cgroup the only measure left is the wall clock (as in runInSandbox).
    const cpuUsed = () => (this.cgroup ? this.cpuMs() - cpuStart : elapsed());
    this.child.stdin.write(
      encodeFrame({ type: "test", ordinal: test.ordinal, maxOutputBytes: limits.maxOutputBytes, memoryLimitBytes: limits.memoryBytes }, input),
    );
    const poll = setInterval(() => {
      if (cpuUsed() > limits.cpuMs) this.kill("time");
    }, CPU_POLL_MS);
    const wallTimer = setTimeout(() => this.kill("wall"), limits.wallMs);
    let frame: Frame | undefined;
    try {
      frame = await this.nextFrame();
    } finally {
      clearInterval(poll);
      clearTimeout(wallTimer);
    }
    const wallMs = Math.round(elapsed());
    if (frame?.header.type === "result" && frame.header.ordinal === test.ordinal) {
      const cpuMs = Math.round(cpuUsed());
      const stdoutBytes = Number(frame.header.stdoutBytes);
      const stderrBytes = Number(frame.header.stderrBytes);
      const outcome: SandboxOutcome = frame.header.outcome === "output" ? "output" : cpuMs > limits.cpuMs ? "time" : "ok";
      return {
        kind: "result",
        result: {
          outcome,
          exitCode: Number(frame.header.exitCode),
          signal: null,
          cpuMs,
          wallMs,
          memoryKb: this.memory.readKb(),
          stdout: frame.payload.subarray(0, stdoutBytes).toString("utf8"),
          stderrTail: frame.payload.subarray(stdoutBytes, stdoutBytes + stderrBytes).toString("utf8"),
        },
        ...(typeof frame.header.tainted === "string" ? { tainted: frame.header.tainted } : {}),
      };
    }
    if (frame) {
      // A reply that is not this test's result: the harness failed (or was written to).
      this.kill("ok");
      const message = typeof frame.header.message === "string" ? frame.header.message : JSON.stringify(frame.header).slice(0, 200);
      return { kind: "broken", reason: `harness ${String(frame.header.type)}: ${message}` };
    }
    // The sandbox ended during the test: killed for a limit, or the program ended the process
    // (a signal, process.reallyExit, a V8 heap abort). Judged as runInSandbox judges a process.
    const status = this.exitStatus ?? (await this.exited);
    const cpuMs = Math.round(cpuUsed());
    const stderrTail = this.stderrTail.subarray(Math.min(stderrBefore, this.stderrTail.length)).toString("utf8");
    if (status.code === JOIN_FAILED_EXIT && stderrTail.includes(JOIN_FAILED_MARK)) {
      return { kind: "broken", reason: stderrTail.trim() };
    }
    const decoded = decodeStatus(status.code, status.signal);
    let outcome: SandboxOutcome = "ok";
    if (this.killedFor === "output") outcome = "output";
    else if (this.cgroup?.oomKilled() || HEAP_EXHAUSTED.test(stderrTail)) outcome = "memory";
    else if (this.killedFor === "time" || cpuMs > limits.cpuMs || decoded.signal === "SIGXCPU") outcome = "time";
    else if (this.killedFor === "wall") outcome = "wall";
    else if (this.killedFor === "ok") return { kind: "broken", reason: "harness protocol error" };
    // The harness never ends with status 0 in the middle of a test on its own: something ended it
    // (process.reallyExit through an escape, an empty event loop). Not a result to trust.
    else if (decoded.exitCode === 0) return { kind: "broken", reason: "the harness exited during the test without a result" };
    return {
      kind: "result",
      result: { outcome, ...decoded, cpuMs, wallMs, memoryKb: this.memory.readKb(), stdout: "", stderrTail },
    };
  }

  get alive(): boolean {
    return this.exitStatus === undefined;
  }

  /** Ends the harness, removes its cgroup; returns the sandbox's total CPU time. */
  async close(): Promise<number> {
    if (this.removed) return 0;
    this.removed = true;
    if (this.alive) this.child.stdin.end(); // the harness exits when its input ends
    const timer = setTimeout(() => this.kill("ok"), 2000);
    await this.exited;
    clearTimeout(timer);
    const total = this.cpuMs();
    this.memory.close();
    await this.cgroup?.remove();
    return total;
  }
}

// ---- The runner ----------------------------------------------------------------------------------

function passed(result: SandboxRunResult): boolean {
  return result.outcome === "ok" && result.exitCode === 0 && result.signal === null;
}

export async function runTestsInOneSandbox(options: BatchOptions): Promise<BatchSummary> {
  const host = await prepareSandbox();
  const maxOutputBytes = options.maxOutputBytes ?? LIMITS.maxOutputBytes;
  const limits = {
    cpuMs: options.timeLimitMs,
    wallMs: options.wallLimitMs ?? LIMITS.wallFactor * options.timeLimitMs + WALL_SLACK_MS,
    maxOutputBytes,
    memoryBytes: options.memoryLimitMb * 1024 * 1024,
  };
  const confirm = options.confirmFailures !== false;
  const results: BatchTestResult[] = [];
  const notes: string[] = [];
  let processes = 0;
  let sandboxCpuMs = 0;
  let mode: "batch" | "fresh" = "batch";
  let harness: Harness | undefined;
  let restarts = 0;
  let workDir: string | undefined;

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

  try {
    for (let index = 0; index < options.tests.length; index++) {
      const test = options.tests[index]!;
      let result: BatchTestResult | undefined;
      if (mode === "batch") {
        if (!harness) {
          const started = new Harness(host, options, options.tests.length - index);
          processes += 1;
          const ready = await started.start(options.programJs);
          harness = started;
          if (!ready.ok) {
            await switchToFresh(ready.reason);
          }
        }
        if (harness) {
          const reply = await harness.runTest(test, limits);
          if (reply.kind === "broken") {
            await switchToFresh(`test ${test.ordinal}: ${reply.reason}`);
          } else {
            result = { ...reply.result, ordinal: test.ordinal, via: "batch" };
            if (!passed(reply.result)) {
              // A test that fails ends this harness (it may be dead already).
              await closeHarness();
              if (confirm) {
                const fresh = await runFresh(test);
                const note = `batch run: ${reply.result.outcome}, exit ${reply.result.exitCode}, signal ${reply.result.signal}, ${reply.result.cpuMs} ms`;
                result = { ...fresh, ordinal: test.ordinal, via: "fresh", note };
                if (passed(fresh)) await switchToFresh(`test ${test.ordinal} failed in the batch but passed in a fresh process (${note})`);
              }
            } else if (reply.tainted) {
              result.note = `tainted: ${reply.tainted}`;
              await closeHarness();
              restarts += 1;
              if (restarts >= 2) await switchToFresh(`test ${test.ordinal}: ${reply.tainted} (again)`);
              else notes.push(`test ${test.ordinal}: ${reply.tainted}; new process for the next tests`);
            }
          }
        }
      }
      if (!result) result = { ...(await runFresh(test)), ordinal: test.ordinal, via: "fresh" };
      results.push(result);
      const decision = await options.onResult?.(result);
      if (decision === "stop") break;
    }
  } finally {
    await closeHarness();
    if (workDir) await fs.promises.rm(workDir, { recursive: true, force: true });
  }
  return { results, processes, sandboxCpuMs: Math.round(sandboxCpuMs), notes };
}
