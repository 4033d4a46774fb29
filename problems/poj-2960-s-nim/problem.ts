import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-2960-s-nim",
  title: "S-Nim",
  titleZh: "S-Nim 游戏",
  source: { judge: "POJ", id: "2960", title: "S-Nim" },
  // POJ's own limits were not found; these are HDU 1536's (the same statement) for C/C++.
  // Node starts at about 40 MiB, so the original 32 MiB would not even hold the runtime.
  // 2 s rather than 1 s: the package check asks a limit of 3x the slowest accepted test, and
  // a program's CPU time doubles when the machine's other core is busy (the suite runs two lanes);
  // stdin-sorted.ts took 232 ms on a loaded machine, 4.3x a 1 s limit.
  limits: { timeMs: 2000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 32 },
  tags: ["sprague-grundy", "subtraction-game", "nim-sum", "mex"],
  difficulty: "medium",
  concept: "grundy",
  checker: "tokens",
  game: "s-nim",
  testPlan: { seed: 2960, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
