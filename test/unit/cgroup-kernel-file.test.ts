// KernelFile (judge/sandbox/cgroup/fs-helpers.ts): a cgroup counter kept open and read again from
// its start. On regular files here (the kernel's cgroup files are read by the judge's integration
// tests): each read sees the file's current content, whatever its length, and a closed or missing
// file behaves as readText does.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KernelFile, readKeyed, readNumber } from "../../judge/sandbox/cgroup/fs-helpers";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-kernel-file-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("KernelFile", () => {
  it("reads the current content on every read, not the first one", () => {
    const file = path.join(dir, "cpuacct.usage");
    fs.writeFileSync(file, "1500000\n");
    const counter = new KernelFile(file);
    expect(readNumber(counter)).toBe(1500000);
    fs.writeFileSync(file, "27\n"); // shorter: nothing of the old content may remain
    expect(readNumber(counter)).toBe(27);
    fs.writeFileSync(file, "oom_kill_disable 0\nunder_oom 0\noom_kill 2\n");
    expect(readKeyed(counter, "oom_kill")).toBe(2);
    counter.close();
  });

  it("reads a file longer than its buffer whole", () => {
    const file = path.join(dir, "memory.stat");
    const lines = Array.from({ length: 100 }, (_, i) => `key${i} ${i}`);
    fs.writeFileSync(file, `${lines.join("\n")}\n`);
    const stat = new KernelFile(file);
    expect(readKeyed(stat, "key99")).toBe(99);
    stat.close();
  });

  it("reads by path after close, and is undefined for a missing file", () => {
    const file = path.join(dir, "memory.max_usage_in_bytes");
    fs.writeFileSync(file, "4096\n");
    const peak = new KernelFile(file);
    peak.close();
    fs.writeFileSync(file, "8192\n");
    expect(readNumber(peak)).toBe(8192);
    fs.rmSync(file);
    expect(readNumber(peak)).toBeUndefined();
    expect(new KernelFile(path.join(dir, "absent")).read()).toBeUndefined();
  });
});
