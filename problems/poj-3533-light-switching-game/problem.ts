import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-3533-light-switching-game",
  title: "Light Switching Game",
  titleZh: "开关灯游戏",
  source: { judge: "POJ", id: "3533", title: "Light Switching Game" },
  // The original statement, limits and sample were not found; the input and output are those of
  // solutions accepted there, the limits ours (coordinates up to 1000, as those solutions assume).
  // 2 s rather than 1 s: the package check asks a limit of 3x the slowest accepted test, and
  // a program's CPU time doubles when the machine's other core is busy (the suite runs two lanes);
  // readline-powers.ts took 281 ms on a loaded machine, 3.6x a 1 s limit.
  limits: { timeMs: 2000, memoryMb: 256 },
  tags: ["sprague-grundy", "coin-turning", "nim-multiplication", "tartan-theorem", "nim-sum"],
  difficulty: "hard",
  concept: "advanced",
  checker: "tokens",
  testPlan: { seed: 3533, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
