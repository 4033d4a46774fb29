// `npm run bench`: every benchmark one after the other (their own output as it comes), then the
// headline figures side by side with their baselines: the web pages, the editor, the judge and
// the suite. Figures are printed, never asserted. The machine is shared and noisy: each bench
// compares its figures within its own run (ratios); the baselines are the figures measured when
// issue 31 was filed (and, for the suite, a fresh clone on an idle machine before this work).
//   npx tsx bench/all.ts                 (about fifteen minutes)
//   npx tsx bench/all.ts web judge       (only those benches, then the summary)
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

interface Bench {
  name: string;
  file: string;
  /** Headline lines to repeat in the summary: each a prefix and the baseline to print beside it. */
  headlines: { prefix: string; baseline: string }[];
}

const BENCHES: Bench[] = [
  { name: "game", file: "bench/game.bench.ts", headlines: [] },
  { name: "learn", file: "bench/learn.bench.ts", headlines: [] },
  {
    name: "web",
    file: "bench/web.bench.ts",
    headlines: [
      { prefix: "web ", baseline: "static 973 req/s; home 50; problem 50 (p99 1489 ms); editorial 45; learn 55; lab 85 (50 clients, idle)" },
      { prefix: "problem page:", baseline: "0.05 of a static file (50 / 973 req/s)" },
    ],
  },
  {
    name: "editor",
    file: "bench/editor.bench.ts",
    headlines: [
      { prefix: "editor usable:", baseline: "3200-4200 ms after navigation (load event 500-800 ms)" },
      { prefix: "first run after start:", baseline: "4700 ms (a cold judge)" },
    ],
  },
  {
    name: "judge",
    file: "bench/judge.bench.ts",
    headlines: [
      { prefix: "judge vs floor:", baseline: "6.80 ms vs 2.77 ms of CPU per test: 2.41x" },
      { prefix: "queue latency:", baseline: "p50 221 ms, p95 262 ms" },
    ],
  },
  { name: "suite-timings", file: "bench/suite-timings.bench.ts", headlines: [] },
];

/** Runs one bench, echoing its output; resolves to its lines and exit status. */
function runBench(bench: Bench): Promise<{ lines: string[]; status: number | string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), bench.file], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      out += chunk.toString("utf8");
    });
    child.on("error", () => resolve({ lines: [], status: "spawn error" }));
    child.on("exit", (code, signal) => resolve({ lines: out.split("\n"), status: code ?? signal ?? "?" }));
  });
}

/** The last `npm test`'s record (scripts/test.mjs writes it), as summary lines. */
function suiteLines(): string[] {
  const file = path.join(root, "test-results", "suite-timings.json");
  if (!fs.existsSync(file)) return ["suite: no record yet (run npm test: it writes test-results/suite-timings.json)"];
  const t = JSON.parse(fs.readFileSync(file, "utf8")) as {
    finishedAt: string;
    totalS: number;
    setupS: number;
    buildS?: number;
    machineLoadAtStart: number;
    cpus: number;
    passed: number;
    failed: number;
    suites: { name: string; lane: number; startedAtS: number; wallS: number; cpuS: number }[];
  };
  return [
    `suite: npm test took ${t.totalS} s, ${t.passed} passed, ${t.failed} failed (finished ${t.finishedAt}; load ${t.machineLoadAtStart.toFixed(1)} at its start, ${t.cpus} CPUs; goal at most 900 s idle)   | baseline: 1356 s idle, 1831 s beside one CPU-bound process (fresh clones before issue 31's suite work)`,
    `suite: setup (install, PostgreSQL) ${t.setupS} s, the app's build ${t.buildS ?? "?"} s beside the first tests`,
    ...t.suites.map((s) => `suite: lane ${s.lane}, from ${s.startedAtS} s: ${s.name} ${s.wallS} s (${s.cpuS} s of CPU, ${(s.cpuS / Math.max(1, s.wallS)).toFixed(2)} cores)`),
  ];
}

const wanted = process.argv.slice(2);
const chosen = wanted.length > 0 ? BENCHES.filter((b) => wanted.includes(b.name)) : BENCHES;
const summary: string[] = [];
for (const bench of chosen) {
  if (!fs.existsSync(path.join(root, bench.file))) {
    summary.push(`${bench.name}: ${bench.file} not found`);
    continue;
  }
  console.log(`\n===== ${bench.name} (${bench.file}) =====`);
  const { lines, status } = await runBench(bench);
  if (status !== 0) summary.push(`${bench.name}: exited with ${status}`);
  for (const { prefix, baseline } of bench.headlines) {
    const found = lines.filter((line) => line.startsWith(prefix));
    if (found.length === 0) summary.push(`${prefix} (not printed)   | baseline: ${baseline}`);
    found.forEach((line, i) => summary.push(i === found.length - 1 ? `${line}   | baseline: ${baseline}` : line));
  }
}
console.log("\n===== summary: this run | baseline =====");
for (const line of [...summary, ...suiteLines()]) console.log(line);
