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

/**
 * A small kernel file read many times (a cgroup's counters, several times per test): kept open
 * and read again from offset 0 (pread makes the kernel render it afresh), which saves the path
 * lookup, open and close of each readFileSync (about half its cost). Undefined when the file is
 * missing or unreadable, as readText; after close() (or if it could not be opened) it reads by path.
 */
export class KernelFile {
  private fd: number | undefined;
  private readonly buffer = Buffer.alloc(512);

  constructor(readonly file: string) {
    try {
      this.fd = fs.openSync(file, "r");
    } catch {
      this.fd = undefined;
    }
  }

  read(): string | undefined {
    if (this.fd === undefined) return readText(this.file);
    try {
      const length = fs.readSync(this.fd, this.buffer, 0, this.buffer.length, 0);
      // A file longer than the buffer is read whole by path instead.
      return length < this.buffer.length ? this.buffer.toString("utf8", 0, length) : readText(this.file);
    } catch {
      return undefined;
    }
  }

  close(): void {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
  }
}

function textOf(file: string | KernelFile): string | undefined {
  return typeof file === "string" ? readText(file) : file.read();
}

export function readNumber(file: string | KernelFile): number | undefined {
  const text = textOf(file);
  if (text === undefined) return undefined;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : undefined;
}

/** Value of `key` in a flat "key value" file such as memory.oom_control or cpu.stat. */
export function readKeyed(file: string | KernelFile, key: string): number | undefined {
  const text = textOf(file);
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
