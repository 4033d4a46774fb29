// Runs one bubblewrap command inside a fresh per-run cgroup and watches it from outside:
// CPU time from the cgroup counter (polled), wall clock, output size, memory peak and OOM kills.
import { spawn } from "node:child_process";
import os from "node:os";
import type { RunCgroup } from "./cgroup";
import type { SandboxHost } from "./sandbox-host";

export type SandboxOutcome = "ok" | "time" | "wall" | "memory" | "output";

export interface SandboxRunResult {
  outcome: SandboxOutcome;
  /** Exit code of the program, or null when it was killed by a signal. */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  stdout: string;
  /** The last few KiB of stderr (enough for an uncaught exception's message). */
  stderrTail: string;
}

export interface ProcessLimits {
  cpuMs: number;
  wallMs: number;
  memoryBytes: number;
  maxOutputBytes: number;
}

const STDERR_TAIL_BYTES = 4096;
const CPU_POLL_MS = 15;
/** Tasks (processes + threads) per run: node needs about a dozen threads; fork bombs die. */
const PIDS_MAX = 64;
/** Exit code of the launcher shell when it could not join the cgroup (bwrap never started). */
const JOIN_FAILED_EXIT = 121;
const JOIN_FAILED_MARK = "nimbus-sandbox: cannot join cgroup";

/** Main-thread stack (KiB) allowed by RLIMIT_STACK; node's --stack-size stays below it. */
export const STACK_LIMIT_KB = 256 * 1024;

export class SandboxLaunchError extends Error {}

export async function runSandboxProcess(
  host: SandboxHost,
  bwrapArgs: readonly string[],
  stdinFd: number | "ignore",
  limits: ProcessLimits,
): Promise<SandboxRunResult> {
  const cgroup = host.cgroups?.create({ memoryBytes: limits.memoryBytes, pidsMax: PIDS_MAX });
  try {
    return await watch(host, cgroup, bwrapArgs, stdinFd, limits);
  } finally {
    await cgroup?.remove();
  }
}

/**
 * The launcher shell puts itself into the run's cgroup, sets the rlimit backstops, then execs
 * bubblewrap, so every process of the run is accounted from its first instruction.
 */
function launcherScript(cgroup: RunCgroup | undefined, cpuMs: number): string {
  const joins = (cgroup?.procsFiles ?? []).map(
    (file) => `echo $$ > ${shellQuote(file)} || { echo '${JOIN_FAILED_MARK} ${file}' >&2; exit ${JOIN_FAILED_EXIT}; }`,
  );
  // RLIMIT_CPU is per process and in whole seconds: a backstop only, the cgroup poll is precise.
  const cpuSeconds = Math.ceil(cpuMs / 1000) + 1;
  return [...joins, `ulimit -t ${cpuSeconds}`, "ulimit -c 0", "ulimit -n 256", `ulimit -s ${STACK_LIMIT_KB}`, 'exec "$0" "$@"'].join("\n");
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function watch(
  host: SandboxHost,
  cgroup: RunCgroup | undefined,
  bwrapArgs: readonly string[],
  stdinFd: number | "ignore",
  limits: ProcessLimits,
): Promise<SandboxRunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("/bin/sh", ["-c", launcherScript(cgroup, limits.cpuMs), host.bwrapPath, ...bwrapArgs], {
      stdio: [stdinFd, "pipe", "pipe"],
      // The launcher needs no environment (bwrap --clearenv empties it again for the program);
      // NODE_ENV only satisfies Next's typing of ProcessEnv, in which it is required.
      env: { PATH: "/usr/bin:/bin", NODE_ENV: "production" },
    });
    const { stdout: out, stderr: err } = child;
    if (!out || !err) throw new SandboxLaunchError("the launcher's output pipes were not created");
    let killedFor: SandboxOutcome | undefined;
    const kill = (reason: SandboxOutcome) => {
      killedFor ??= reason;
      child.kill("SIGKILL");
      cgroup?.killAll();
    };
    const elapsed = () => performance.now() - started;
    // Without a cgroup the only CPU measure left is the wall clock (an over-estimate).
    const cpuNow = () => (cgroup ? cgroup.cpuMs() : elapsed());

    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    out.on("data", (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > limits.maxOutputBytes) kill("output");
      else stdout.push(chunk);
    });
    let stderr = Buffer.alloc(0);
    err.on("data", (chunk: Buffer) => {
      stderr = Buffer.concat([stderr, chunk]);
      if (stderr.length > STDERR_TAIL_BYTES) stderr = stderr.subarray(stderr.length - STDERR_TAIL_BYTES);
    });

    const poll = setInterval(() => {
      if (cpuNow() > limits.cpuMs) kill("time");
    }, CPU_POLL_MS);
    const wallTimer = setTimeout(() => kill("wall"), limits.wallMs);

    child.on("error", (error) => {
      clearInterval(poll);
      clearTimeout(wallTimer);
      reject(new SandboxLaunchError(`could not start the sandbox launcher: ${error.message}`));
    });
    child.on("exit", () => cgroup?.killAll());
    child.on("close", (code, signal) => {
      clearInterval(poll);
      clearTimeout(wallTimer);
      const wallMs = elapsed();
      const stderrTail = stderr.toString("utf8");
      if (code === JOIN_FAILED_EXIT && stderrTail.includes(JOIN_FAILED_MARK)) {
        reject(new SandboxLaunchError(stderrTail.trim()));
        return;
      }
      const status = decodeStatus(code, signal);
      const cpuMs = Math.round(cgroup ? cgroup.cpuMs() : wallMs);
      resolve({
        outcome: decideOutcome(killedFor, cgroup, status.signal, cpuMs, stderrTail, limits),
        ...status,
        cpuMs,
        wallMs: Math.round(wallMs),
        memoryKb: cgroup?.memoryPeakKb() ?? 0,
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderrTail,
      });
    });
  });
}

/** bubblewrap reports a program killed by signal N as exit code 128 + N. */
function decodeStatus(
  code: number | null,
  signal: NodeJS.Signals | null,
): { exitCode: number | null; signal: NodeJS.Signals | null } {
  if (signal) return { exitCode: null, signal };
  if (code !== null && code > 128 && code < 128 + 65) {
    const name = Object.entries(os.constants.signals).find(([, number]) => number === code - 128)?.[0];
    if (name) return { exitCode: null, signal: name as NodeJS.Signals };
  }
  return { exitCode: code, signal: null };
}

const HEAP_EXHAUSTED = /JavaScript heap out of memory|Reached heap limit/;

function decideOutcome(
  killedFor: SandboxOutcome | undefined,
  cgroup: RunCgroup | undefined,
  signal: NodeJS.Signals | null,
  cpuMs: number,
  stderrTail: string,
  limits: ProcessLimits,
): SandboxOutcome {
  if (killedFor === "output") return "output";
  if (cgroup?.oomKilled() || HEAP_EXHAUSTED.test(stderrTail)) return "memory";
  if (killedFor === "time" || cpuMs > limits.cpuMs || signal === "SIGXCPU") return "time";
  if (killedFor === "wall") return "wall";
  return "ok";
}
