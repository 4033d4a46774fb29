// A real judge daemon (`node --import tsx judge/daemon.ts`) as a child process, for the tests
// that kill or stop one mid-work, with its output kept for failure messages. A detached one leads
// a process group of its own (its sandboxes, esbuild and check processes are in it), so
// killGroup ends all of it at once, as a machine's power cut would.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface DaemonProcess {
  child: ChildProcess;
  /** Everything the daemon printed so far, headed by its name. */
  log: () => string;
}

export interface DaemonOptions {
  /** A process group of its own (see killGroup). */
  detached?: boolean;
  /** A command the daemon runs under, e.g. ["unshare", "--net", "--"] (it must exec, keeping the pid). */
  wrapper?: string[];
}

/** Starts a daemon with these environment variables added to the test's own. */
export function startDaemon(name: string, env: Record<string, string>, options: DaemonOptions = {}): DaemonProcess {
  const command = [...(options.wrapper ?? []), process.execPath, "--import", "tsx", "judge/daemon.ts"];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.detached ?? false,
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, log: () => `[${name}]\n${output}` };
}

/** Polls `probe` every 50 ms until it gives a value; past the timeout, fails with the daemon's log. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number, log: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}\n${log()}`);
}

/** Resolves once the process has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

/** Sends a signal to a detached daemon's whole process group; false if the group is gone. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}
