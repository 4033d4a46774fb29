// cgroup v2 against a fake hierarchy (this machine has v1): what judge/sandbox/cgroup/v2.ts writes to set
// the limits and reads to measure. The kernel's enforcement is not tested here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createV2Manager, findV2Parent } from "../../judge/sandbox/cgroup/v2";

let root: string;
let selfCgroup: string;
const read = (file: string) => fs.readFileSync(file, "utf8");

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-fake-cgroup2-"));
  selfCgroup = path.join(root, "self-cgroup");
  fs.writeFileSync(selfCgroup, "0::/judge.slice/nimbus\n");
  fs.writeFileSync(path.join(root, "cgroup.controllers"), "cpuset cpu io memory pids\n");
  fs.mkdirSync(path.join(root, "judge.slice/nimbus"), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("cgroup v2", () => {
  it("is refused with a reason when not mounted, or when the judge's group lacks a controller", () => {
    expect(findV2Parent(path.join(root, "nowhere"), selfCgroup)).toMatch(/not mounted/);
    fs.writeFileSync(path.join(root, "judge.slice/nimbus/cgroup.controllers"), "cpu memory\n");
    expect(findV2Parent(root, selfCgroup)).toMatch(/lacks controllers: pids/);
  });

  it("finds the judge's own group and enables cpu, memory and pids for its children", () => {
    const group = path.join(root, "judge.slice/nimbus");
    fs.writeFileSync(path.join(group, "cgroup.controllers"), "cpu io memory pids\n");
    fs.writeFileSync(path.join(group, "cgroup.subtree_control"), "memory\n");
    expect(findV2Parent(root, selfCgroup)).toEqual({ parent: group });
    expect(read(path.join(group, "cgroup.subtree_control"))).toBe("+cpu +pids");
  });

  it("sets a run's memory and process limits, and reads its CPU time, memory peak and OOM kills", () => {
    const parent = path.join(root, "judge.slice/nimbus");
    const manager = createV2Manager(parent);
    const run = manager.create({ memoryBytes: 256 * 1024 * 1024, pidsMax: 64 });
    const dir = path.dirname(run.procsFiles[0]!);
    expect(path.dirname(dir)).toBe(parent);
    expect(read(path.join(dir, "memory.max"))).toBe(String(256 * 1024 * 1024));
    expect(read(path.join(dir, "pids.max"))).toBe("64");

    fs.writeFileSync(path.join(dir, "cpu.stat"), "usage_usec 123456\nuser_usec 100000\nsystem_usec 23456\n");
    fs.writeFileSync(path.join(dir, "memory.current"), String(10 * 1024 * 1024));
    expect(run.cpuMs()).toBeCloseTo(123.456);
    expect(run.memoryPeakKb()).toBe(10 * 1024); // before Linux 5.19: no memory.peak, the current usage
    fs.writeFileSync(path.join(dir, "memory.peak"), String(40 * 1024 * 1024));
    expect(run.memoryPeakKb()).toBe(40 * 1024);

    fs.writeFileSync(path.join(dir, "memory.events"), "low 0\nhigh 0\nmax 3\noom 1\noom_kill 0\n");
    expect(run.oomKilled()).toBe(false);
    fs.writeFileSync(path.join(dir, "memory.events"), "low 0\nhigh 0\nmax 9\noom 2\noom_kill 1\n");
    expect(run.oomKilled()).toBe(true);

    run.killAll();
    expect(read(path.join(dir, "cgroup.kill"))).toBe("1");
  });
});
