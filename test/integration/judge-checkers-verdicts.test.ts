// Verdicts beyond AC/WA/TLE/RE/CE through the real worker, sandbox and SQLite: Presentation
// Error (only where the problem opts in with the "lines" checker), Output and Memory Limit
// Exceeded, System Error when the sandbox is unavailable (with its reason), the float checker,
// and a package's own checker program (sandboxed, its failures SE, never the student's fault).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processOne, type WorkerOptions } from "../../judge/judging/worker";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let userId: number;
let problemCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await database.prisma.user.create({ data: { email: "verdicts@example.com", name: "V", passwordHash: "x" } })).id;
});

afterAll(async () => {
  await database?.cleanup();
});

interface ProblemSpec {
  tests: Array<{ input: string; expectedOutput: string }>;
  checker?: string;
  checkerAbsTolerance?: number;
  checkerProgram?: string;
  memoryLimitMb?: number;
}

async function createProblem(spec: ProblemSpec): Promise<number> {
  problemCount++;
  const problem = await database.prisma.problem.create({
    data: {
      slug: `p${problemCount}`, title: "P", sourceJudge: "test", sourceId: String(problemCount), sourceTitle: "P",
      timeLimitMs: 1000, memoryLimitMb: spec.memoryLimitMb ?? 256, tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
      checker: spec.checker ?? "tokens",
      checkerAbsTolerance: spec.checkerAbsTolerance ?? null,
      checkerProgram: spec.checkerProgram ?? null,
      testCases: { create: spec.tests.map((test, index) => ({ ...test, ordinal: index + 1, group: "random" })) },
    },
  });
  return problem.id;
}

async function judge(problemId: number, source: string, options: WorkerOptions = {}) {
  const submission = await database.prisma.submission.create({ data: { userId, problemId, source } });
  const processed = await processOne(database.prisma, "verdict-worker", options);
  expect(processed?.submissionId).toBe(submission.id);
  return database.prisma.submission.findUniqueOrThrow({
    where: { id: submission.id },
    include: { results: { orderBy: { ordinal: "asc" } } },
  });
}

const ECHO_LINES = `const lines = require("fs").readFileSync(0, "utf8").trim().split("\\n");`;
const YES_NO_TESTS = [{ input: "2\n", expectedOutput: "Yes\nNo\n" }];

describe("Presentation Error", () => {
  it("is given by the lines checker when the tokens are right but the layout is not", async () => {
    const problemId = await createProblem({ tests: YES_NO_TESTS, checker: "lines" });
    const stored = await judge(problemId, `console.log("Yes No");`);
    expect(stored.verdict).toBe("PE");
    expect(stored.results[0]?.message).toContain("wrong layout");
    expect((await judge(problemId, `console.log("Yes\\nNo   ");`)).verdict).toBe("AC");
    expect((await judge(problemId, `console.log("Yes\\nYes");`)).verdict).toBe("WA");
  });

  it("is never given by the default token checker: the same output is Accepted", async () => {
    const problemId = await createProblem({ tests: YES_NO_TESTS });
    expect((await judge(problemId, `console.log("Yes No");`)).verdict).toBe("AC");
  });
});

describe("limits", () => {
  it("gives OLE for output over LIMITS.maxOutputBytes", async () => {
    const problemId = await createProblem({ tests: YES_NO_TESTS });
    const stored = await judge(problemId, `const line = "x".repeat(1 << 20) + "\\n"; for (let i = 0; i < 20; i++) process.stdout.write(line);`);
    expect(stored.verdict).toBe("OLE");
    expect(stored.results[0]?.message).toMatch(/output exceeded 16 MiB/);
  });

  it("gives MLE at the problem's memory limit, with the peak measured", async () => {
    const problemId = await createProblem({ tests: YES_NO_TESTS, memoryLimitMb: 64 });
    const stored = await judge(problemId, `const keep: Buffer[] = []; for (;;) keep.push(Buffer.alloc(1 << 20, 1));`);
    expect(stored.verdict).toBe("MLE");
    expect(stored.results[0]?.message).toBe("memory limit of 64 MiB exceeded");
    expect(stored.results[0]?.memoryKb).toBeGreaterThanOrEqual(60 * 1024);
  });

  it("gives RE with the signal when the program is killed by one", async () => {
    const problemId = await createProblem({ tests: YES_NO_TESTS });
    const stored = await judge(problemId, `process.kill(process.pid, "SIGSEGV");`);
    expect(stored.verdict).toBe("RE");
    expect(stored.results[0]?.message).toContain("killed by signal SIGSEGV");
  });
});

describe("System Error", () => {
  it("is the verdict, with its reason, when the sandbox is unavailable on the last attempt (never the user's fault)", async () => {
    const problemId = await createProblem({ tests: YES_NO_TESTS });
    process.env.NIMBUS_BWRAP = "/nonexistent/bwrap";
    try {
      // Earlier attempts go back to the queue (test/integration/judge-faults.test.ts); one attempt here.
      const stored = await judge(problemId, `console.log("Yes\\nNo");`, { maxAttempts: 1 });
      expect(stored.verdict).toBe("SE");
      expect(stored.status).toBe("done");
      expect(stored.compileLog).toMatch(/^System error: judge error: The sandbox is unavailable/);
      expect(stored.compileLog).toContain("/nonexistent/bwrap");
      expect(stored.results).toEqual([]);
    } finally {
      delete process.env.NIMBUS_BWRAP;
    }
  });
});

describe("the float checker", () => {
  it("accepts within the problem's tolerance and rejects beyond it", async () => {
    const problemId = await createProblem({ tests: [{ input: "", expectedOutput: "0.333333\n" }], checker: "float", checkerAbsTolerance: 1e-4 });
    expect((await judge(problemId, `console.log((1 / 3).toFixed(5));`)).verdict).toBe("AC");
    expect((await judge(problemId, `console.log((1 / 3).toFixed(2));`)).verdict).toBe("WA");
  });
});

describe("a package's checker program", () => {
  // Accepts any number in [a, b] (several correct outputs); PE for a correct number with words.
  const RANGE_CHECKER = `
    const { input, output, answer } = JSON.parse(require("fs").readFileSync(0, "utf8"));
    const [a, b] = input.trim().split(/\\s+/).map(Number);
    const tokens = output.trim().split(/\\s+/);
    const x = Number(tokens[tokens.length - 1]);
    if (!(x >= a && x <= b)) { console.log("expected a number in [" + a + ", " + b + "], found " + output.trim() + " (one answer: " + answer.trim() + ")"); process.exit(43); }
    if (tokens.length !== 1) { console.log("print the number only"); process.exit(44); }
    console.log("ok " + x);
    process.exit(42);
  `;
  const RANGE_TESTS = [
    { input: "1 10\n", expectedOutput: "1\n" },
    { input: "5 7\n", expectedOutput: "5\n" },
  ];

  it("accepts any correct output, rejects a wrong one with its message, and can give PE", async () => {
    const problemId = await createProblem({ tests: RANGE_TESTS, checker: "program", checkerProgram: RANGE_CHECKER });
    const accepted = await judge(problemId, `${ECHO_LINES} const [a, b] = lines[0]!.split(" ").map(Number); console.log(b);`);
    expect(accepted.verdict).toBe("AC");
    expect(accepted.results.map((result) => result.message)).toEqual(["ok 10", "ok 7"]);

    const wrong = await judge(problemId, `console.log(8);`);
    expect(wrong.verdict).toBe("WA");
    expect(wrong.results.map((result) => result.verdict)).toEqual(["AC", "WA"]);
    expect(wrong.results[1]?.message).toBe("expected a number in [5, 7], found 8 (one answer: 5)");

    expect((await judge(problemId, `console.log("answer 6");`)).verdict).toBe("PE");
  });

  it("runs sandboxed: it cannot read the host's files", async () => {
    const snooping = `
      let seen = "none";
      try { seen = require("fs").readFileSync(${JSON.stringify(database.file)}).length + " bytes"; } catch (e) { seen = e.code; }
      console.log("database: " + seen);
      process.exit(42);
    `;
    const problemId = await createProblem({ tests: RANGE_TESTS, checker: "program", checkerProgram: snooping });
    const stored = await judge(problemId, `console.log(1);`);
    expect(stored.verdict).toBe("AC");
    expect(stored.results[0]?.message).toMatch(/^database: E[A-Z_]+$/);
  });

  it("gives SE (the judge's side) when the checker itself crashes, naming the reason", async () => {
    const problemId = await createProblem({ tests: RANGE_TESTS, checker: "program", checkerProgram: `throw new Error("checker bug");` });
    const stored = await judge(problemId, `console.log(1);`);
    expect(stored.verdict).toBe("SE");
    expect(stored.results[0]?.message).toContain("checker program failed: exit code 1");
    expect(stored.results[0]?.message).toContain("checker bug");
    expect(stored.compileLog).toContain("checker program failed");
  });

  it("gives SE when the checker exits without a verdict (exit code 0)", async () => {
    const problemId = await createProblem({ tests: RANGE_TESTS, checker: "program", checkerProgram: `console.log("looks fine");` });
    const stored = await judge(problemId, `console.log(1);`);
    expect(stored.verdict).toBe("SE");
    expect(stored.compileLog).toContain("checker program failed: exit code 0");
  });

  it("gives SE when the problem says program but stores none", async () => {
    const problemId = await createProblem({ tests: RANGE_TESTS, checker: "program" });
    const stored = await judge(problemId, `console.log(1);`);
    expect(stored.verdict).toBe("SE");
    expect(stored.compileLog).toContain("no checker program stored");
  });
});
