// Two builds of the batch harness side by side, in one run (issue 17): the harness as it is in a
// git revision (the "before") against the working tree's (the "after", or a second revision),
// each started cold in the real sandbox (from its own start-up snapshot) on the 50-test Nim
// problem, alternating submission by submission so that the machine's load falls on both.
//   npx tsx bench/harness-compare.bench.ts <before-ref> [after-ref|worktree] [submissions per side, default 12]
// BENCH_BEFORE_ENV / BENCH_AFTER_ENV ("NAME=value,NAME=value") set the judge's environment for one
// side only, e.g. a switch that turns a judge-side change off (NIMBUS_HARNESS_SNAPSHOT=0).
// Prints the sandbox's CPU per submission and per test (start-up, tests, exit; the cgroup's
// counters, bench/judge-breakdown.ts), the judge process's CPU, the tests' mean memory peak, and
// the ratio after/before. Figures, never assertions.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSync } from "esbuild";
import { compileTypeScript } from "../judge/judging/compile";
import { SANDBOX_BUNDLE_OPTIONS } from "../judge/sandbox/bundle-options";
import { harnessFile } from "../judge/sandbox/batch/harness-bundle";
import { measureSandboxPhases, type SandboxPhases } from "./judge-breakdown";
import { nimTests } from "./nim-tests";

const HARNESS_DIR = "judge/sandbox/batch/harness";
const ROOT = path.resolve(import.meta.dirname, "..");
const LIMITS = { timeLimitMs: 1000, memoryLimitMb: 256 };

/** The harness of `ref` bundled as the judge bundles its own (harness-bundle.ts), in a private directory. */
function bundleAt(ref: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-harness-compare-"));
  fs.chmodSync(dir, 0o755);
  process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  const tar = execFileSync("git", ["archive", ref, HARNESS_DIR], { cwd: ROOT });
  execFileSync("tar", ["-x", "-C", dir], { input: tar });
  const result = buildSync({ entryPoints: [path.join(dir, HARNESS_DIR, "main.cjs")], ...SANDBOX_BUNDLE_OPTIONS });
  const file = path.join(dir, "harness.cjs");
  fs.writeFileSync(file, result.outputFiles[0]!.contents, { mode: 0o644 });
  return file;
}

/** Runs `measure` with `spec` ("NAME=value,...") in the environment, then restores it. */
async function withEnv<T>(spec: string | undefined, measure: () => Promise<T>): Promise<T> {
  const pairs = (spec ?? "").split(",").filter(Boolean).map((pair) => pair.split("=") as [string, string]);
  const saved = pairs.map(([name]) => [name, process.env[name]] as const);
  for (const [name, value] of pairs) process.env[name] = value;
  try {
    return await measure();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

function add(total: SandboxPhases | undefined, more: SandboxPhases): SandboxPhases {
  if (!total) return { ...more };
  const sum = { ...total };
  for (const key of Object.keys(more) as Array<keyof SandboxPhases>) sum[key] = total[key] + more[key];
  return sum;
}

async function main(): Promise<void> {
  const [beforeRef, afterArg, countArg] = process.argv.slice(2);
  if (!beforeRef) throw new Error("usage: harness-compare.bench.ts <before-ref> [after-ref|worktree] [submissions]");
  const afterRef = afterArg && afterArg !== "worktree" ? afterArg : undefined;
  const submissions = Number(countArg ?? 12);
  const tests = nimTests(50);
  const source = fs.readFileSync(path.join(ROOT, "test/fixtures/submissions/accepted.ts"), "utf8");
  const compiled = await compileTypeScript(source);
  if (!compiled.ok) throw new Error("the program does not compile");
  const sides = [
    { name: `before (${beforeRef})`, bundle: bundleAt(beforeRef), env: process.env.BENCH_BEFORE_ENV, phases: undefined as SandboxPhases | undefined },
    { name: `after (${afterRef ?? "working tree"})`, bundle: afterRef ? bundleAt(afterRef) : harnessFile(), env: process.env.BENCH_AFTER_ENV, phases: undefined as SandboxPhases | undefined },
  ];
  const measure = (side: (typeof sides)[number]) => withEnv(side.env, () => measureSandboxPhases(compiled.js, tests, LIMITS, 1, source, side.bundle));
  // Warm-up: the snapshots' builds and the judge's own JIT.
  for (const side of sides) await measure(side);
  for (let i = 0; i < submissions; i++) {
    // Alternate which side goes first, so that neither always follows the other.
    const order = i % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) side.phases = add(side.phases, await measure(side));
  }
  const n = tests.length;
  const rows: Array<[string, (p: SandboxPhases) => number]> = [
    ["sandbox start-up, ms per submission", (p) => p.sandboxStart / p.submissions],
    ["sandbox tests, ms per test", (p) => p.sandboxTests / p.submissions / n],
    ["sandbox exit, ms per submission", (p) => p.sandboxExit / p.submissions],
    ["sandbox total, ms per test", (p) => (p.sandboxStart + p.sandboxTests + p.sandboxExit) / p.submissions / n],
    ["judge process (start, tests, close), ms per test", (p) => (p.judgeStart + p.judgeTests + p.judgeClose) / p.submissions / n],
    ["memory peak of a test (harness included), MB", (p) => p.testMemoryKb / 1024 / p.submissions / n],
  ];
  console.log(`harness builds compared: ${n} Nim tests, ${submissions} cold submissions each, alternating${sides.some((side) => side.env) ? ` (environment: before ${sides[0]!.env ?? "-"}, after ${sides[1]!.env ?? "-"})` : ""}`);
  console.log(`${"".padEnd(50)}${sides[0]!.name.padStart(22)}${sides[1]!.name.padStart(22)}${"after/before".padStart(14)}`);
  for (const [label, of] of rows) {
    const before = of(sides[0]!.phases!);
    const after = of(sides[1]!.phases!);
    console.log(`${label.padEnd(50)}${before.toFixed(2).padStart(22)}${after.toFixed(2).padStart(22)}${(after / before).toFixed(2).padStart(14)}`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
