// cgroup v1: separate hierarchies for cpuacct (CPU time), memory (limit, peak, OOM) and pids.
// Run groups are created inside this process's own group of each hierarchy (which may be a
// nested path, e.g. memory:/process_api/<id>), so they stay under whatever limits apply to us.
import fs from "node:fs";
import path from "node:path";
import type { CgroupManager, RunCgroup, RunCgroupLimits } from "./types";
import {
  KernelFile,
  listPids,
  killPids,
  nextRunDirName,
  readKeyed,
  readNumber,
  removeCgroupDir,
  removeStaleRunDirs,
  writeText,
} from "./fs-helpers";

const CONTROLLERS = ["cpuacct", "memory", "pids"] as const;
type Controller = (typeof CONTROLLERS)[number];
type Parents = Record<Controller, string>;

/** Finds the directory where this process may create child groups, per controller. */
export function findV1Parents(): Parents | string {
  const mounts = fs.readFileSync("/proc/mounts", "utf8").split("\n");
  const membership = fs.readFileSync("/proc/self/cgroup", "utf8").split("\n");
  const parents: Partial<Parents> = {};
  for (const controller of CONTROLLERS) {
    const mount = mounts
      .map((line) => line.split(" "))
      .find((fields) => fields[2] === "cgroup" && (fields[3] ?? "").split(",").includes(controller));
    if (!mount?.[1]) return `cgroup v1 controller "${controller}" is not mounted`;
    const own = membership
      .map((line) => line.split(":"))
      .find((fields) => (fields[1] ?? "").split(",").includes(controller));
    const nested = path.join(mount[1], own?.[2] ?? "/");
    // In some containers /proc/self/cgroup names a path that is not visible in the mount.
    parents[controller] = fs.existsSync(nested) ? nested : mount[1];
  }
  return parents as Parents;
}

export function createV1Manager(parents: Parents): CgroupManager {
  return {
    kind: "v1",
    description: `cgroup v1 (${CONTROLLERS.map((c) => parents[c]).join(", ")})`,
    create: (limits) => createRunGroup(parents, limits),
    removeStale: async () => {
      for (const controller of CONTROLLERS) await removeStaleRunDirs(parents[controller]);
    },
  };
}

function createRunGroup(parents: Parents, limits: RunCgroupLimits): RunCgroup {
  const name = nextRunDirName();
  const dirs = {} as Parents;
  try {
    for (const controller of CONTROLLERS) {
      dirs[controller] = path.join(parents[controller], name);
      fs.mkdirSync(dirs[controller]);
    }
    writeText(path.join(dirs.memory, "memory.limit_in_bytes"), String(limits.memoryBytes));
    // With swap accounting, also cap memory+swap so a program cannot spill into swap.
    const memsw = path.join(dirs.memory, "memory.memsw.limit_in_bytes");
    if (fs.existsSync(memsw)) writeText(memsw, String(limits.memoryBytes));
    writeText(path.join(dirs.pids, "pids.max"), String(limits.pidsMax));
  } catch (error) {
    for (const controller of CONTROLLERS) {
      if (dirs[controller]) fs.rmSync(dirs[controller], { recursive: false, force: true });
    }
    throw error;
  }
  const killAll = () => {
    for (const controller of CONTROLLERS) killPids(listPids(path.join(dirs[controller], "cgroup.procs")));
  };
  // Read several times per test of a batch harness: kept open until the group is removed.
  const usage = new KernelFile(path.join(dirs.cpuacct, "cpuacct.usage"));
  const peak = new KernelFile(path.join(dirs.memory, "memory.max_usage_in_bytes"));
  const oom = new KernelFile(path.join(dirs.memory, "memory.oom_control"));
  return {
    procsFiles: CONTROLLERS.map((controller) => path.join(dirs[controller], "cgroup.procs")),
    cpuMs: () => (readNumber(usage) ?? 0) / 1e6,
    memoryPeakKb: () => Math.round((readNumber(peak) ?? 0) / 1024),
    oomKilled: () => (readKeyed(oom, "oom_kill") ?? 0) > 0,
    killAll,
    remove: async () => {
      for (const file of [usage, peak, oom]) file.close();
      killAll();
      for (const controller of CONTROLLERS) await removeCgroupDir(dirs[controller]);
    },
  };
}
