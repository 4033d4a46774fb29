// Finds and checks, once per process, everything the sandbox needs on this host: a working
// bubblewrap, the node binary, and the cgroup controllers. The judge never runs code
// unsandboxed: if bubblewrap is missing or cannot create its namespaces, this throws.
import fs from "node:fs";
import { detectCgroups, type CgroupManager } from "./cgroup";

export class SandboxUnavailableError extends Error {
  constructor(reason: string) {
    super(`The sandbox is unavailable, so no code will be run: ${reason}`);
    this.name = "SandboxUnavailableError";
  }
}

export interface SandboxHost {
  bwrapPath: string;
  nodePath: string;
  /** Required: without cgroups neither CPU time nor memory could be measured and limited. */
  cgroups: CgroupManager;
  /**
   * Command prefix that makes the launcher give up root before it execs bubblewrap (setpriv to
   * the host's nobody), or [] when the judge is not root. Without it the program's uid would map
   * to host uid 0: no capabilities, but still the owner of every root-owned file it can reach
   * through a magic link (its stdin via /proc/self/fd/0, the host's /dev/null...), so it could
   * chmod or write them.
   */
  dropPrivileges: string[];
  /** One line for the daemon's start-up log. */
  summary: string;
}

/** The host uid/gid sandboxed programs run as when the judge is root (nobody/nogroup). */
export const SANDBOX_HOST_ID = 65534;

/** `NIMBUS_BWRAP` overrides the bubblewrap binary (a test points it at a missing file). */
export function configuredBwrapPath(): string {
  return process.env.NIMBUS_BWRAP ?? "/usr/bin/bwrap";
}

function findNode(): string {
  // The judge itself runs under node (tsx is a loader, not another runtime).
  const candidates = ["/usr/bin/node", "/usr/local/bin/node", process.execPath];
  const found = candidates.find((candidate) => isExecutable(candidate));
  if (!found) throw new SandboxUnavailableError("no node binary found to run programs with");
  return fs.realpathSync(found);
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function findDropPrivileges(): string[] {
  if (process.getuid?.() !== 0) return [];
  const setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].find((candidate) => isExecutable(candidate));
  if (!setpriv) {
    throw new SandboxUnavailableError(
      "the judge runs as root but setpriv (util-linux) was not found: programs would run as host root",
    );
  }
  const id = String(SANDBOX_HOST_ID);
  return [setpriv, `--reuid=${id}`, `--regid=${id}`, "--clear-groups", "--"];
}

/** Resolves the host without the trial run (the trial is done by the sandbox module). */
export async function resolveSandboxHost(bwrapPath: string): Promise<SandboxHost> {
  if (!isExecutable(bwrapPath)) {
    throw new SandboxUnavailableError(
      `bubblewrap not found or not executable at ${bwrapPath} (install it with "apt-get install bubblewrap", or set NIMBUS_BWRAP to its path)`,
    );
  }
  const nodePath = findNode();
  const dropPrivileges = findDropPrivileges();
  const detection = await detectCgroups();
  const runsAs = dropPrivileges.length > 0 ? `programs run as host uid ${SANDBOX_HOST_ID}` : `programs run as the judge's uid ${process.getuid?.()}`;
  if (!detection.manager) throw new SandboxUnavailableError(noCgroupsReason(detection.reason));
  const summary = `bubblewrap ${bwrapPath}, node ${nodePath}, ${runsAs}, ${detection.manager.description}`;
  return { bwrapPath, nodePath, dropPrivileges, cgroups: detection.manager, summary };
}

/**
 * Why the judge refuses to run without cgroups: it would measure CPU time by the wall clock (a
 * program's time would depend on the machine's load), could not bound memory beyond node's heap
 * (Buffers, WebAssembly) nor the number of processes, and could not kill a run's leftovers.
 */
export function noCgroupsReason(detail: string): string {
  return `no usable cgroups (${detail}): without them the judge can measure and limit neither CPU time nor memory nor processes (docs/deploy.md: cgroups)`;
}
