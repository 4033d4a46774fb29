// `npm run judge` (tsx judge/cli.ts): with no arguments, the judge daemon. With
//   run <problem-slug> <file.ts> [--json] [--all] [--input <file>]
// judges a local file through the same compile, sandbox and checker path as a web submission
// (tests from the database, else built from problems/<slug>), or with --input runs it once on
// that input and prints its output. Exit code: 0 Accepted (or a clean --input run), 1 another
// verdict, 2 a usage or set-up error.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { LIMITS, VERDICT_LABELS, type TestOutcome } from "../lib/types";
import { judgeSubmission, type JudgeResult } from "./judging/judge-submission";
import { loadJudgeProblem, ProblemNotFoundError } from "./judging/load-judge-problem";

const USAGE = `usage:
  npm run judge                                         start the judge daemon
  npm run judge -- run <problem-slug> <file.ts> [--json] [--all]
                                                        judge a file on the problem's tests
  npm run judge -- run <problem-slug> <file.ts> --input <file> [--json]
                                                        run it once on that input, print its output`;

class UsageError extends Error {}

async function runCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: "boolean", default: false },
      all: { type: "boolean", default: false },
      input: { type: "string" },
    },
  });
  const [slug, file, ...extra] = positionals;
  if (!slug || !file || extra.length > 0) throw new UsageError("run needs a problem slug and a file");
  const source = readFileSync(file, "utf8");
  if (Buffer.byteLength(source) > LIMITS.maxSourceBytes) throw new UsageError(`${file} is over ${LIMITS.maxSourceBytes / 1024} KiB`);
  const customInput = values.input === undefined ? undefined : readFileSync(values.input, "utf8");
  const problem = await loadJudgeProblem(slug, { tests: customInput === undefined });

  if (customInput !== undefined) {
    const result = await judgeSubmission({
      source,
      tests: [{ ordinal: 1, input: customInput }],
      timeLimitMs: problem.timeLimitMs,
      memoryLimitMb: problem.memoryLimitMb,
      keepOutput: true,
    });
    printRun(result, values.json);
    return result.verdict === "AC" ? 0 : 1;
  }

  const result = await judgeSubmission({
    source,
    tests: problem.tests,
    timeLimitMs: problem.timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
    checker: problem.checker,
    runAllTests: values.all,
  });
  if (values.json) {
    console.log(JSON.stringify({ mode: "judge", problem: slug, testsFrom: problem.from, testsTotal: problem.tests.length, ...result }));
  } else {
    console.log(`${slug} (${problem.tests.length} tests from the ${problem.from}): ${VERDICT_LABELS[result.verdict]} (${result.verdict}), max ${result.timeMs} ms, ${kib(result.memoryKb)}`);
    if (result.compileLog) console.log(result.compileLog);
    for (const test of result.results) console.log(formatTest(test));
    const skipped = problem.tests.length - result.results.length;
    if (skipped > 0 && result.compileLog === undefined) console.log(`  (${skipped} tests not run after the first failure; --all runs them)`);
  }
  return result.verdict === "AC" ? 0 : 1;
}

function printRun(result: JudgeResult, json: boolean): void {
  const test = result.results[0];
  if (json) {
    console.log(
      JSON.stringify({
        mode: "input",
        verdict: result.verdict,
        timeMs: test?.timeMs ?? 0,
        wallMs: test?.wallMs ?? 0,
        memoryKb: test?.memoryKb ?? 0,
        stdout: test?.output ?? "",
        stderr: test?.stderr ?? "",
        ...(test?.message === undefined ? {} : { message: test.message }),
        ...(result.compileLog === undefined ? {} : { compileLog: result.compileLog }),
      }),
    );
    return;
  }
  if (result.compileLog) {
    console.error(result.compileLog);
    return;
  }
  // The program's own output goes to stdout untouched (so it can be piped); the rest to stderr.
  process.stdout.write(test?.output ?? "");
  if (test?.stderr) process.stderr.write(`--- stderr ---\n${test.stderr}${test.stderr.endsWith("\n") ? "" : "\n"}`);
  if (test) console.error(`--- ${result.verdict === "AC" ? "exited normally" : VERDICT_LABELS[result.verdict]}: ${test.timeMs} ms CPU, ${test.wallMs} ms wall, ${kib(test.memoryKb)}${test.message && result.verdict !== "AC" ? ` (${test.message.split("\n")[0]})` : ""}`);
}

function formatTest(test: TestOutcome): string {
  const message = test.message ? `  ${test.message.split("\n").join("\n      ")}` : "";
  return `  #${String(test.ordinal).padStart(3)} ${test.verdict.padEnd(3)} ${String(test.timeMs).padStart(5)} ms CPU ${String(test.wallMs).padStart(5)} ms wall ${kib(test.memoryKb).padStart(10)}${message}`;
}

function kib(memoryKb: number): string {
  return memoryKb >= 1024 ? `${(memoryKb / 1024).toFixed(1)} MiB` : `${memoryKb} KiB`;
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === undefined || command === "daemon") {
    await import("./daemon");
    return;
  }
  try {
    if (command !== "run") throw new UsageError(`unknown command "${command}"`);
    process.exitCode = await runCommand(rest);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ProblemNotFoundError || (error as NodeJS.ErrnoException).code === "ENOENT") {
      console.error(`${(error as Error).message}\n${USAGE}`);
    } else {
      console.error(`judge: ${(error as Error).stack ?? String(error)}`);
    }
    process.exitCode = 2;
  }
  // esbuild's warm service would keep the process alive.
  setTimeout(() => process.exit(), 0).unref();
}

void main();
