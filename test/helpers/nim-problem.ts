// A small Nim problem (two samples, one hidden test) and a correct program for it, for the
// integration tests that queue runs and submissions through the real worker.

/** A correct TypeScript solution: "Yes" when the piles' xor is non-zero. */
export const NIM_CORRECT_SOURCE = `const t = require("fs").readFileSync(0, "utf8").split(/\\s+/).filter(Boolean).map(Number);
const out: string[] = []; let i = 0;
while (i < t.length) { const m = t[i++]!; let x = 0; for (let k = 0; k < m; k++) x ^= t[i++]!; out.push(x ? "Yes" : "No"); }
console.log(out.join("\\n"));`;

/** The Problem row's data (for prisma.problem.create) with its three tests. */
export const nimProblemData = (slug: string, timeLimitMs: number) => ({
  slug, title: "Nim", sourceJudge: "test", sourceId: "1", sourceTitle: "Nim", timeLimitMs, memoryLimitMb: 256,
  tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
  testCases: {
    create: [
      { ordinal: 1, group: "samples", isSample: true, input: "2 1 1\n", expectedOutput: "No\n" },
      { ordinal: 2, group: "samples", isSample: true, input: "1 5\n", expectedOutput: "Yes\n" },
      { ordinal: 3, group: "random", input: "3 1 2 4\n", expectedOutput: "Yes\n" },
    ],
  },
});
