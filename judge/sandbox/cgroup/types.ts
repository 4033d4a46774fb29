// What the sandbox needs from a per-run control group, whichever cgroup version provides it.

export interface RunCgroupLimits {
  memoryBytes: number;
  /** Maximum number of tasks (processes and threads): stops fork bombs. */
  pidsMax: number;
}

/** One control group (per controller on v1) created for exactly one sandboxed run. */
export interface RunCgroup {
  /** The cgroup.procs files the launcher writes its own pid to before it execs bubblewrap. */
  readonly procsFiles: readonly string[];
  /** CPU time used by every process that ever ran in the group (including reaped ones). */
  cpuMs(): number;
  /** Peak memory of the group, in KiB. */
  memoryPeakKb(): number;
  /** True when the kernel's OOM killer killed a process of the group. */
  oomKilled(): boolean;
  /** SIGKILL every process still in the group. */
  killAll(): void;
  /** Kill what is left and remove the group's directories. */
  remove(): Promise<void>;
}

export interface CgroupManager {
  readonly kind: "v1" | "v2";
  /** Human-readable summary for the start-up log, e.g. the directories used. */
  readonly description: string;
  create(limits: RunCgroupLimits): RunCgroup;
  /** Remove groups left behind by judge processes that no longer exist. */
  removeStale(): Promise<void>;
}
