// The memory peak of one test in a shared sandbox: the cgroup's peak counter, reset before
// each test.
import fs from "node:fs";
import path from "node:path";
import type { RunCgroup } from "../cgroup";

/**
 * Per-test memory peak: the cgroup's peak counter is reset before each test. v1: writing 0 to
 * memory.max_usage_in_bytes resets it to the current usage. v2 (Linux >= 6.12): a write to
 * memory.peak resets the peak seen through that open descriptor. RunCgroup has no reset, so this
 * finds the memory group's directory from its cgroup.procs files.
 */
export class MemoryPeak {
  /** v1's memory.max_usage_in_bytes, kept open: written before every test. */
  private v1Fd: number | undefined;
  private v2Fd: number | undefined;
  readonly resettable: boolean;

  constructor(private readonly cgroup: RunCgroup) {
    for (const procs of cgroup.procsFiles) {
      const dir = path.dirname(procs);
      const v1 = path.join(dir, "memory.max_usage_in_bytes");
      if (fs.existsSync(v1)) {
        try {
          this.v1Fd = fs.openSync(v1, "r+");
        } catch {
          this.v1Fd = undefined;
        }
      }
      const v2 = path.join(dir, "memory.peak");
      if (this.v1Fd === undefined && fs.existsSync(v2)) {
        try {
          this.v2Fd = fs.openSync(v2, "r+");
        } catch {
          this.v2Fd = undefined;
        }
      }
    }
    this.resettable = this.v1Fd !== undefined || this.v2Fd !== undefined;
  }

  reset(): void {
    try {
      if (this.v1Fd !== undefined) fs.writeSync(this.v1Fd, "0", 0);
      else if (this.v2Fd !== undefined) fs.writeSync(this.v2Fd, "reset\n", 0);
    } catch {
      // Older v2 kernels: memory.peak is not writable; the peak is then the run's so far.
    }
  }

  readKb(): number {
    if (this.v2Fd !== undefined) {
      try {
        const buffer = Buffer.alloc(32);
        const read = fs.readSync(this.v2Fd, buffer, 0, 32, 0);
        const value = Number(buffer.subarray(0, read).toString().trim());
        if (Number.isFinite(value)) return Math.round(value / 1024);
      } catch {
        // fall through
      }
    }
    return this.cgroup.memoryPeakKb();
  }

  close(): void {
    if (this.v1Fd !== undefined) fs.closeSync(this.v1Fd);
    if (this.v2Fd !== undefined) fs.closeSync(this.v2Fd);
    this.v1Fd = undefined;
    this.v2Fd = undefined;
  }
}
