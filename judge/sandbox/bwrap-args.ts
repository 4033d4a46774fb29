// The bubblewrap command line: which parts of the host the sandboxed program can see.
// Only what `node` needs, read-only: /usr (and the /bin, /lib* links into it), the dynamic
// linker's cache, and the one program file. No /work, /root, host /tmp, database or test data.
import fs from "node:fs";
import path from "node:path";

/** Where the compiled program appears inside the sandbox. */
export const SANDBOX_PROGRAM = "/box/main.js";

/**
 * The descriptor (in bubblewrap's table) the program arrives on. bubblewrap copies it into the
 * sandbox read-only (`--ro-bind-data`), so the judge's private directory never has to be
 * reachable by the unprivileged uid bubblewrap runs as, and no host path is mounted.
 */
export const PROGRAM_FD = 3;

/** Where a V8 start-up snapshot of the batch harness appears (batch/harness-snapshot.ts). */
export const SANDBOX_SNAPSHOT = "/box/harness.blob";

/** The descriptor the start-up snapshot arrives on, copied in read-only like the program. */
export const SNAPSHOT_FD = 4;

/** Host paths offered to the sandbox if they exist: directories bound read-only, links recreated. */
const SYSTEM_PATHS = ["/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32"];
const LINKER_FILES = ["/etc/ld.so.cache", "/etc/ld.so.conf"];

/** The unprivileged user the program runs as, in its own user namespace, with no capabilities. */
const SANDBOX_UID = "65534";

export interface BwrapCommand {
  /** The host node binary (resolved), run inside the sandbox. */
  nodePath: string;
  /** The compiled JavaScript arrives open on PROGRAM_FD, shown read-only at SANDBOX_PROGRAM; false for checks. */
  withProgram: boolean;
  /** A start-up snapshot arrives open on SNAPSHOT_FD, shown read-only at SANDBOX_SNAPSHOT. */
  withSnapshot?: boolean;
  /** Size cap of the private /tmp (a tmpfs, counted against the memory cgroup too). */
  tmpBytes: number;
  /** The command run inside the sandbox, after the mounts. */
  command: string[];
}

/**
 * The host paths bound into the sandbox for a node at `nodePath`: the system directories (a link
 * such as /bin -> usr/bin is recreated, not bound: what it shows lies in a bound directory), the
 * linker files and a node binary outside them. exposed-paths.ts keeps the judge's folders out.
 */
export function sandboxBoundPaths(nodePath: string): string[] {
  const bound: string[] = [];
  for (const hostPath of SYSTEM_PATHS) {
    try {
      if (fs.lstatSync(hostPath).isDirectory()) bound.push(hostPath);
    } catch {
      // absent on this host: not bound
    }
  }
  bound.push(...LINKER_FILES.filter((file) => fs.existsSync(file)));
  if (!nodeIsInSystemPaths(nodePath)) bound.push(nodePath);
  return bound;
}

function nodeIsInSystemPaths(nodePath: string): boolean {
  return SYSTEM_PATHS.some((dir) => nodePath.startsWith(`${dir}/`));
}

export function systemMountArgs(): string[] {
  const args: string[] = [];
  for (const hostPath of SYSTEM_PATHS) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(hostPath);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) args.push("--symlink", fs.readlinkSync(hostPath), hostPath);
    else if (stat.isDirectory()) args.push("--ro-bind", hostPath, hostPath);
  }
  for (const file of LINKER_FILES) {
    if (fs.existsSync(file)) args.push("--ro-bind", file, file);
  }
  return args;
}

export function buildBwrapArgs(spec: BwrapCommand): string[] {
  const args = [
    // New user, IPC, PID, network, UTS and cgroup namespaces: no network at all.
    "--unshare-all",
    "--unshare-user",
    "--uid", SANDBOX_UID,
    "--gid", SANDBOX_UID,
    "--cap-drop", "ALL",
    "--disable-userns",
    "--die-with-parent",
    "--new-session",
    "--hostname", "sandbox",
    ...systemMountArgs(),
    "--dev", "/dev",
    "--proc", "/proc",
    "--size", String(spec.tmpBytes),
    "--tmpfs", "/tmp",
    "--clearenv",
    "--setenv", "PATH", "/usr/bin:/bin",
    "--setenv", "HOME", "/tmp",
  ];
  // A node binary outside /usr (e.g. under /opt or a version manager) is bound on its own.
  if (!nodeIsInSystemPaths(spec.nodePath)) {
    args.push("--ro-bind", spec.nodePath, spec.nodePath);
  }
  if (spec.withProgram) {
    args.push("--ro-bind-data", String(PROGRAM_FD), SANDBOX_PROGRAM, "--chdir", path.dirname(SANDBOX_PROGRAM));
    if (spec.withSnapshot) args.push("--ro-bind-data", String(SNAPSHOT_FD), SANDBOX_SNAPSHOT);
  } else {
    args.push("--chdir", "/tmp");
  }
  // bubblewrap builds the new root and /dev on tmpfs mounts that the sandbox user owns and that
  // have no size limit: make both read-only once every mount point exists, so that the private
  // /tmp (and the device nodes themselves) is the only place a program can write.
  args.push("--remount-ro", "/dev", "--remount-ro", "/");
  args.push("--", ...spec.command);
  return args;
}
