// The batch harness started from its V8 start-up snapshot (judge/sandbox/batch/harness-snapshot.ts):
// it is the one in use, it holds nothing of the judge's environment, it is keyed by the flags,
// and what the harness takes from the running process (cwd, environment, the private /tmp it
// empties between tests) is the sandbox's, not the build's. Real bubblewrap and cgroups.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileTypeScript } from "../../judge/judging/compile";
import { runTestsInOneSandbox } from "../../judge/sandbox/batch/run-batch";
import { harnessSnapshot } from "../../judge/sandbox/batch/harness-snapshot";
import { Harness } from "../../judge/sandbox/batch/harness-process";
import { prepareSandbox, sandboxedV8Flags } from "../../judge/sandbox/sandbox";

// Set before any snapshot is built in this process: the build must not see it.
const PROBE = "NIMBUS_SNAPSHOT_PROBE_6b1f";
process.env[PROBE] = "judge-secret-value";

const PROGRAM = `
import fs from "fs";
const seen = fs.existsSync("/tmp/left-behind");
fs.writeFileSync("/tmp/left-behind", "x");
console.log(JSON.stringify({
  // The harness's own frames name the bundle's build path only when it started from the snapshot.
  snapshot: String(new Error().stack).includes("harness.cjs"),
  cwd: process.cwd(),
  env: process.env,
  seen,
}));
`;

describe("the harness's start-up snapshot", () => {
  it("is used, and the process's cwd, environment and /tmp are the sandbox's", async () => {
    const compiled = await compileTypeScript(PROGRAM);
    if (!compiled.ok) throw new Error(compiled.log);
    const tests = [1, 2].map((ordinal) => ({ ordinal, input: "" }));
    const summary = await runTestsInOneSandbox({ programJs: compiled.js, tests, timeLimitMs: 1000, memoryLimitMb: 256 });
    expect(summary.processes).toBe(1);
    for (const result of summary.results) {
      expect(result.via).toBe("batch");
      // The second test finds /tmp emptied: the harness knows it runs as /box/main.js.
      expect(JSON.parse(result.stdout)).toEqual({ snapshot: true, cwd: "/box", env: { PATH: "/usr/bin:/bin", HOME: "/tmp", PWD: "/box" }, seen: false });
    }
  });

  it("holds nothing of the judge's environment and is built once per set of V8 flags", async () => {
    const host = await prepareSandbox();
    const flags = sandboxedV8Flags(256, ["--expose-gc"]);
    const file = harnessSnapshot(host.nodePath, flags);
    expect(file).toBeDefined();
    expect(harnessSnapshot(host.nodePath, flags)).toBe(file);
    const blob = fs.readFileSync(file!);
    expect(blob.includes(PROBE)).toBe(false);
    expect(blob.includes("judge-secret-value")).toBe(false);
    const other = harnessSnapshot(host.nodePath, sandboxedV8Flags(128, ["--expose-gc"]));
    expect(other).toBeDefined();
    expect(other).not.toBe(file);
  });

  it("keeps gc(), started from the snapshot or not: the harness can collect earlier tests' garbage", async () => {
    const host = await prepareSandbox();
    const compiled = await compileTypeScript("console.log(1);");
    if (!compiled.ok) throw new Error(compiled.log);
    const spec = { memoryLimitMb: 256, maxOutputBytes: 1024, nodePermissionModel: true, cpuBackstopMs: 10_000 };
    const started: Record<string, unknown> = {};
    const setting = process.env.NIMBUS_HARNESS_SNAPSHOT;
    for (const snapshot of ["1", "0"]) {
      process.env.NIMBUS_HARNESS_SNAPSHOT = snapshot;
      const harness = new Harness(host, spec);
      try {
        started[snapshot] = await harness.start(compiled.js);
      } finally {
        if (setting === undefined) delete process.env.NIMBUS_HARNESS_SNAPSHOT;
        else process.env.NIMBUS_HARNESS_SNAPSHOT = setting;
        await harness.close();
      }
    }
    expect(started).toEqual({ "1": { ok: true, collectsGarbage: true }, "0": { ok: true, collectsGarbage: true } });
  });

  it("takes a ready frame that does not say collectsGarbage: true as a harness without gc()", async () => {
    // A stand-in harness: reads the program frame, answers ready with a non-boolean field.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-fake-harness-"));
    fs.chmodSync(dir, 0o755);
    const bundle = path.join(dir, "harness.cjs");
    fs.writeFileSync(
      bundle,
      `const fs = require("fs");
const read = (n) => { const b = Buffer.alloc(n); let d = 0; while (d < n) { try { d += fs.readSync(0, b, d, n - d, null); } catch (e) { if (e.code !== "EAGAIN") throw e; } } return b; };
const lengths = read(8); read(lengths.readUInt32BE(0)); read(lengths.readUInt32BE(4));
const header = Buffer.from(JSON.stringify({ type: "ready", collectsGarbage: "yes" }));
const prefix = Buffer.alloc(8); prefix.writeUInt32BE(header.length, 0);
fs.writeSync(1, Buffer.concat([prefix, header]));
`,
      { mode: 0o644 },
    );
    const setting = process.env.NIMBUS_HARNESS_SNAPSHOT;
    process.env.NIMBUS_HARNESS_SNAPSHOT = "0";
    const harness = new Harness(await prepareSandbox(), { memoryLimitMb: 256, maxOutputBytes: 1024, nodePermissionModel: true, cpuBackstopMs: 10_000, bundle });
    try {
      expect(await harness.start("console.log(1);")).toEqual({ ok: true, collectsGarbage: false });
    } finally {
      if (setting === undefined) delete process.env.NIMBUS_HARNESS_SNAPSHOT;
      else process.env.NIMBUS_HARNESS_SNAPSHOT = setting;
      await harness.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
