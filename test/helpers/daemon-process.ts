// A real judge daemon (`node --import tsx judge/daemon.ts`) as a child process, for the tests
// that kill or stop one mid-work, with its output kept for failure messages.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface DaemonProcess {
  child: ChildProcess;
  /** Everything the daemon printed so far, headed by its name. */
  log: () => string;
}

/** Starts a daemon with these environment variables added to the test's own. */
export function startDaemon(name: string, env: Record<string, string>): DaemonProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "judge/daemon.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
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
