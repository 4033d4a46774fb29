// Measures the cost of one sandboxed run of a trivial program (the per-test overhead of the
// one-process-per-test judge), next to a bare `node` start with an emptied environment.
// Run: npx tsx judge/sandbox/measure-overhead.ts [runs]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareSandbox, runInSandbox } from "./sandbox";

const runs = Number(process.argv[2] ?? 20);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  const host = await prepareSandbox();
  console.log(host.summary);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-overhead-"));
  try {
    const programFile = path.join(dir, "main.js");
    const stdinFile = path.join(dir, "input.txt");
    fs.writeFileSync(programFile, 'console.log(require("fs").readFileSync(0, "utf8").length)');
    fs.writeFileSync(stdinFile, "3 1 2 3\n");

    const bare: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      spawnSync(host.nodePath, [programFile], { stdio: ["pipe", "pipe", "pipe"], input: "3 1 2 3\n", env: { PATH: "/usr/bin:/bin", NODE_ENV: "production" } });
      bare.push(performance.now() - started);
    }
    const walls: number[] = [];
    const cpus: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const result = await runInSandbox({ programFile, stdinFile, timeLimitMs: 2000, memoryLimitMb: 256 });
      walls.push(performance.now() - started);
      cpus.push(result.cpuMs);
    }
    console.log(`bare node (clean env), median wall: ${median(bare).toFixed(1)} ms over ${runs} runs`);
    console.log(`sandboxed run (cgroups + bwrap + node), median wall: ${median(walls).toFixed(1)} ms, median CPU: ${median(cpus)} ms over ${runs} runs`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
