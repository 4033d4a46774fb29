// runInSandbox: run a compiled program with `node` inside bubblewrap, with one test's input on
// stdin, under CPU, wall-clock, memory, task and output limits. See bwrap-args.ts for what the
// program can see and sandbox-process.ts for how it is measured.
import fs from "node:fs";
import { LIMITS } from "../../lib/types";
import { buildBwrapArgs, SANDBOX_PROGRAM, SANDBOX_SNAPSHOT, sandboxBoundPaths } from "./bwrap-args";
import { exposedFolderReason, judgeFolders } from "./exposed-paths";
import { resolveSandboxHost, configuredBwrapPath, SandboxUnavailableError, type SandboxHost } from "./sandbox-host";
import { runSandboxProcess, STACK_LIMIT_KB, type SandboxRunResult } from "./sandbox-process";

export { SandboxUnavailableError } from "./sandbox-host";
export { SandboxLaunchError, type SandboxOutcome, type SandboxRunResult } from "./sandbox-process";

export interface SandboxRunOptions {
  /** Host path of the compiled JavaScript; bound read-only into the sandbox. */
  programFile: string;
  /** Host path of the test input; opened here and passed as stdin only (never mounted). */
  stdinFile: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  /** Defaults to LIMITS.wallFactor x timeLimitMs + WALL_SLACK_MS. */
  wallLimitMs?: number;
  /** Defaults to LIMITS.maxOutputBytes. */
  maxOutputBytes?: number;
  /**
   * Node's permission model as a second layer inside the sandbox (default on): no child
   * processes, workers or native addons, file reads limited to the program and stdin.
   * Tests turn it off to show that the operating-system layer holds on its own.
   */
  nodePermissionModel?: boolean;
}

/**
 * Node 20's permission flags: read the program, /dev/stdin and the private /tmp (scratch files a
 * program wrote must be readable back), write only the private /tmp. No child processes,
 * workers or addons (none of --allow-child-process, --allow-worker, --allow-addons).
 */
const PERMISSION_FLAGS = [
  "--experimental-permission",
  "--no-warnings", // the "experimental feature" warning would land in every stderr
  `--allow-fs-read=${SANDBOX_PROGRAM}`,
  "--allow-fs-read=/dev/stdin",
  "--allow-fs-read=/tmp/",
  "--allow-fs-write=/tmp/",
];

/** Wall-clock slack on top of the CPU-based wall limit: node start-up on a busy machine. */
export const WALL_SLACK_MS = 1000;
/** The private /tmp; tmpfs pages also count against the memory cgroup. */
export const TMP_BYTES = 16 * 1024 * 1024;

/**
 * RLIMIT_FSIZE: just above both the /tmp size and the output limit, so that going over the
 * output limit is seen as OLE (the judge checks the size) before writes start failing.
 */
export function maxFileBytes(maxOutputBytes: number): number {
  return Math.max(TMP_BYTES, maxOutputBytes) + 1024 * 1024;
}

const hosts = new Map<string, Promise<SandboxHost>>();

/**
 * Checks the sandbox once per bubblewrap path: resolves the host, refuses when the judge's own
 * folders would be visible inside it, and runs a trial program through the full path (cgroups,
 * bubblewrap, node). Throws SandboxUnavailableError.
 */
export function prepareSandbox(): Promise<SandboxHost> {
  const bwrapPath = configuredBwrapPath();
  let host = hosts.get(bwrapPath);
  if (!host) {
    host = resolveSandboxHost(bwrapPath).then(refuseExposedFolders).then(trialRun);
    hosts.set(bwrapPath, host);
    // A failed check is not cached: the next call (e.g. after installing bwrap) checks again.
    host.catch(() => hosts.delete(bwrapPath));
  }
  return host;
}

/** No program runs while the judge's own folders lie inside what the sandbox shows (exposed-paths.ts). */
function refuseExposedFolders(host: SandboxHost): SandboxHost {
  const reason = exposedFolderReason(judgeFolders(), sandboxBoundPaths(host.nodePath));
  if (reason) throw new SandboxUnavailableError(reason);
  return host;
}

async function trialRun(host: SandboxHost): Promise<SandboxHost> {
  const marker = "nimbus-sandbox-ok";
  const args = buildBwrapArgs({
    nodePath: host.nodePath,
    withProgram: false,
    tmpBytes: TMP_BYTES,
    command: [host.nodePath, "-e", `process.stdout.write(${JSON.stringify(marker)})`],
  });
  let result: SandboxRunResult;
  try {
    result = await runSandboxProcess(host, args, "ignore", {
      cpuMs: 5000,
      wallMs: 15000,
      memoryBytes: 256 * 1024 * 1024,
      maxOutputBytes: 1024,
      maxFileBytes: maxFileBytes(1024),
    });
  } catch (error) {
    throw new SandboxUnavailableError(`trial run failed: ${(error as Error).message}`);
  }
  if (result.outcome !== "ok" || result.exitCode !== 0 || result.stdout !== marker) {
    const detail = result.stderrTail.trim() || `exit code ${result.exitCode}, signal ${result.signal}, ${result.outcome}`;
    throw new SandboxUnavailableError(`trial run of ${host.bwrapPath} failed: ${detail}`);
  }
  return host;
}

/**
 * V8's flags for a sandboxed node. A start-up snapshot is only accepted by a node started with
 * the V8 flags it was built with (batch/harness-snapshot.ts builds it with these).
 */
export function sandboxedV8Flags(memoryLimitMb: number, extraV8Flags: readonly string[] = []): string[] {
  return [
    // V8's own heap limit at the memory limit: a clean "heap out of memory" (MLE) before the
    // memory cgroup's OOM kill, and garbage collection that knows the budget (node cannot see the
    // cgroup from inside the sandbox, /sys is not mounted).
    `--max-old-space-size=${memoryLimitMb}`,
    // Deep recursion (game-tree search) is common: allow a large stack, below RLIMIT_STACK.
    `--stack-size=${Math.floor(STACK_LIMIT_KB * 0.9)}`,
    ...extraV8Flags,
  ];
}

export interface SandboxedNode {
  memoryLimitMb: number;
  permissionModel: boolean;
  extraV8Flags?: readonly string[];
  /** Start node from the V8 start-up snapshot that arrives on SNAPSHOT_FD (bwrap-args.ts). */
  startupSnapshot?: boolean;
}

/** The bubblewrap arguments that run node on the program (/box/main.js) with the judge's flags. */
export function sandboxedNodeArgs(host: SandboxHost, node: SandboxedNode): string[] {
  return buildBwrapArgs({
    nodePath: host.nodePath,
    withProgram: true,
    withSnapshot: node.startupSnapshot === true,
    tmpBytes: TMP_BYTES,
    command: [
      host.nodePath,
      ...sandboxedV8Flags(node.memoryLimitMb, node.extraV8Flags),
      ...(node.permissionModel ? PERMISSION_FLAGS : []),
      // The snapshot's main function runs; SANDBOX_PROGRAM is then only its process.argv[1].
      ...(node.startupSnapshot ? ["--snapshot-blob", SANDBOX_SNAPSHOT] : []),
      SANDBOX_PROGRAM,
    ],
  });
}

export async function runInSandbox(options: SandboxRunOptions): Promise<SandboxRunResult> {
  const host = await prepareSandbox();
  const memoryBytes = options.memoryLimitMb * 1024 * 1024;
  const args = sandboxedNodeArgs(host, { memoryLimitMb: options.memoryLimitMb, permissionModel: options.nodePermissionModel !== false });
  // Both files are opened here, by the judge: the sandbox gets descriptors, never host paths.
  const maxOutputBytes = options.maxOutputBytes ?? LIMITS.maxOutputBytes;
  const programFd = fs.openSync(options.programFile, "r");
  let stdinFd: number | undefined;
  try {
    stdinFd = fs.openSync(options.stdinFile, "r");
    return await runSandboxProcess(
      host,
      args,
      stdinFd,
      {
        cpuMs: options.timeLimitMs,
        wallMs: options.wallLimitMs ?? LIMITS.wallFactor * options.timeLimitMs + WALL_SLACK_MS,
        memoryBytes,
        maxOutputBytes,
        maxFileBytes: maxFileBytes(maxOutputBytes),
      },
      programFd,
    );
  } finally {
    if (stdinFd !== undefined) fs.closeSync(stdinFd);
    fs.closeSync(programFd);
  }
}
