// cgroup v2 (unified hierarchy): one directory per run with cpu, memory and pids controllers.
// The run groups are children of this process's own group; v2 only lets a group hand
// controllers to its children (cgroup.subtree_control) when the group itself holds no
// processes, so this needs a delegated subtree (e.g. a systemd unit with Delegate=yes whose
// judge process lives in a leaf). If enabling the controllers fails, the caller falls back.
// Written against the kernel documentation. The machines this project runs on so far have cgroup
// v1, so the kernel's side (enforcement) is untested; test/unit/cgroup-v2.test.ts checks what this
// file writes and reads against a fake hierarchy.
import fs from "node:fs";
import path from "node:path";
import type { CgroupManager, RunCgroup, RunCgroupLimits } from "./types";
import {
  nextRunDirName,
  readKeyed,
  readNumber,
  readText,
  removeCgroupDir,
  removeStaleRunDirs,
  listPids,
  killPids,
  writeText,
} from "./fs-helpers";

const ROOT = "/sys/fs/cgroup";
const NEEDED = ["cpu", "memory", "pids"];

/**
 * The group whose children the runs become, or the reason v2 cannot be used. `root` and
 * `selfCgroupFile` are parameters for the tests (a fake hierarchy).
 */
export function findV2Parent(root: string = ROOT, selfCgroupFile = "/proc/self/cgroup"): { parent: string } | string {
  if (!fs.existsSync(path.join(root, "cgroup.controllers"))) return `cgroup v2 is not mounted at ${root}`;
  const line = fs
    .readFileSync(selfCgroupFile, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("0::"));
  const parent = path.join(root, line?.slice(3) ?? "/");
  const available = (readText(path.join(parent, "cgroup.controllers")) ?? "").trim().split(/\s+/);
  const missing = NEEDED.filter((controller) => !available.includes(controller));
  if (missing.length > 0) return `cgroup v2 group ${parent} lacks controllers: ${missing.join(", ")}`;
  const enabled = (readText(path.join(parent, "cgroup.subtree_control")) ?? "").trim().split(/\s+/);
  const toEnable = NEEDED.filter((controller) => !enabled.includes(controller));
  if (toEnable.length > 0) {
    try {
      writeText(path.join(parent, "cgroup.subtree_control"), toEnable.map((c) => `+${c}`).join(" "));
    } catch (error) {
      return `cannot enable ${toEnable.join(", ")} for children of ${parent}: ${(error as Error).message}`;
    }
  }
  return { parent };
}

export function createV2Manager(parent: string): CgroupManager {
  return {
    kind: "v2",
    description: `cgroup v2 (${parent})`,
    create: (limits) => createRunGroup(parent, limits),
    removeStale: () => removeStaleRunDirs(parent),
  };
}

function createRunGroup(parent: string, limits: RunCgroupLimits): RunCgroup {
  const dir = path.join(parent, nextRunDirName());
  fs.mkdirSync(dir);
  try {
    writeText(path.join(dir, "memory.max"), String(limits.memoryBytes));
    if (fs.existsSync(path.join(dir, "memory.swap.max"))) writeText(path.join(dir, "memory.swap.max"), "0");
    writeText(path.join(dir, "pids.max"), String(limits.pidsMax));
  } catch (error) {
    fs.rmdirSync(dir);
    throw error;
  }
  const procs = path.join(dir, "cgroup.procs");
  const killAll = () => {
    try {
      writeText(path.join(dir, "cgroup.kill"), "1");
    } catch {
      killPids(listPids(procs)); // cgroup.kill exists since Linux 5.14
    }
  };
  return {
    procsFiles: [procs],
    cpuMs: () => (readKeyed(path.join(dir, "cpu.stat"), "usage_usec") ?? 0) / 1000,
    // memory.peak exists since Linux 5.19; before that only the current usage can be read.
    memoryPeakKb: () =>
      Math.round((readNumber(path.join(dir, "memory.peak")) ?? readNumber(path.join(dir, "memory.current")) ?? 0) / 1024),
    oomKilled: () => (readKeyed(path.join(dir, "memory.events"), "oom_kill") ?? 0) > 0,
    killAll,
    remove: async () => {
      killAll();
      await removeCgroupDir(dir);
    },
  };
}
