// Runs one bubblewrap command inside a fresh per-run cgroup and watches it from outside:
// CPU time from the cgroup counter (polled), wall clock, output size, memory peak and OOM kills.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
  /** RLIMIT_FSIZE: the largest file the program may write (a backstop behind the /tmp size). */
  maxFileBytes: number;
}

export const STDERR_TAIL_BYTES = 4096;
export const CPU_POLL_MS = 15;
/** Tasks (processes + threads) per run: node needs about a dozen threads; fork bombs die. */
export const PIDS_MAX = 64;
/** Exit code of the launcher shell when it could not join the cgroup (bwrap never started). */
export const JOIN_FAILED_EXIT = 121;
export const JOIN_FAILED_MARK = "nimbus-sandbox: cannot join cgroup";

/** RLIMIT_NOFILE: open files per process. */
const OPEN_FILES_MAX = 256;

/** Main-thread stack (KiB) allowed by RLIMIT_STACK; node's --stack-size stays below it. */
export const STACK_LIMIT_KB = 256 * 1024;

export class SandboxLaunchError extends Error {}

export async function runSandboxProcess(
  host: SandboxHost,
  bwrapArgs: readonly string[],
  stdinFd: number | "ignore",
  limits: ProcessLimits,
  /** Passed to bubblewrap as fd 3 (the program, for `--ro-bind-data 3`); see bwrap-args.ts. */
  programFd?: number,
): Promise<SandboxRunResult> {
  const cgroup = host.cgroups.create({ memoryBytes: limits.memoryBytes, pidsMax: PIDS_MAX });
  try {
    return await watch(host, cgroup, bwrapArgs, stdinFd, limits, programFd);
  } finally {
    await cgroup.remove();
  }
}

/**
 * The launcher shell puts itself into the run's cgroup, sets the rlimits, gives up root (when the
 * judge is root) and execs bubblewrap, so every process of the run is accounted and limited from
 * its first instruction. The rlimits are set while still root, so the raised stack limit holds.
 */
export function launcherScript(
  cgroup: RunCgroup,
  limits: Pick<ProcessLimits, "cpuMs" | "maxFileBytes">,
  dropPrivileges: readonly string[],
): string {
  const joins = cgroup.procsFiles.map(
    (file) => `echo $$ > ${shellQuote(file)} || { echo '${JOIN_FAILED_MARK} ${file}' >&2; exit ${JOIN_FAILED_EXIT}; }`,
  );
  // RLIMIT_CPU is per process and in whole seconds: a backstop only, the cgroup poll is precise.
  const cpuSeconds = Math.ceil(limits.cpuMs / 1000) + 1;
  // dash's `ulimit -f` counts 512-byte blocks; the others as usual (seconds, KiB, count).
  const fileBlocks = Math.max(1, Math.ceil(limits.maxFileBytes / 512));
  const exec = ["exec", ...dropPrivileges.map(shellQuote), '"$0" "$@"'].join(" ");
  return [
    ...joins,
    `ulimit -t ${cpuSeconds}`,
    "ulimit -c 0",
    `ulimit -n ${OPEN_FILES_MAX}`,
    `ulimit -f ${fileBlocks}`,
    `ulimit -s ${STACK_LIMIT_KB}`,
    exec,
  ].join("\n");
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function watch(
  host: SandboxHost,
  cgroup: RunCgroup,
  bwrapArgs: readonly string[],
  stdinFd: number | "ignore",
  limits: ProcessLimits,
  programFd: number | undefined,
): Promise<SandboxRunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const script = launcherScript(cgroup, limits, host.dropPrivileges);
    // stdout and stderr go to unlinked files, not pipes: node writes to a file synchronously,
    // while to a pipe it queues what the pipe cannot take in the program's own memory, so an
    // output flood would end as TLE or MLE depending on the machine instead of OLE.
    let outputs: { out: number; err: number };
    try {
      outputs = { out: openScratchFile("stdout"), err: openScratchFile("stderr") };
    } catch (error) {
      reject(new SandboxLaunchError(`cannot create the output files: ${(error as Error).message}`));
      return;
    }
    const { out, err } = outputs;
    const closeOutputs = () => {
      fs.closeSync(out);
      fs.closeSync(err);
    };
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn("/bin/sh", ["-c", script, host.bwrapPath, ...bwrapArgs], {
        stdio: programFd === undefined ? [stdinFd, out, err] : [stdinFd, out, err, programFd],
        // Not the judge's working directory: the launcher (and bubblewrap's /proc/1/environ,
        // which the program can read) should not learn where the judge lives.
        cwd: "/",
        // The launcher needs no environment (bwrap --clearenv empties it again for the program);
        // NODE_ENV only satisfies Next's typing of ProcessEnv, in which it is required.
        env: { PATH: "/usr/bin:/bin", NODE_ENV: "production" },
      });
    } catch (error) {
      closeOutputs();
      reject(new SandboxLaunchError(`could not start the sandbox launcher: ${(error as Error).message}`));
      return;
    }
    let killedFor: SandboxOutcome | undefined;
    const kill = (reason: SandboxOutcome) => {
      killedFor ??= reason;
      child.kill("SIGKILL");
      cgroup.killAll();
    };
    const elapsed = () => performance.now() - started;

    // Either stream beyond the output limit is OLE (RLIMIT_FSIZE stops both a little later).
    const overOutput = () => fs.fstatSync(out).size > limits.maxOutputBytes || fs.fstatSync(err).size > limits.maxOutputBytes;

    const poll = setInterval(() => {
      if (overOutput()) kill("output");
      else if (cgroup.cpuMs() > limits.cpuMs) kill("time");
    }, CPU_POLL_MS);
    const wallTimer = setTimeout(() => kill("wall"), limits.wallMs);

    child.on("error", (error) => {
      clearInterval(poll);
      clearTimeout(wallTimer);
      closeOutputs();
      reject(new SandboxLaunchError(`could not start the sandbox launcher: ${error.message}`));
    });
    child.on("exit", () => cgroup.killAll());
    child.on("close", (code, signal) => {
      clearInterval(poll);
      clearTimeout(wallTimer);
      const wallMs = elapsed();
      if (overOutput()) killedFor ??= "output";
      let stdout: Buffer;
      let stderrTail: string;
      try {
        stdout = readRange(out, 0, limits.maxOutputBytes);
        const stderrBytes = fs.fstatSync(err).size;
        stderrTail = readRange(err, Math.max(0, stderrBytes - STDERR_TAIL_BYTES), STDERR_TAIL_BYTES).toString("utf8");
      } finally {
        closeOutputs();
      }
      if (code === JOIN_FAILED_EXIT && stderrTail.includes(JOIN_FAILED_MARK)) {
        reject(new SandboxLaunchError(stderrTail.trim()));
        return;
      }
      const status = decodeStatus(code, signal);
      const cpuMs = Math.round(cgroup.cpuMs());
      resolve({
        outcome: decideOutcome(killedFor, cgroup, status.signal, cpuMs, stderrTail, limits),
        ...status,
        cpuMs,
        wallMs: Math.round(wallMs),
        memoryKb: cgroup.memoryPeakKb(),
        stdout: stdout.toString("utf8"),
        stderrTail,
      });
    });
  });
}

let scratchCounter = 0;

/** A file for one output stream, removed at once: only the open descriptor remains. */
function openScratchFile(stream: string): number {
  const file = path.join(os.tmpdir(), `nimbus-${stream}-${process.pid}-${++scratchCounter}-${Math.random().toString(36).slice(2)}`);
  // Owned by the judge, mode 0600: the program (another uid) cannot reopen it via /proc/self/fd.
  const fd = fs.openSync(file, "wx+", 0o600);
  fs.unlinkSync(file);
  return fd;
}

function readRange(fd: number, position: number, maxBytes: number): Buffer {
  const size = Math.min(maxBytes, Math.max(0, fs.fstatSync(fd).size - position));
  const buffer = Buffer.alloc(size);
  let done = 0;
  while (done < size) {
    const read = fs.readSync(fd, buffer, done, size - done, position + done);
    if (read === 0) break;
    done += read;
  }
  return buffer.subarray(0, done);
}

/** bubblewrap reports a program killed by signal N as exit code 128 + N. */
export function decodeStatus(
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

export const HEAP_EXHAUSTED = /JavaScript heap out of memory|Reached heap limit/;

function decideOutcome(
  killedFor: SandboxOutcome | undefined,
  cgroup: RunCgroup,
  signal: NodeJS.Signals | null,
  cpuMs: number,
  stderrTail: string,
  limits: ProcessLimits,
): SandboxOutcome {
  if (killedFor === "output") return "output";
  if (cgroup.oomKilled() || HEAP_EXHAUSTED.test(stderrTail)) return "memory";
  if (killedFor === "time" || cpuMs > limits.cpuMs || signal === "SIGXCPU") return "time";
  if (killedFor === "wall") return "wall";
  return "ok";
}
