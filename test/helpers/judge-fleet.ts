// A fleet of real judge daemons around one database, as separate "machines": each daemon has its
// own DATA_DIR, TMPDIR and process group and, where `unshare --net` works (root), a network
// namespace of its own with nothing in it, so only the database (a SQLite file, or PostgreSQL
// through its Unix socket) connects them. Used by the fault test (test/integration/judge-fleet-faults.test.ts)
// and the scaling line of `npm run bench:judge`.
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { findV1Parents } from "../../judge/sandbox/cgroup/v1";
import { findV2Parent } from "../../judge/sandbox/cgroup/v2";
import { exited, killGroup, startDaemon, waitFor, type DaemonProcess } from "./daemon-process";

export interface FleetOptions {
  /** DATABASE_URL of every daemon (with isolateNetwork, PostgreSQL must be reached through a socket). */
  databaseUrl: string;
  daemons: number;
  /** JUDGE_WORKERS of each daemon. */
  workers: number;
  /** JUDGE_LEASE_MS: short, so a killed daemon's submissions come back quickly. */
  leaseMs: number;
  /** A folder for the daemons' data and temp folders (the caller removes it). */
  dir: string;
  /** A network namespace per daemon (only if networkNamespacesWork()). */
  isolateNetwork: boolean;
}

export interface JudgeFleet {
  readonly size: number;
  /** SIGKILLs daemon `index`'s whole process group and waits for the daemon to exit. */
  kill: (index: number) => Promise<void>;
  /** Starts daemon `index` again (same folders, new process). */
  restart: (index: number) => void;
  /** Whether daemon `index` is running now. */
  running: (index: number) => boolean;
  /** SIGTERMs every daemon (they finish or hand back their work) and waits; SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<void>;
  /** Every daemon process id this fleet ever started (each led its own process group). */
  pids: () => number[];
  /** Everything every daemon printed, for failure messages. */
  log: () => string;
  /** Resolves once every running daemon's workers poll the queue (its sandbox check is done). */
  ready: (timeoutMs?: number) => Promise<void>;
  /** Daemons that exited without being killed or stopped (a crash), with how. */
  crashes: () => string[];
}

/** Whether this process may give a child a network namespace of its own (root, unshare present). */
export function networkNamespacesWork(): boolean {
  return spawnSync("unshare", ["--net", "--", "true"]).status === 0;
}

export function startFleet(options: FleetOptions): JudgeFleet {
  const slots: Array<{ daemon?: DaemonProcess; logs: string[] }> = [];
  const pids: number[] = [];
  const crashes: string[] = [];
  /** Processes this fleet ended on purpose (kill, stop). */
  const ended = new Set<ChildProcess>();
  const start = (index: number) => {
    const home = path.join(options.dir, `judge-${index + 1}`);
    const env = {
      DATABASE_URL: options.databaseUrl,
      JUDGE_WORKERS: String(options.workers),
      JUDGE_LEASE_MS: String(options.leaseMs),
      DATA_DIR: path.join(home, "data"),
      TMPDIR: path.join(home, "tmp"),
    };
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.mkdirSync(env.TMPDIR, { recursive: true });
    const slot = (slots[index] ??= { logs: [] });
    if (slot.daemon) slot.logs.push(slot.daemon.log());
    slot.daemon = startDaemon(`judge ${index + 1}`, env, { detached: true, ...(options.isolateNetwork ? { wrapper: ["unshare", "--net", "--"] } : {}) });
    if (slot.daemon.child.pid !== undefined) pids.push(slot.daemon.child.pid);
    const { child } = slot.daemon;
    child.once("exit", (code, signal) => {
      if (!ended.has(child)) crashes.push(`judge ${index + 1} (pid ${child.pid}) exited by itself: ${signal ?? `exit code ${code}`}`);
    });
  };
  for (let index = 0; index < options.daemons; index++) start(index);
  const child = (index: number): ChildProcess => {
    const daemon = slots[index]?.daemon;
    if (!daemon) throw new Error(`no judge ${index + 1} in this fleet of ${options.daemons}`);
    return daemon.child;
  };
  const isRunning = (process: ChildProcess) => process.exitCode === null && process.signalCode === null;
  return {
    size: options.daemons,
    kill: async (index) => {
      ended.add(child(index));
      killGroup(child(index), "SIGKILL");
      await exited(child(index));
    },
    restart: (index) => {
      if (isRunning(child(index))) throw new Error(`judge ${index + 1} is still running`);
      start(index);
    },
    running: (index) => isRunning(child(index)),
    stop: async (graceMs = 30_000) => {
      const children = slots.map((slot) => slot.daemon!.child).filter(isRunning);
      children.forEach((process) => ended.add(process));
      for (const process of children) killGroup(process, "SIGTERM");
      const timer = setTimeout(() => children.forEach((process) => killGroup(process, "SIGKILL")), graceMs);
      await Promise.all(children.map(exited));
      clearTimeout(timer);
      // Whatever the daemons left in their groups (nothing, if they stopped cleanly).
      for (const process of children) killGroup(process, "SIGKILL");
    },
    pids: () => [...pids],
    ready: async (timeoutMs = 60_000) => {
      const pending = () => slots.filter((slot) => slot.daemon && isRunning(slot.daemon.child) && !/worker\(s\) polling the queue/.test(slot.daemon.log()));
      await waitFor("every judge daemon to poll the queue", () => (pending().length === 0 ? true : undefined), timeoutMs, () => pending().map((slot) => slot.daemon!.log()).join("\n"));
    },
    crashes: () => [...crashes],
    log: () => slots.map((slot) => [...slot.logs, slot.daemon?.log() ?? ""].join("\n")).join("\n\n"),
  };
}

/** The folders where this process's children create their run cgroups (judge/sandbox/cgroup). */
function cgroupParents(): string[] {
  const v1 = findV1Parents();
  if (typeof v1 !== "string") return Object.values(v1);
  const v2 = findV2Parent();
  return typeof v2 === "string" ? [] : [v2.parent];
}

/**
 * What the given daemons left behind: processes still in their process groups or in their run
 * cgroups (a sandbox starts a session of its own, so its group is not the daemon's), and run
 * cgroups (named nimbus-<daemon pid>-<n>) still present.
 */
export function leftoversOf(daemonPids: readonly number[]): { processes: string[]; cgroups: string[] } {
  const owned = new Set(daemonPids);
  const runGroup = new RegExp(`/nimbus-(${daemonPids.join("|")})-\\d+(/|$)`, "m");
  const processes: string[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid pgrp ...: comm may hold spaces, so read after its closing parenthesis.
      const [state, , pgrpField] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // A zombie has ended and holds nothing but its pid until its parent reaps it; after a
      // SIGKILLed daemon that parent is init, which reaps when it will (or, in a container whose
      // init does not reap, never): not something the judge left running.
      if (state === "Z") continue;
      const pgrp = Number(pgrpField);
      const inRunGroup = runGroup.test(fs.readFileSync(`/proc/${entry}/cgroup`, "utf8"));
      if (owned.has(pgrp) || inRunGroup) {
        processes.push(`${entry}: ${fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ").trim()}`);
      }
    } catch {
      // The process ended while we looked.
    }
  }
  const cgroups = cgroupParents().flatMap((parent) =>
    (fs.existsSync(parent) ? fs.readdirSync(parent) : []).filter((name) => runGroup.test(`/${name}`)).map((name) => path.join(parent, name)),
  );
  return { processes, cgroups };
}

/**
 * leftoversOf once what was killed has had time to go: a SIGKILLed process is still listed
 * while the kernel tears it down. Returns as soon as nothing is left, else after `settleMs`.
 */
export async function settledLeftoversOf(daemonPids: readonly number[], settleMs = 5_000): Promise<{ processes: string[]; cgroups: string[] }> {
  const deadline = Date.now() + settleMs;
  for (;;) {
    const leftovers = leftoversOf(daemonPids);
    if ((leftovers.processes.length === 0 && leftovers.cgroups.length === 0) || Date.now() >= deadline) return leftovers;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
