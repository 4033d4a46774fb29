// `npm run judge -- run <slug> <file>` (judge/cli.ts), spawned as a real process: the verdict
// and per-test results (human and --json), tests from the database or, without it, built from
// problems/<slug>; and --input, one run in the same sandbox printing stdout, stderr, time, memory.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runNode, type CommandResult } from "../helpers/run-command";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "test/fixtures/submissions");
let database: TestDatabase;
let dir: string;

function cli(args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
  return runNode(["--import", "tsx", "judge/cli.ts", ...args], { cwd: ROOT, env: { DATABASE_URL: database.url, ...env } });
}

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-cli-test-"));
  await database.prisma.problem.create({
    data: {
      slug: "cli-nim", title: "Nim", sourceJudge: "test", sourceId: "1", sourceTitle: "Nim", timeLimitMs: 1000, memoryLimitMb: 256,
      tags: "[]", difficulty: "easy", statement: "", contentHash: "x", checker: "lines",
      testCases: {
        create: [
          { ordinal: 1, group: "samples", isSample: true, input: "3 1 2 3\n2 1 1\n", expectedOutput: "No\nNo\n" },
          { ordinal: 2, group: "random", input: "1 2\n", expectedOutput: "Yes\n" },
          { ordinal: 3, group: "random", input: "4 1 2 4 8\n2 5 5\n3 7 7 7\n1 1\n", expectedOutput: "Yes\nNo\nYes\nYes\n" },
        ],
      },
    },
  });
  fs.writeFileSync(path.join(dir, "one-line.ts"), `console.log("No No");`);
  fs.writeFileSync(path.join(dir, "input.txt"), "1 7\n2 3 3\n");
  fs.writeFileSync(path.join(dir, "noisy.ts"), `console.log("out"); console.error("err line"); process.exit(3);`);
});

afterAll(async () => {
  await database?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run judge -- run", () => {
  it("--json: prints one object with the verdict and every test's results (exit 0 on AC)", async () => {
    const result = await cli(["run", "cli-nim", path.join(FIXTURES, "accepted.ts"), "--json"]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { verdict: string; testsFrom: string; testsTotal: number; results: Array<{ ordinal: number; verdict: string; timeMs: number; wallMs: number; memoryKb: number }> };
    expect(report).toMatchObject({ mode: "judge", problem: "cli-nim", verdict: "AC", testsFrom: "database", testsTotal: 3 });
    expect(report.results.map((test) => [test.ordinal, test.verdict])).toEqual([[1, "AC"], [2, "AC"], [3, "AC"]]);
    for (const test of report.results) {
      // Whole milliseconds (a trivial test may round to 0); judge.test.ts checks what CPU time measures.
      expect(Number.isInteger(test.timeMs)).toBe(true);
      expect(Number.isInteger(test.wallMs)).toBe(true);
      expect(test.memoryKb).toBeGreaterThan(0);
    }
  });

  it("uses the problem's checker (lines: PE) and prints a readable table (exit 1)", async () => {
    const result = await cli(["run", "cli-nim", path.join(dir, "one-line.ts")]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("cli-nim (3 tests from the database): Presentation Error (PE)");
    expect(result.stdout).toMatch(/#\s+1 PE .* right answers, wrong layout/);
    expect(result.stdout).toContain("(2 tests not run after the first failure; --all runs them)");
  });

  it("reports a compile error with line and column", async () => {
    const result = await cli(["run", "cli-nim", path.join(FIXTURES, "compile-error.ts"), "--json"]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ verdict: "CE", compileLog: expect.stringMatching(/^main\.ts:4:\d+: error: /) });
  });

  it("--input --json: runs once in the sandbox and prints stdout, stderr, time and memory", async () => {
    const result = await cli(["run", "cli-nim", path.join(FIXTURES, "accepted.ts"), "--input", path.join(dir, "input.txt"), "--json"]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({ mode: "input", verdict: "AC", stdout: "Yes\nNo\n", stderr: "" });
    expect(report.timeMs).toEqual(expect.any(Number));
    expect(report.memoryKb as number).toBeGreaterThan(0);
  });

  it("--input: the program's own stdout on stdout, its stderr and the measurements on stderr", async () => {
    const result = await cli(["run", "cli-nim", path.join(dir, "noisy.ts"), "--input", path.join(dir, "input.txt")]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("out\n");
    expect(result.stderr).toContain("--- stderr ---\nerr line\n");
    expect(result.stderr).toMatch(/--- Runtime Error: \d+ ms CPU, \d+ ms wall, [\d.]+ (KiB|MiB) \(exit code 3\)/);
  });

  it("builds the tests from problems/<slug> when the database does not have the problem", async () => {
    // SQLite: a database file that does not exist (and must not be created by looking);
    // PostgreSQL: the test's own database, which has no such problem.
    const missing = path.join(dir, "missing.db");
    const result = await cli(["run", "poj-2234-matches-game", path.join(FIXTURES, "accepted.ts"), "--json"], database.kind === "sqlite" ? { DATABASE_URL: `file:${missing}` } : {});
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toMatchObject({ verdict: "AC", testsFrom: "package" });
    expect(fs.existsSync(missing)).toBe(false);
  });

  it("explains its usage for an unknown problem (exit 2)", async () => {
    const result = await cli(["run", "no-such-problem", path.join(FIXTURES, "accepted.ts")]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('no problem "no-such-problem"');
    expect(result.stderr).toContain("usage:");
  });
});
