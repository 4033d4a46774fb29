// Small synchronous helpers for cgroup files: they are tiny kernel files, so sync reads are cheap.
import fs from "node:fs";
import path from "node:path";

export function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

export function readNumber(file: string): number | undefined {
  const text = readText(file);
  if (text === undefined) return undefined;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : undefined;
}

/** Value of `key` in a flat "key value" file such as memory.oom_control or cpu.stat. */
export function readKeyed(file: string, key: string): number | undefined {
  const text = readText(file);
  if (text === undefined) return undefined;
  for (const line of text.split("\n")) {
    const [name, value] = line.trim().split(/\s+/);
    if (name === key && value !== undefined) return Number(value);
  }
  return undefined;
}

export function writeText(file: string, value: string): void {
  fs.writeFileSync(file, value);
}

/** Pids listed in a cgroup.procs file (host pid namespace). */
export function listPids(procsFile: string): number[] {
  const text = readText(procsFile) ?? "";
  return text
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((pid) => Number.isInteger(pid) && pid > 0);
}

export function killPids(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * rmdir a cgroup directory, killing stragglers first. The kernel refuses (EBUSY) while a task
 * is still exiting, so this retries for a short while.
 */
export async function removeCgroupDir(dir: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    killPids(listPids(path.join(dir, "cgroup.procs")));
    try {
      fs.rmdirSync(dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") return;
      if (code !== "EBUSY") throw error;
    }
    await sleep(10);
  }
  throw new Error(`could not remove cgroup ${dir}: still busy`);
}

/** Run directories are named nimbus-<judge pid>-<counter>; the pid tells whether they are stale. */
export const RUN_DIR_PATTERN = /^nimbus-(\d+)-\d+$/;

let counter = 0;
export function nextRunDirName(): string {
  counter += 1;
  return `nimbus-${process.pid}-${counter}`;
}

export async function removeStaleRunDirs(parent: string): Promise<void> {
  let entries: string[];
  try {
    entries = fs.readdirSync(parent);
  } catch {
    return;
  }
  for (const entry of entries) {
    const match = RUN_DIR_PATTERN.exec(entry);
    if (!match || isProcessAlive(Number(match[1]))) continue;
    await removeCgroupDir(path.join(parent, entry)).catch(() => undefined);
  }
}
