// Harness processes started before they are needed. Starting node in its sandbox is most of a
// small submission's judging time (about 125 ms here); a worker that keeps one harness started
// and idle, waiting for its program, takes that off the verdict's latency. Each submission
// still gets a process of its own, never used before: an idle harness has run nothing.
// Off by default (the command line and the tests start harnesses on demand); the judge daemon
// turns it on with keepWarmHarnesses(workers) and closes them at shutdown.
import type { SandboxHost } from "../sandbox-host";
import { Harness, type HarnessSpec } from "./harness-process";

/**
 * RLIMIT_CPU of a harness started before its submission's test count is known. A backstop only:
 * each test's CPU is limited through the cgroup (or the wall clock without one), and the
 * harness dies with the judge.
 */
const WARM_CPU_BACKSTOP_MS = 10 * 60_000;

let capacity = 0;
const idle: Harness[] = [];
let lastTaken: { sandboxHost: SandboxHost; spec: HarnessSpec } | undefined;

function sameSandbox(a: HarnessSpec, b: HarnessSpec): boolean {
  return a.memoryLimitMb === b.memoryLimitMb && a.maxOutputBytes === b.maxOutputBytes && a.nodePermissionModel === b.nodePermissionModel;
}

function startIdle(sandboxHost: SandboxHost, spec: HarnessSpec): void {
  if (capacity === 0) return;
  idle.push(new Harness(sandboxHost, { ...spec, cpuBackstopMs: WARM_CPU_BACKSTOP_MS }));
  // Too many idle ones (several sandbox shapes in use): the oldest goes.
  while (idle.length > capacity) void idle.shift()!.close();
}

/**
 * Keep up to `count` idle harnesses (the daemon: one per worker, so that back-to-back
 * submissions find one that has finished starting); 0 turns warm starts off.
 */
export function keepWarmHarnesses(count: number): void {
  capacity = Math.max(0, count);
  while (idle.length > capacity) void idle.shift()!.close();
}

/** Ends every idle harness (at shutdown). */
export async function closeWarmHarnesses(): Promise<void> {
  capacity = 0;
  await Promise.all(idle.splice(0).map((harness) => harness.close()));
}

/**
 * A harness for `spec`: an idle one started earlier with the same sandbox (memory limit, output
 * limit, permission model) if there is one, else a new one.
 */
export function takeHarness(sandboxHost: SandboxHost, spec: HarnessSpec): { harness: Harness; warm: boolean } {
  lastTaken = { sandboxHost, spec };
  const index = idle.findIndex((harness) => harness.alive && sameSandbox(harness.spec, spec));
  const taken = index >= 0 ? idle.splice(index, 1)[0] : undefined;
  // Dead idle harnesses (killed from outside) are dropped.
  for (let i = idle.length - 1; i >= 0; i--) if (!idle[i]!.alive) void idle.splice(i, 1)[0]!.close();
  return taken ? { harness: taken, warm: true } : { harness: new Harness(sandboxHost, spec), warm: false };
}

/**
 * Starts idle harnesses, up to the capacity, with the sandbox of the last one taken. The judge
 * calls this once a verdict is stored: node's start-up then competes neither with the tests nor
 * with the verdict for the CPU. The oldest idle harness is taken first, so back-to-back
 * submissions find one that has finished starting.
 */
export function replenishWarmHarnesses(): void {
  if (!lastTaken) return;
  const { sandboxHost, spec } = lastTaken;
  let ready = idle.filter((harness) => harness.alive && sameSandbox(harness.spec, spec)).length;
  while (ready < capacity) {
    startIdle(sandboxHost, spec);
    ready += 1;
  }
}

/** Idle harnesses right now (for tests and the benchmark). */
export function idleHarnessCount(): number {
  return idle.length;
}
