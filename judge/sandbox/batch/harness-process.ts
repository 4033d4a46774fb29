// One sandboxed batch harness process (harness/main.cjs, bundled) seen from the judge: its sandbox is
// runInSandbox's (bubblewrap arguments, a cgroup, rlimits, an emptied environment, node's
// permission model). Each test's CPU time is read from the cgroup counter from outside, before
// and after the test, and the per-test limits are enforced by killing the sandbox.
import { spawn, type ChildProcessByStdio } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { Readable, Writable } from "node:stream";
import type { RunCgroup } from "../cgroup";
import { maxFileBytes, sandboxedNodeArgs, sandboxedV8Flags } from "../sandbox";
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
import { encodeFrame, FrameError, FrameReader, MAX_FRAME_HEADER_BYTES, type Frame } from "./frames";
import { harnessFile } from "./harness-bundle";
import { harnessSnapshot, snapshotsEnabled } from "./harness-snapshot";
import { MemoryPeak } from "./memory-peak";
import { readResultFrame } from "./result-frame";

/** Random bytes for nonces, drawn in blocks (one randomBytes call per 64 tests rather than per test). */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let noncePoolUsed = 0;

/** 16 fresh random bytes as hex: each nonce is used once, from the same CSPRNG as randomBytes(16). */
function nextNonce(): string {
  if (noncePoolUsed + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 64);
    noncePoolUsed = 0;
  }
  noncePoolUsed += NONCE_BYTES;
  return noncePool.toString("hex", noncePoolUsed - NONCE_BYTES, noncePoolUsed);
}

/** A test as the harness receives it. */
export interface BatchTest {
  ordinal: number;
  input: string;
}

/** The harness's start-up (node + compiling the program) must not take longer than this. */
const READY_TIMEOUT_MS = 15_000;
/** The frames a harness writes (harness/main.cjs); any other type is not the harness's. */
const HARNESS_FRAME_TYPES: ReadonlySet<string> = new Set(["ready", "result", "harness-error"]);

export type TestReply =
  // realmChecked: the harness compared the host realm with its snapshot after this test (asked
  // to, or because the test ended with an exit code other than 0 or at the output limit: lifecycle.cjs).
  | { kind: "result"; result: SandboxRunResult; tainted?: string; realmChecked: boolean }
  | { kind: "broken"; reason: string }; // the harness failed: the test must be run again

/** What a harness process is started with; everything else (the program, the tests) comes later. */
export interface HarnessSpec {
  memoryLimitMb: number;
  maxOutputBytes: number;
  /** Node's permission model inside the sandbox (default on). */
  nodePermissionModel: boolean;
  /** RLIMIT_CPU for the whole process: a backstop only (the cgroup poll is the per-test limit). */
  cpuBackstopMs: number;
  /** The bundled harness to run: this judge's own (harness-bundle.ts) unless a benchmark compares another build. */
  bundle?: string;
}

export interface TestLimits {
  cpuMs: number;
  wallMs: number;
  maxOutputBytes: number;
  memoryBytes: number;
}

/**
 * V8 heap flags for a harness: each test leaves a dead vm context in the old generation, which
 * only a full collection frees; a first old-generation limit of a quarter of the memory limit (at
 * most 64 MB) makes those collections rarer in a submission's first tests (measured: the tests'
 * CPU in the sandbox 4-7% lower, their memory peaks 1% higher, bench/harness-compare.bench.ts).
 * NIMBUS_HARNESS_HEAP=0 turns it off (the benchmark's before).
 */
function harnessHeapFlags(memoryLimitMb: number): string[] {
  if (process.env.NIMBUS_HARNESS_HEAP === "0") return [];
  return [`--initial-old-space-size=${Math.min(64, Math.floor(memoryLimitMb / 4))}`];
}

/** One sandboxed harness process (harness/main.cjs, bundled): started, given one program, then tests one by one. */
export class Harness {
  private child!: ChildProcessByStdio<Writable, Readable, Readable>;
  private readonly cgroup: RunCgroup;
  private readonly memory: MemoryPeak;
  private readonly reader: FrameReader;
  private stderrTail = Buffer.alloc(0);
  private waiting: ((frame: Frame | undefined) => void) | undefined;
  private queued: Frame | undefined;
  /** The one reply the harness owes (it writes nothing unasked); any other frame is not its own. */
  private awaiting: "ready" | "result" | undefined;
  /** When the last owed reply arrived (the judge's clock). */
  private repliedAt = 0;
  /** Why the channel was given up (a frame over its caps, or not one the harness writes). */
  private fault: FrameError | undefined;
  /** Bytes read from the channel so far. */
  private bytesRead = 0;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private exitStatus: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private killedFor: SandboxOutcome | undefined;
  private removed = false;

  constructor(
    host: SandboxHost,
    readonly spec: HarnessSpec,
  ) {
    this.cgroup = host.cgroups.create({ memoryBytes: spec.memoryLimitMb * 1024 * 1024, pidsMax: PIDS_MAX });
    this.memory = new MemoryPeak(this.cgroup);
    // A result carries at most the output limit plus one byte (proof of passing it) and the stderr tail.
    this.reader = new FrameReader({
      maxHeaderBytes: MAX_FRAME_HEADER_BYTES,
      maxPayloadBytes: spec.maxOutputBytes + 1 + STDERR_TAIL_BYTES,
      types: HARNESS_FRAME_TYPES,
    });
    // The harness calls gc() when its heap grows (harness/lifecycle.cjs).
    const extraV8Flags = ["--expose-gc", ...harnessHeapFlags(spec.memoryLimitMb)];
    const bundle = spec.bundle ?? harnessFile();
    const snapshot = snapshotsEnabled() ? harnessSnapshot(host.nodePath, sandboxedV8Flags(spec.memoryLimitMb, extraV8Flags), bundle) : undefined;
    const args = sandboxedNodeArgs(host, { memoryLimitMb: spec.memoryLimitMb, permissionModel: spec.nodePermissionModel, extraV8Flags, startupSnapshot: snapshot !== undefined });
    const script = launcherScript(this.cgroup, { cpuMs: spec.cpuBackstopMs, maxFileBytes: maxFileBytes(spec.maxOutputBytes) }, host.dropPrivileges);
    // The bundle is /box/main.js either way (a program that reads its own file reads it).
    const harnessFd = fs.openSync(bundle, "r");
    const snapshotFd = snapshot === undefined ? undefined : fs.openSync(snapshot, "r");
    try {
      this.child = spawn("/bin/sh", ["-c", script, host.bwrapPath, ...args], {
        stdio: snapshotFd === undefined ? ["pipe", "pipe", "pipe", harnessFd] : ["pipe", "pipe", "pipe", harnessFd, snapshotFd],
        cwd: "/",
        env: { PATH: "/usr/bin:/bin", NODE_ENV: "production" },
      }) as unknown as ChildProcessByStdio<Writable, Readable, Readable>;
    } finally {
      fs.closeSync(harnessFd);
      if (snapshotFd !== undefined) fs.closeSync(snapshotFd);
    }
    this.child.stdin.on("error", () => undefined); // EPIPE when the harness died: seen at exit
    this.child.stdout.on("data", (chunk: Buffer) => {
      this.bytesRead += chunk.length;
      if (this.fault) return;
      let frames: Frame[];
      try {
        frames = this.reader.feed(chunk);
      } catch (error) {
        this.giveUpChannel(error instanceof FrameError ? error : new FrameError("malformed", String(error)));
        return;
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
        this.cgroup.killAll();
        this.wake(undefined);
        resolve({ code, signal });
      });
    });
  }

  /**
   * A frame the harness owed (the reply to the program or to the test sent last) goes to the
   * waiting test; a frame nobody asked for was written by someone else (the program): the
   * channel cannot be trusted any more.
   */
  private deliver(frame: Frame): void {
    if (this.fault) return;
    if (!this.awaiting) {
      this.giveUpChannel(new FrameError("malformed", `an unrequested ${String(frame.header.type)} frame`));
      return;
    }
    this.awaiting = undefined;
    this.repliedAt = performance.now();
    this.wake(frame);
  }

  private wake(frame: Frame | undefined): void {
    if (this.waiting) {
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting(frame);
    } else if (frame) this.queued = frame;
  }

  /** Oversized frames kill the sandbox as output over the limit (OLE); anything else as a protocol error. */
  private giveUpChannel(error: FrameError): void {
    this.fault ??= error;
    this.awaiting = undefined;
    this.kill(error.kind === "oversized" ? "output" : "ok");
    this.wake(undefined);
  }

  private nextFrame(): Promise<Frame | undefined> {
    const queued = this.queued;
    this.queued = undefined;
    if (queued) return Promise.resolve(queued);
    if (this.exitStatus || this.fault) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  cpuMs(): number {
    return this.cgroup.cpuMs();
  }

  kill(reason: SandboxOutcome): void {
    this.killedFor ??= reason;
    this.child.kill("SIGKILL");
    this.cgroup.killAll();
  }

  /**
   * Sends the program and waits for the harness to have compiled it. `collectsGarbage`: the
   * harness found gc() and collects earlier tests' garbage when its memory grows (lifecycle.cjs).
   */
  async start(programJs: string): Promise<{ ok: true; collectsGarbage: boolean } | { ok: false; compileError?: string; reason: string }> {
    this.awaiting = "ready";
    this.child.stdin.write(encodeFrame({ type: "program", cleanTmp: true }, Buffer.from(programJs, "utf8")));
    const timer = setTimeout(() => this.kill("wall"), READY_TIMEOUT_MS);
    const frame = await this.nextFrame();
    clearTimeout(timer);
    if (!frame || frame.header.type !== "ready") {
      const status = this.exitStatus ?? (await this.exited);
      const detail = this.fault?.message ?? (this.stderrTail.toString("utf8").trim() || `exit code ${status.code}, signal ${status.signal}`);
      return { ok: false, reason: `the batch harness did not start: ${detail}` };
    }
    if (typeof frame.header.error === "string") return { ok: false, compileError: frame.header.error, reason: "the program does not compile in the harness" };
    return { ok: true, collectsGarbage: frame.header.collectsGarbage === true };
  }

  /**
   * Runs one test. `checkRealm` false: the harness skips its host-realm check after this test
   * (run-batch.ts asks for one every few tests and holds the results until one comes back clean).
   */
  async runTest(test: BatchTest, limits: TestLimits, checkRealm = true): Promise<TestReply> {
    const input = Buffer.from(test.input, "utf8");
    this.memory.reset();
    const stderrBefore = this.stderrTail.length;
    const cpuStart = this.cpuMs();
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    const cpuUsed = () => this.cpuMs() - cpuStart;
    // Only the harness learns the nonce (it is read before the program runs): a result without
    // it was not written by the harness for this test.
    const nonce = nextNonce();
    this.awaiting = "result";
    this.child.stdin.write(
      encodeFrame({ type: "test", ordinal: test.ordinal, nonce, maxOutputBytes: limits.maxOutputBytes, memoryLimitBytes: limits.memoryBytes, checkRealm }, input),
    );
    const poll = setInterval(() => {
      if (cpuUsed() > limits.cpuMs) this.kill("time");
    }, CPU_POLL_MS);
    let replied = false;
    const wallTimer = setTimeout(() => this.onWallLimit(() => replied, limits.wallMs), limits.wallMs);
    let frame: Frame | undefined;
    try {
      frame = await this.nextFrame();
    } finally {
      replied = true;
      clearInterval(poll);
      clearTimeout(wallTimer);
    }
    if (frame) {
      const wallMs = Math.round(this.repliedAt - started);
      const cpuMs = Math.round(cpuUsed());
      if (frame.header.type === "harness-error") {
        this.kill("ok");
        const message = typeof frame.header.message === "string" ? frame.header.message.slice(0, 500) : "";
        return { kind: "broken", reason: `harness error: ${message}` };
      }
      const checked = readResultFrame(frame, { ordinal: test.ordinal, nonce, maxOutputBytes: limits.maxOutputBytes });
      if (!checked.ok) {
        // Not this test's result as the harness writes it: the program wrote to the channel.
        this.kill("ok");
        return { kind: "broken", reason: `harness channel: ${checked.reason}` };
      }
      const { claims } = checked;
      // The verdict's facts are the judge's own: its byte count, the cgroup's CPU time, memory
      // peak and OOM events. From the frame only the program's output and exit code.
      let outcome: SandboxOutcome = "ok";
      if (claims.outputLimit || claims.stdout.length > limits.maxOutputBytes) outcome = "output";
      else if (this.cgroup.oomKilled()) outcome = "memory";
      else if (cpuMs > limits.cpuMs) outcome = "time";
      return {
        kind: "result",
        result: {
          outcome,
          exitCode: claims.exitCode,
          signal: null,
          cpuMs,
          wallMs,
          memoryKb: this.memory.readKb(),
          stdout: claims.stdout.subarray(0, limits.maxOutputBytes).toString("utf8"),
          stderrTail: claims.stderr.toString("utf8"),
        },
        ...(claims.tainted === undefined ? {} : { tainted: claims.tainted }),
        realmChecked: checkRealm || claims.exitCode !== 0 || claims.outputLimit,
      };
    }
    const wallMs = Math.round(elapsed());
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
    else if (this.cgroup.oomKilled() || HEAP_EXHAUSTED.test(stderrTail)) outcome = "memory";
    else if (this.killedFor === "time" || cpuMs > limits.cpuMs || decoded.signal === "SIGXCPU") outcome = "time";
    else if (this.killedFor === "wall") outcome = "wall";
    else if (this.killedFor === "ok") return { kind: "broken", reason: `harness protocol error${this.fault ? `: ${this.fault.message}` : ""}` };
    // The harness never ends with status 0 in the middle of a test on its own: something ended it
    // (process.reallyExit through an escape, an empty event loop). Not a result to trust.
    else if (decoded.exitCode === 0) return { kind: "broken", reason: "the harness exited during the test without a result" };
    return {
      kind: "result",
      result: { outcome, ...decoded, cpuMs, wallMs, memoryKb: this.memory.readKb(), stdout: "", stderrTail },
      realmChecked: false,
    };
  }

  /**
   * The wall-clock limit of a test: TLE only if the program was still running when it passed. The
   * judge's own event loop may have been busy past the limit (a long check, a slow callback):
   * timers run before pending I/O, so the reply or the exit may be waiting, unread. Let pending
   * I/O in first (one turn, then while bytes keep arriving, for at most another wall limit), and
   * kill only if the test is still unanswered.
   */
  private onWallLimit(replied: () => boolean, graceMs: number): void {
    const deadline = performance.now() + graceMs;
    let seen = this.bytesRead;
    const check = () => {
      if (replied() || !this.alive) return;
      if (this.bytesRead !== seen && performance.now() < deadline) {
        seen = this.bytesRead;
        setTimeout(check, CPU_POLL_MS);
        return;
      }
      this.kill("wall");
    };
    setImmediate(check);
  }

  get alive(): boolean {
    return this.exitStatus === undefined;
  }

  /** No more tests: the harness exits when its input ends. */
  endInput(): void {
    if (this.alive) this.child.stdin.end();
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
    await this.cgroup.remove();
    return total;
  }
}
